// Accounts in journeys: fresh phone numbers (the SMS limits of bar S4 are per phone), the code
// read from the development inbox the way a person trying the product reads it, and a sign-in
// through the API for the side of a journey that is not under test (the operator).
import { expect, type APIRequestContext } from '@playwright/test';

/** A +7 9xx number no other journey (or retry) uses. */
export function freshPhone(): string {
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  return `+79${digits}`;
}

/** '+7 (9xx) xxx-xx-xx' as the masked field shows it; typing the 10 digits after +7 fills it. */
export const phoneDigits = (phone: string) => phone.slice(2);

interface OutboxMessage {
  channel: 'sms' | 'email' | 'push';
  recipient: string;
  text: string;
  createdAt: string;
}

export async function latestMessage(request: APIRequestContext, recipient: string, channel: OutboxMessage['channel'], after = 0): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get('/api/dev/outbox');
      const { data } = (await answer.json()) as { data: { messages: OutboxMessage[] } };
      found = data.messages.find((message) => message.channel === channel && message.recipient === recipient && Date.parse(message.createdAt) >= after);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The six-digit code of the newest SMS to the phone. */
export async function smsCode(request: APIRequestContext, phone: string, after = 0): Promise<string> {
  const message = await latestMessage(request, phone, 'sms', after);
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  expect(code, message.text).toBeTruthy();
  return code!;
}

/** Signs in by SMS code through the API and answers the token pair. */
export async function signInThroughApi(request: APIRequestContext, phone: string): Promise<{ accessToken: string; refreshToken: string }> {
  const sentAt = Date.now() - 1000;
  const sent = await request.post('/api/auth/send-code', { data: { createdAt: Date.now(), type: 'auth', phone, signature: 'e2e' } });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await smsCode(request, phone, sentAt);
  const login = await request.post('/api/auth/login', { data: { phone, code } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { data: { accessToken: string; refreshToken: string } }).data;
}
