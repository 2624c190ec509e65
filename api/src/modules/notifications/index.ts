// Notifications: the ports other modules send through (SMS for now) and the outbox the embedded senders write to.
export { createOutboxSmsSender, type SmsSender } from './sms.ts';
export { createOutboxRepository, type OutboxRepository, type OutboxChannel, type StoredOutboxMessage } from './outbox.repository.ts';
