// Accounts in journeys: fresh phone numbers (the SMS code limits count per phone), and signing
// in with the code read from the development inbox, the way a person trying the product does.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/** The newest message to the recipient on the channel since `after` (that `matches`, when given). */
export async function latestMessage(
  request: APIRequestContext,
  recipient: string,
  channel: OutboxMessage['channel'],
  after = 0,
  matches: (text: string) => boolean = () => true,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get('/api/dev/outbox');
      const { data } = (await answer.json()) as { data: { messages: OutboxMessage[] } };
      found = data.messages.find(
        (message) => message.channel === channel && message.recipient === recipient && Date.parse(message.createdAt) >= after && matches(message.text),
      );
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The six-digit code of the newest SMS to the phone that has one (a cook's phone also gets order notices). */
export async function smsCode(request: APIRequestContext, phone: string, after = 0): Promise<string> {
  const message = await latestMessage(request, phone, 'sms', after, (text) => /\b\d{6}\b/.test(text));
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  expect(code, message.text).toBeTruthy();
  return code!;
}

/** The step an account without a name gets after the code, in the same popup. */
export const NAME_STEP_TITLE = 'Как вас зовут?';

export interface SignInOptions {
  /** Given at the name step of a nameless (new) account; without it the step is skipped. */
  name?: string;
}

/**
 * In the open auth popup: types the phone, asks for a code and enters the one the inbox shows,
 * as a person trying the product does; a new account's name step is answered with `name` or
 * skipped. Resolves when the popup has closed, signed in: true when the phone was still in its
 * minute between codes and the sign-in waited it out (the page then logged that 429).
 */
export async function signInWithCode(page: Page, phone: string, { name }: SignInOptions = {}): Promise<boolean> {
  const dialog = page.getByRole('dialog', { name: 'Вход или регистрация' });
  await expect(dialog).toBeVisible();
  // Key by key at machine speed: the field must keep up with a fast typist.
  await dialog.getByLabel('Номер телефона').pressSequentially(phoneDigits(phone));
  let asked = Date.now() - 1000;
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  // A demo account shared by two journeys may still be in its minute between codes (one code a
  // minute per phone): the 429 toast says so; wait the minute out, then ask again.
  const refused = page.getByText('Что-то пошло не так. Попробуйте позже');
  await expect(dialog.getByLabel('Код из СМС').or(refused)).toBeVisible();
  const waited = await refused.isVisible();
  if (waited) {
    await page.waitForTimeout(61_000);
    asked = Date.now() - 1000;
    await dialog.getByRole('button', { name: 'Получить код' }).click();
  }
  await expect(dialog.getByLabel('Код из СМС')).toBeVisible();
  // The field takes the code the way the phone's autofill puts it in.
  await dialog.getByLabel('Код из СМС').fill(await smsCode(page.request, phone, asked));
  await expect(dialog).toBeHidden();
  // The popup is gone, or it asks a nameless account for a name.
  const nameStep = page.getByRole('dialog', { name: NAME_STEP_TITLE });
  if (await nameStep.isVisible()) {
    if (name) {
      await nameStep.getByLabel('Имя').fill(name);
      await nameStep.getByRole('button', { name: 'Сохранить' }).click();
    } else {
      await nameStep.getByRole('button', { name: 'Пропустить' }).click();
    }
    await expect(nameStep).toBeHidden();
  }
  return waited;
}
