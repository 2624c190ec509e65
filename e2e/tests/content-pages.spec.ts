// The content pages of mf-catalog: the /docs pages reached from the footer and moved between
// without a reload, an unknown doc, the app page (QR code on desktop, one download link on
// phones) and the for-cooks landing with its lead form.
import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** A mark on the window: it survives client-side moves and is gone after a reload. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test('the docs open from the footer and lead from one to another without a reload', async ({ page, consoleErrors }) => {
  await page.goto('/tyumen/cooks');
  await expect(page.getByRole('list', { name: 'Повара', exact: true }).getByRole('article').first()).toBeVisible();
  await markWindow(page);

  await page.locator('footer').getByRole('link', { name: 'О компании' }).click();
  await expect(page).toHaveURL(/\/docs\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'О сервисе «Повар рядом»' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('маркетплейс домашней еды');
  await expect(page).toHaveTitle('О сервисе «Повар рядом» — Повар рядом');

  const docsNav = page.getByRole('navigation', { name: 'Документы' });
  await expect(docsNav.getByRole('link', { name: 'О компании' })).toHaveAttribute('aria-current', 'page');
  await docsNav.getByRole('link', { name: 'Частые вопросы' }).click();
  await expect(page).toHaveURL(/\/docs\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Вопросы и ответы' })).toBeVisible();

  // A link inside the editor's HTML moves the same way.
  await page.getByRole('article').getByRole('link', { name: '«Правила для поваров»' }).click();
  await expect(page).toHaveURL(/\/docs\/profile\/useful\/rules$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Правила для поваров' })).toBeVisible();
  await expect(page).toHaveTitle('Правила для поваров — Повар рядом');
  expect(await stillSameDocument(page)).toBe(true);

  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('an unknown doc is a page not found', async ({ page }) => {
  await page.goto('/docs/unknown');
  await expect(page.getByRole('heading', { level: 1, name: 'Упс... такой страницы у нас нет' })).toBeVisible();
  await expect(page.getByText('Но есть куча вкусных блюд для тебя!')).toBeVisible();
  await expect(page.locator('[data-error]')).toHaveAttribute('data-error', 'Page Not Found: /docs/unknown');
});

test('the app page shows a QR code of itself and the store badges on a desktop', async ({ page, consoleErrors }) => {
  await page.goto('/download-app');
  const qr = page.getByRole('img', { name: 'QR-код: ссылка на эту страницу' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
  await expect(page.getByText('Наведите камеру телефона на QR-код')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Скачать приложение' })).toHaveCount(0);

  const stores = page.getByRole('region', { name: 'Скачайте в удобном магазине' });
  await expect(stores.getByRole('link')).toHaveCount(3);
  await expect(stores.getByRole('link', { name: 'Загрузите в App Store' })).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
  await expect(stores.getByRole('link', { name: 'Доступно в Google Play' })).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
  await expect(stores.getByRole('link', { name: 'Скачайте из RuStore' })).toHaveAttribute('href', /^https:\/\/www\.rustore\.ru\//);

  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('on a phone the app page has no QR code but one download link, which leads to the badges', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/download-app');
  const download = page.getByRole('link', { name: 'Скачать приложение' });
  await expect(download).toBeVisible();
  await expect(page.getByRole('img', { name: /QR-код/ })).toHaveCount(0);
  // This browser is neither iOS nor Android: no single store fits, so the link shows the choice.
  await expect(download).toHaveAttribute('href', '#store-badges');
  await download.click();
  await expect(page.getByRole('region', { name: 'Скачайте в удобном магазине' }).getByRole('link').first()).toBeInViewport();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test.describe('on an Android phone', () => {
  test.use({ userAgent: ANDROID_UA, viewport: { width: 375, height: 740 } });

  test('the download link opens Google Play', async ({ page }) => {
    await page.goto('/download-app');
    await expect(page.getByRole('link', { name: 'Скачать приложение' })).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
  });
});

test("the for-cooks landing has no header; 'Стать поваром' asks a guest to sign in, and the call-back form checks the phone and thanks", async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/for-cooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Готовьте дома — продавайте соседям' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toHaveCount(0);
  await expect(page.locator('#app-header header')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The application needs an account: a guest is asked to sign in first.
  await page.getByRole('button', { name: 'Стать поваром' }).first().click();
  const auth = page.getByRole('dialog', { name: 'Вход или регистрация' });
  await expect(auth).toBeVisible();
  await auth.getByRole('button', { name: 'Закрыть' }).click();
  await expect(auth).toBeHidden();

  const form = page.getByRole('region', { name: 'Остались вопросы?' });
  await form.getByLabel('Имя').fill('Анна Петрова');
  const phone = form.getByLabel('Телефон');
  await phone.pressSequentially('91234');
  await expect(phone).toHaveValue('+7 (912) 34');
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(form.getByText('Поле Телефон некорректно')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await phone.pressSequentially('56789');
  await expect(phone).toHaveValue('+7 (912) 345-67-89');
  await expect(form.getByText('Поле Телефон некорректно')).toHaveCount(0);
  await form.getByLabel('Город').selectOption({ label: 'Омск' });
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/popup/callback/save');
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toEqual({ type: 'cook-lead', name: 'Анна Петрова', phone: '+7 (912) 345-67-89', regionSlug: 'omsk' });
  await expect(form.getByRole('status')).toContainText('Спасибо! Мы свяжемся с вами');
  expect(consoleErrors).toEqual([]);
});
