// The page-weight budget, the part a journey can hold: no OpenLayers or swiper code on a page that shows neither
// (the dish catalogue), and no toast code before the first toast. The home page's JavaScript budget is measured by `npm run bench:lighthouse`.
import { expect, test } from '../support/fixtures';
import { OPENLAYERS_MARK, recordScripts, SWIPER_MARK, TOAST_MARK } from '../support/script-log';

test('the dish catalogue loads no OpenLayers and no swiper code', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/tyumen/menu');
  await expect(page.getByRole('list', { name: 'Блюда' }).getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await scripts();
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((script) => script.text.includes(OPENLAYERS_MARK)).map((script) => script.url)).toEqual([]);
  expect(loaded.filter((script) => script.text.includes(SWIPER_MARK)).map((script) => script.url)).toEqual([]);

  // The same check does see swiper where sliders show: the home page, reached from the header.
  await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Главная' }).click();
  await expect(page).toHaveURL(/\/tyumen\/$/);
  await expect.poll(async () => (await scripts()).filter((script) => script.text.includes(SWIPER_MARK)).length).toBeGreaterThan(0);
});

test('the toasts arrive with the first toast, not with the page', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const scripts = recordScripts(page);
  await page.goto('/tyumen/');
  await expect(page.getByRole('button', { name: 'Поделиться' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const toastScripts = async () => (await scripts()).filter((script) => script.text.includes(TOAST_MARK)).length;
  expect(await toastScripts()).toBe(0);

  await page.getByRole('button', { name: 'Поделиться' }).click();
  await expect(page.getByText('Ссылка скопирована')).toBeVisible();
  expect(await toastScripts()).toBeGreaterThan(0);
});
