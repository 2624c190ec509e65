// The SMS port: how any module sends a text to a phone, and the embedded sender that writes to the outbox instead.
import type { OutboxRepository } from './outbox.repository.ts';

/** Sends one SMS to a normalised '+7XXXXXXXXXX' number; resolves once the provider has accepted it. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

/**
 * The default sender: nothing leaves the machine, the text lands in outbox_messages where the
 * dev inbox (GET /api/dev/outbox) shows it. An SMS.ru adapter implementing SmsSender is to
 * come, chosen by configuration (SMS_RU_API_ID) in place of this one.
 */
export function createOutboxSmsSender(deps: { outbox: Pick<OutboxRepository, 'add'>; now: () => Date }): SmsSender {
  return {
    async send(phone, text) {
      await deps.outbox.add({ channel: 'sms', recipient: phone, text, createdAt: deps.now() });
    },
  };
}
