// The chat journey: a customer with an order writes to the demo cook from the cook page; the
// cook, in a browser of their own, sees the unread badge rise without reloading, opens the chat,
// replies with a photo and accepts the order from its card in the chat; the customer sees the
// reply, the photo and the new status arrive live, and the cook sees the reply read.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { orderPickupFromDemoCook } from '../support/orders';
import { expect, newReturningVisitor, seriousA11yViolations, test } from '../support/fixtures';
import { startAsDemoCook } from '../support/demo-cook';

/** Where the journey leaves its screenshots of the chat (375 px and 1280 px) for people to look at. */
const SHOTS = path.resolve('test-results', 'chat-screens');

const unreadOf = async (page: Page): Promise<number> => {
  const label = (await page.getByRole('button', { name: /^Меню профиля/ }).getAttribute('aria-label')) ?? '';
  return Number(/непрочитанных сообщений: (\d+)/.exec(label)?.[1] ?? 0);
};

test('a customer writes to the cook from the cook page; the cook sees it live, replies with a photo and accepts the order in the chat', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  // A long journey on a busy 2-core machine.
  test.setTimeout(150_000);
  mkdirSync(SHOTS, { recursive: true });
  const orderId = await orderPickupFromDemoCook(page);

  // The cook works in a browser of their own, on the sales page.
  const cook = await newReturningVisitor(browser, baseURL!);
  // Signed in already: the run signed the demo cook in once (support/demo-cook.ts).
  await startAsDemoCook(cook);
  await cook.goto('/orders/sales');
  await expect(cook.getByRole('heading', { level: 1, name: 'Продажи' })).toBeVisible();
  const unreadBefore = await unreadOf(cook);

  // The customer writes from the cook page: 'Написать' opens the conversation (#u{userId}).
  await page.goto('/tyumen/cooks/detail/1');
  await page.getByRole('main').getByRole('button', { name: 'Написать' }).click();
  await expect(page).toHaveURL(/\/profile\/chat#u\d+$/);
  const customerLog = page.getByRole('log', { name: 'Сообщения' });
  await expect(customerLog).toBeVisible();
  const composer = page.getByRole('textbox', { name: 'Сообщение' });
  await composer.fill('Здравствуйте! Можно без лука?');
  await composer.press('Enter');
  const question = customerLog.getByRole('listitem').filter({ hasText: 'Здравствуйте! Можно без лука?' });
  await expect(question.getByText('Отправлено')).toBeAttached();

  // The cook's avatar badge rises without a reload (the realtime socket).
  await expect.poll(() => unreadOf(cook), { timeout: 15_000 }).toBeGreaterThan(unreadBefore);

  // The cook opens the chats from the profile menu and the customer's conversation from the list.
  await cook.getByRole('button', { name: /^Меню профиля/ }).click();
  await cook.getByRole('menuitem', { name: 'Профиль' }).click();
  await cook.getByRole('link', { name: /^Чаты/ }).click();
  await expect(cook).toHaveURL(/\/profile\/chat$/);
  await cook.getByRole('list', { name: 'Список чатов' }).getByRole('link').filter({ hasText: 'Здравствуйте! Можно без лука?' }).click();
  const cookLog = cook.getByRole('log', { name: 'Сообщения' });
  await expect(cookLog.getByText('Здравствуйте! Можно без лука?')).toBeVisible();
  // Read on screen: the badge goes back down.
  await expect.poll(() => unreadOf(cook), { timeout: 15_000 }).toBeLessThanOrEqual(unreadBefore);

  // A reply with a photo.
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 80, b: 60 } } })
    .png()
    .toBuffer();
  await cook.getByTestId('chat-file-input').setInputFiles({ name: 'borsch.png', mimeType: 'image/png', buffer: photo });
  await expect(cook.getByRole('list', { name: 'Вложения' })).toContainText('borsch.png');
  const reply = cook.getByRole('textbox', { name: 'Сообщение' });
  await reply.fill('Конечно, без лука!');
  await reply.press('Enter');
  const sent = cookLog.getByRole('listitem').filter({ hasText: 'Конечно, без лука!' });
  await expect(sent.getByRole('button', { name: 'Открыть фото 1' })).toBeEnabled();

  // The order card in the chat: the cook accepts it there.
  const card = cook.getByRole('article', { name: `Заказ №${orderId}` });
  await expect(card).toContainText('Новый');
  await card.getByRole('button', { name: 'Принять заказ' }).click();
  await expect(card).toContainText('Принят');

  // The customer, who has not reloaded, sees the reply, its photo and the new status.
  const answer = customerLog.getByRole('listitem').filter({ hasText: 'Конечно, без лука!' });
  await expect(answer).toBeVisible({ timeout: 15_000 });
  await expect(answer.getByRole('button', { name: 'Открыть фото 1' })).toBeEnabled();
  await expect(page.getByRole('article', { name: `Заказ №${orderId}` })).toContainText('Принят', { timeout: 15_000 });
  // …and having read it, the cook's message shows 'Прочитано' on the cook's side, live.
  await expect(sent.getByText('Прочитано')).toBeAttached({ timeout: 15_000 });

  // The photo opens in the viewer.
  await answer.getByRole('button', { name: 'Открыть фото 1' }).click();
  await expect(page.getByRole('button', { name: 'Закрыть' })).toBeVisible();
  await page.keyboard.press('Escape');

  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, 'customer-1280.png') });
  await cook.screenshot({ path: path.join(SHOTS, 'cook-1280.png') });
  // A phone: the conversation alone, and Back to the list.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('link', { name: 'К списку чатов' })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'customer-375-conversation.png') });
  await page.getByRole('link', { name: 'К списку чатов' }).click();
  await expect(page.getByRole('list', { name: 'Список чатов' })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'customer-375-list.png') });
  expect(await seriousA11yViolations(page)).toEqual([]);

  await cook.context().close();
  expect(consoleErrors).toEqual([]);
});
