// Account journeys: signing in with the code from the development inbox, the profile, signing
// out, two tabs keeping in step, the session kept in its refresh cookie across reloads and tabs,
// and the pages that need an account or a cook.
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

  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c9813c' } })
    .jpeg()
    .toBuffer();
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

test('the session survives reloads and renewals from its HttpOnly cookie, across tabs, and ends everywhere at once', async ({ page, context }) => {
  const phone = freshPhone();
  await page.goto('/profile/menu');
  await page.getByRole('button', { name: 'Вход / Регистрация' }).click();
  await signInWithCode(page, phone);
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();

  // The refresh token is a cookie no script can read, on the auth calls' path only.
  const refreshCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'povar-refresh');
  const signedInWith = await refreshCookie();
  expect(signedInWith).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('povar-refresh');
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(storage).not.toContain(signedInWith!.value);
  expect(storage).not.toMatch(/refresh/i);
  expect(Object.keys(JSON.parse((await page.evaluate(() => localStorage.getItem('auth-tokens')))!))).toEqual(['accessToken']);

  // A reload with a dead access token: the shell renews it from the cookie and stays signed in.
  await page.evaluate(() => localStorage.setItem('auth-tokens', JSON.stringify({ accessToken: 'expired.access.token' })));
  const renewedOnReload = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
  await page.reload();
  expect((await renewedOnReload).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  const afterReload = await refreshCookie();
  expect(afterReload?.value).not.toBe(signedInWith!.value);

  // Two tabs meet an expired access token at once: one renews, the other waits and takes its token.
  const other = await context.newPage();
  await other.goto('/profile/menu');
  await expect(other.getByRole('button', { name: 'Выйти' })).toBeVisible();
  const refreshes: number[] = [];
  context.on('response', (response) => {
    if (response.url().endsWith('/api/auth/refresh')) refreshes.push(response.status());
  });
  // The token both tabs hold now is treated as expired (a tab that already took the renewed one is not).
  const { accessToken: expiring } = JSON.parse((await page.evaluate(() => localStorage.getItem('auth-tokens')))!) as { accessToken: string };
  for (const tab of [page, other]) {
    await tab.route('**/api/profiles/user', async (route) => {
      if (route.request().headers().authorization !== `Bearer ${expiring}`) return route.continue();
      await route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, data: null, errors: [], message: '', error: 'unauthorized' }),
      });
    });
  }
  await Promise.all([page.reload(), other.reload()]);
  for (const tab of [page, other]) await expect(tab.getByRole('button', { name: 'Выйти' })).toBeVisible();
  expect(refreshes).toEqual([200]);
  const afterRace = await refreshCookie();
  expect(afterRace?.value).not.toBe(afterReload!.value);
  // Both tabs hold the renewed token, and the session lives on in both after another reload.
  const tokenOf = (tab: typeof page) => tab.evaluate(() => localStorage.getItem('auth-tokens'));
  expect(await tokenOf(other)).toBe(await tokenOf(page));
  await other.reload();
  await expect(other.getByRole('button', { name: 'Выйти' })).toBeVisible();

  // Signing out in the second tab signs out the first, and the cookie is gone.
  await other.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('heading', { name: 'Вы не авторизованы' })).toBeVisible();
  expect(await refreshCookie()).toBeUndefined();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Вы не авторизованы' })).toBeVisible();
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
