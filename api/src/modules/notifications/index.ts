// Notifications: the ports other modules send through (SMS, e-mail, push), the SMS provider
// chosen by configuration, and the outbox the embedded senders write to.
export {
  createOutboxSmsSender,
  createSmsSender,
  DEFAULT_SMSRU_BASE_URL,
  type SendLog,
  type SmsConfig,
  type SmsSender,
} from './sms.ts';
export { SmsDeliveryError } from './smsru.ts';
export { createOutboxEmailSender, type EmailSender } from './email.ts';
export { createOutboxPushSender, type PushSender } from './push.ts';
export { createOutboxRepository, type OutboxRepository, type OutboxChannel, type StoredOutboxMessage } from './outbox.repository.ts';
