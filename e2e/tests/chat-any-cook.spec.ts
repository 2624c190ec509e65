// 'Написать' works with any cook, not only the README's demo cook: a customer writes to another
// Tyumen demo cook from that cook's page; the cook, signing in in a browser of their own with the
// number of their card from the demo range (code from the dev inbox), reads it and answers; the
// customer sees the answer arrive without reloading.
import { freshPhone, signInWithCode } from '../support/accounts';
import { expect, newReturningVisitor, test } from '../support/fixtures';
import { DEMO_COOK_ID, demoCookPhone } from '../support/demo-cook';

/** A listed Tyumen demo card no other journey signs in as: card 5 (card 1 is the README cook's). */
const OTHER_COOK_ID = 5;

test('a customer writes to a demo cook other than the README one, and that cook reads it and answers', async ({ page, browser, baseURL, consoleErrors }) => {
  test.setTimeout(120_000);
  expect(OTHER_COOK_ID).not.toBe(DEMO_COOK_ID);
  const question = `Здравствуйте! Готовите ли на субботу? ${Date.now()}`;
  const reply = `Да, на субботу можно. ${Date.now()}`;

  // A guest presses 'Написать': sign-in first, then the conversation opens by itself.
  await page.goto(`/tyumen/cooks/detail/${OTHER_COOK_ID}`);
  const cookName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('main').getByRole('button', { name: 'Написать' }).click();
  await signInWithCode(page, freshPhone());
  await expect(page).toHaveURL(/\/profile\/chat#u\d+$/);
  await expect(page.getByText('Что-то пошло не так, попробуйте позже')).toHaveCount(0);
  const customerLog = page.getByRole('log', { name: 'Сообщения' });
  await expect(customerLog).toBeVisible();
  const composer = page.getByRole('textbox', { name: 'Сообщение' });
  await composer.fill(question);
  await composer.press('Enter');
  await expect(customerLog.getByRole('listitem').filter({ hasText: question }).getByText('Отправлено')).toBeAttached();

  // The cook of that card signs in with the card's demo number and finds the message in their chats.
  const cook = await newReturningVisitor(browser, baseURL!);
  await cook.goto('/profile/menu');
  await cook.getByRole('button', { name: 'Вход / Регистрация' }).click();
  await signInWithCode(cook, demoCookPhone(OTHER_COOK_ID));
  await cook.goto('/profile/chat');
  await cook.getByRole('list', { name: 'Список чатов' }).getByRole('link').filter({ hasText: question }).click();
  const cookLog = cook.getByRole('log', { name: 'Сообщения' });
  await expect(cookLog.getByText(question)).toBeVisible();
  const answer = cook.getByRole('textbox', { name: 'Сообщение' });
  await answer.fill(reply);
  await answer.press('Enter');
  await expect(cookLog.getByRole('listitem').filter({ hasText: reply }).getByText('Отправлено')).toBeAttached();

  // The customer, who has not reloaded, sees the answer from that cook.
  await expect(customerLog.getByRole('listitem').filter({ hasText: reply })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('main')).toContainText(cookName.split(' ')[0]!);

  await cook.context().close();
  expect(consoleErrors).toEqual([]);
});
