// Issue 5 journeys: signing in with the code from the development inbox, the profile, signing
// out, two tabs keeping in step, and the pages that need an account or a cook.
import sharp from 'sharp';
import { freshPhone, signInWithCode } from '../support/accounts';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

test('a guest signs in with the code from the dev inbox, sets a name and a photo, and signs out', async ({ page, consoleErrors }) => {
  const phone = freshPhone();
  await page.goto('/profile/menu');
  await expect(page.getByRole('heading', { name: 'Вы не авторизованы' })).toBeVisible();
  await page.getByRole('button', { name: 'Вход / Регистрация' }).click();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await signInWithCode(page, phone);

  // A new account has no name yet: the menu shows the phone in its place.
  await expect(page.getByText('+7 (' + phone.slice(2, 5) + ') ' + phone.slice(5, 8) + '-' + phone.slice(8, 10) + '-' + phone.slice(10))).toBeVisible();
  await page.getByRole('link', { name: 'Настройки' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c9813c' } }).jpeg().toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByLabel('Имя', { exact: true }).fill('Анна Петрова');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Изменения сохранены')).toBeVisible();

  // The saved photo is the API's re-encoded file, and it stays after a reload.
  await page.reload();
  await expect(page.getByLabel('Имя', { exact: true })).toHaveValue('Анна Петрова');
  const avatar = page.locator('img[src*="/api/files/"]').first();
  await expect(avatar).toBeVisible();

  await page.goto('/profile/menu');
  await expect(page.getByText('Анна Петрова')).toBeVisible();
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/tyumen\/$/);
  await page.goto('/profile/menu');
  await expect(page.getByRole('heading', { name: 'Вы не авторизованы' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth-tokens'))).toBeNull();
  expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
});

test('two tabs stay in step: signing in in one signs in the other, signing out in one signs out both', async ({ page, context }) => {
  const phone = freshPhone();
  const other = await context.newPage();
  await other.goto('/profile/menu');
  await expect(other.getByRole('heading', { name: 'Вы не авторизованы' })).toBeVisible();

  await page.goto('/profile/menu');
  await page.getByRole('button', { name: 'Вход / Регистрация' }).click();
  await signInWithCode(page, phone);
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  // The other tab heard 'auth' and loaded the user without a reload.
  await expect(other.getByRole('button', { name: 'Выйти' })).toBeVisible();

  // This time through the header's avatar menu: it has 'Чаты' and the same sign-out.
  await other.getByRole('button', { name: /^Меню профиля/ }).click();
  const menu = other.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Чаты' })).toHaveAttribute('href', '/profile/chat');
  await menu.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(other).toHaveURL(/\/tyumen\/$/);
  await expect(page.getByRole('heading', { name: 'Вы не авторизованы' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth-tokens'))).toBeNull();
});

test('a guest opening a page for signed-in people gets the auth popup and then the page; a customer is refused a cook page', async ({ page }) => {
  const phone = freshPhone();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Вы не авторизованы' })).toBeVisible();
  await signInWithCode(page, phone);
  await expect(page.getByRole('heading', { name: 'Настройки профиля' })).toBeVisible();

  await page.goto('/profile/schedule');
  await expect(page.getByRole('heading', { name: 'Раздел доступен только поварам' })).toBeVisible();
  await page.getByRole('button', { name: 'Стать поваром' }).click();
  await expect(page.getByRole('dialog', { name: /повар/i })).toBeVisible();
});
