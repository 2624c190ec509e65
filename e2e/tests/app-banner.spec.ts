// The download-app banner: it leads to /download-app, is not shown there, and once
// closed stays away (5 days; the unit tests hold the clock).
import { expect, test } from '../support/fixtures';

test.use({ appBanner: true });

test('the download-app banner leads to the app page and, once closed, stays closed', async ({ page, consoleErrors }) => {
  await page.goto('/tyumen/menu');
  const banner = page.getByRole('complementary', { name: 'Мобильное приложение' });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Скачать' }).click();
  await expect(page).toHaveURL(/\/download-app$/);
  await expect(banner).toBeHidden();

  await page.goBack();
  await expect(page).toHaveURL(/\/tyumen\/menu$/);
  await banner.getByRole('button', { name: 'Закрыть' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Блюда', exact: true }).getByRole('article').first()).toBeVisible();
  await expect(banner).toBeHidden();
  expect(consoleErrors).toEqual([]);
});
