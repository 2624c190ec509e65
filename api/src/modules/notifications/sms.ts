// The SMS port: how any module sends a text to a phone; the embedded sender writes to the outbox,
// SMS.ru sends for real; SMS_PROVIDER picks one (config.ts, createSmsSender).
import type { OutboxRepository } from './outbox.repository.ts';
import { createSmsRuSender } from './smsru.ts';

/** Sends one SMS to a normalised '+7XXXXXXXXXX' number; resolves once the provider has accepted it, rejects otherwise. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

/** Where SMS go: the outbox (default: nothing leaves the machine) or SMS.ru. */
export type SmsConfig = { provider: 'outbox' } | { provider: 'smsru'; apiId: string; baseUrl: string };

export const DEFAULT_SMSRU_BASE_URL = 'https://sms.ru';

/** Where providers report why a message did not go; never given the text (it holds codes). */
export interface SendLog {
  warn(details: object, message: string): void;
}

/** The sender the configuration names; every module that sends SMS gets it from here. */
export function createSmsSender(config: SmsConfig, deps: { outbox: Pick<OutboxRepository, 'add'>; now: () => Date; log: SendLog }): SmsSender {
  if (config.provider === 'smsru') return createSmsRuSender({ apiId: config.apiId, baseUrl: config.baseUrl, log: deps.log });
  return createOutboxSmsSender(deps);
}

/**
 * The default sender: nothing leaves the machine, the text lands in outbox_messages where the
 * dev inbox (GET /api/dev/outbox) shows it.
 */
export function createOutboxSmsSender(deps: { outbox: Pick<OutboxRepository, 'add'>; now: () => Date }): SmsSender {
  return {
    async send(phone, text) {
      await deps.outbox.add({ channel: 'sms', recipient: phone, text, createdAt: deps.now() });
    },
  };
}
