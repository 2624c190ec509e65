// The e-mail port: how any module sends a letter, and the embedded sender that writes it to the outbox.
import type { OutboxRepository } from './outbox.repository.ts';

/** Sends one plain-text letter; resolves once the provider has accepted it. */
export interface EmailSender {
  send(to: string, subject: string, text: string): Promise<void>;
}

/** The default: the letter lands in outbox_messages (channel 'email'), shown by the dev inbox. */
export function createOutboxEmailSender(deps: { outbox: Pick<OutboxRepository, 'add'>; now: () => Date }): EmailSender {
  return {
    async send(to, subject, text) {
      await deps.outbox.add({ channel: 'email', recipient: to, subject, text, createdAt: deps.now() });
    },
  };
}
