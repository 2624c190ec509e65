// The push port: how any module notifies a device by its push token, and the embedded sender that writes to the outbox.
import type { OutboxRepository } from './outbox.repository.ts';

/** Sends one notification to a device's push token; resolves once the provider has accepted it. */
export interface PushSender {
  send(deviceToken: string, text: string, title?: string): Promise<void>;
}

/** The default: the notification lands in outbox_messages (channel 'push'), shown by the dev inbox. */
export function createOutboxPushSender(deps: { outbox: Pick<OutboxRepository, 'add'>; now: () => Date }): PushSender {
  return {
    async send(deviceToken, text, title) {
      await deps.outbox.add({ channel: 'push', recipient: deviceToken, subject: title ?? null, text, createdAt: deps.now() });
    },
  };
}
