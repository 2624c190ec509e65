// Bar P1: what a guest's first visit to the home page costs in JavaScript, and no OpenLayers or
// swiper code on a page that shows neither (the dish catalogue).
import { expect, test } from '../support/fixtures';
import { OPENLAYERS_MARK, recordScripts, SWIPER_MARK } from '../support/script-log';

const KiB = 1024;

test('the home page loads at most 170 KiB of compressed JavaScript in at most 15 scripts', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/tyumen\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await scripts();
  const total = loaded.reduce((sum, script) => sum + script.bytes, 0);
  const summary = loaded.map((script) => `${(script.bytes / KiB).toFixed(1)} KiB ${new URL(script.url).pathname}`).join('\n');
  expect(total, `scripts loaded:\n${summary}`).toBeLessThanOrEqual(170 * KiB);
  expect(loaded.length, `scripts loaded:\n${summary}`).toBeLessThanOrEqual(15);
  // Compressed means compressed: every script arrived smaller than its text.
  for (const script of loaded.filter((entry) => entry.text.length > 2 * KiB)) expect(script.bytes).toBeLessThan(script.text.length);
});

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
