// The applicant's way to a kitchen: they apply with a photo of a document, an operator approves
// them on the moderation page, the SMS with the decision arrives, the profile shows the decision,
// and 'Моя страница' opens their live cook page under the application's name, asking them to fill
// the menu, with the way to their dishes. Or the operator turns them down with a reason: the SMS
// and the profile say why, and the way to apply again is there.
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { freshPhone, latestMessage, signInWithCode } from '../support/accounts';
import { startAsOperator } from '../support/demo-cook';
import { expect, newReturningVisitor, test } from '../support/fixtures';

/** Signs a new applicant in from the for-cooks page and sends an application with a photo of a document; answers once it is under review. */
async function apply(page: Page, phone: string, name: string): Promise<void> {
  await page.goto('/for-cooks');
  await page.getByRole('button', { name: 'Стать поваром' }).first().click();
  await signInWithCode(page, phone);

  const form = page.getByRole('dialog', { name: /повар/i });
  await expect(form.getByLabel('Имя и фамилия')).toBeVisible();
  await form.getByLabel('Имя и фамилия').fill(name);
  await form.getByLabel('Специализация').fill('Пироги');
  await form.getByLabel('Опыт работы, лет').fill('4');
  // A phone's photo of the medical book is a document too.
  const scan = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#f5f1e6' } })
    .jpeg()
    .toBuffer();
  await form
    .getByRole('group', { name: 'Документы' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'medbook.jpg', mimeType: 'image/jpeg', buffer: scan });
  const kitchen = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d8c3a5' } })
    .jpeg()
    .toBuffer();
  await form
    .getByRole('group', { name: 'Фотографии кухни' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: kitchen });
  await expect(form.getByText('medbook.jpg')).toBeVisible();
  await expect(form.getByText('Загружается…')).toHaveCount(0);
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await page.getByRole('dialog', { name: 'Заявка отправлена' }).getByRole('button', { name: 'Понятно' }).click();

  // Under review, the profile says so.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Заявка на повара: На рассмотрении' })).toBeVisible();
}

/** The operator, in a browser of their own, opens the application by the applicant's name on the moderation page. */
async function operatorOpens(browser: Browser, baseURL: string, name: string): Promise<Page> {
  const operator = await newReturningVisitor(browser, baseURL);
  // Signed in already, as a returning operator (the run signed them in once: support/demo-cook.ts).
  await startAsOperator(operator);
  await operator.goto('/moderation');
  await operator.getByText(name).first().click();
  return operator;
}

/** The decisions the applicant got by SMS. */
async function decisionsTo(page: Page, phone: string): Promise<string[]> {
  const all = await page.request.get(`/api/dev/outbox?channel=sms&recipient=${encodeURIComponent(phone)}`);
  return ((await all.json()).data.messages as { text: string }[]).map((message) => message.text).filter((text) => text.startsWith('Повар рядом: заявка'));
}

test('an applicant is approved, gets the SMS, sees the decision in the profile and their page asking for a menu', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const phone = freshPhone();
  const name = `Ольга Кулебякина ${phone.slice(-4)}`;
  await apply(page, phone, name);
  const sentAt = Date.now();

  const operator = await operatorOpens(browser, baseURL!, name);
  await operator.getByLabel('Медицинская книжка проверена').check();
  await operator.getByRole('button', { name: 'Одобрить' }).click();
  await operator.getByRole('dialog', { name: 'Одобрить заявку?' }).getByRole('button', { name: 'Одобрить' }).click();
  await expect(operator.getByText('Заявка одобрена')).toBeVisible();
  await operator.context().close();

  // The decision arrives by SMS, once.
  const sms = await latestMessage(page.request, phone, 'sms', sentAt, (text) => text.includes('заявка одобрена'));
  expect(sms.text).toContain('Ваша страница уже открыта');

  // The profile shows the decision and leads to the page.
  await page.goto('/profile');
  const decision = page.getByRole('region', { name: /Заявка на повара/ });
  await expect(decision.getByRole('heading', { name: 'Заявка на повара: Одобрена' })).toBeVisible();
  await decision.getByRole('link', { name: 'Моя страница' }).click();

  // The cook page is live under the application's name, and asks its cook for a menu.
  await expect(page).toHaveURL(/\/tyumen\/cooks\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Заполните меню' })).toBeVisible();
  await expect(page.getByText('Упс... такой страницы у нас нет')).toHaveCount(0);
  await page.getByRole('link', { name: 'Мои блюда' }).last().click();
  await expect(page).toHaveURL(/\/profile\/dishes$/);

  // 'Моя страница' in the profile menu leads to the same page.
  await page.goto('/profile/menu');
  await page.getByRole('navigation', { name: 'Кухня повара' }).getByRole('link', { name: 'Моя страница' }).click();
  await expect(page.getByRole('heading', { name: 'Заполните меню' })).toBeVisible();

  expect(await decisionsTo(page, phone)).toHaveLength(1);
});

test('an applicant turned down reads why by SMS and in the profile, and can apply again', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const phone = freshPhone();
  const name = `Ирина Ватрушкина ${phone.slice(-4)}`;
  const reason = 'На фото кухни не видно плиты и рабочей поверхности';
  await apply(page, phone, name);
  const sentAt = Date.now();

  const operator = await operatorOpens(browser, baseURL!, name);
  await operator.getByRole('button', { name: 'Отклонить' }).click();
  const rejecting = operator.getByRole('dialog', { name: 'Отклонить заявку' });
  await rejecting.getByLabel('Причина отказа').fill(reason);
  await rejecting.getByRole('button', { name: 'Отклонить заявку' }).click();
  await expect(operator.getByText('Заявка отклонена')).toBeVisible();
  await operator.context().close();

  // The decision arrives by SMS, once, with the reason.
  const sms = await latestMessage(page.request, phone, 'sms', sentAt, (text) => text.includes('отклонена'));
  expect(sms.text).toBe(`Повар рядом: заявка на повара отклонена. Причина: ${reason}. Подробности и новая заявка — в профиле.`);

  // The profile shows the decision with its reason, and the way to apply again.
  await page.goto('/profile');
  const decision = page.getByRole('region', { name: /Заявка на повара/ });
  await expect(decision.getByRole('heading', { name: 'Заявка на повара: Отклонена' })).toBeVisible();
  await expect(decision).toContainText(`Причина: ${reason}`);
  await expect(decision.getByRole('link', { name: 'Моя страница' })).toHaveCount(0);
  await decision.getByRole('button', { name: 'Подать заявку снова' }).click();
  await expect(page.getByRole('dialog', { name: /повар/i }).getByLabel('Имя и фамилия')).toBeVisible();
  expect(await decisionsTo(page, phone)).toHaveLength(1);
});
