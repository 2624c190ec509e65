// A journey through the dish catalogue: a price range and a preference from the
// filters bar, the price sort both ways, paging by link and by scrolling; the URL reproduces
// every state on reload.
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import type { Locator, Page } from '@playwright/test';

const priceOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
const pricesIn = async (list: Locator) => (await list.locator('p').filter({ hasText: '₽' }).allTextContents()).map(priceOf);
const filtersBar = (page: Page) => page.getByRole('group', { name: 'Фильтры каталога' });
const sortButton = (page: Page, name: RegExp) => page.getByRole('group', { name: 'Сортировка' }).getByRole('button', { name });

test('a guest narrows the dishes by price and preference, sorts both ways and pages by link and by scroll', async ({ page, consoleErrors }) => {
  // A long journey with three accessibility scans and three server-rendered loads: on a busy
  // 2-core machine it needs well more than the default 30 s.
  test.setTimeout(90_000);
  await page.goto('/tyumen/menu');
  const firstPage = page.getByRole('list', { name: 'Блюда', exact: true });
  await expect(firstPage.getByRole('article')).toHaveCount(24);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Price range: typed ends are applied by themselves, then 'Применить' closes the panel.
  await filtersBar(page).getByRole('button', { name: 'Цена', exact: true }).click();
  const priceDialog = page.getByRole('dialog', { name: 'Цена' });
  await priceDialog.getByRole('textbox', { name: 'Цена от, ₽' }).fill('200');
  await priceDialog.getByRole('textbox', { name: 'Цена до, ₽' }).fill('600');
  await priceDialog.getByRole('textbox', { name: 'Цена до, ₽' }).press('Enter');
  await expect(page).toHaveURL(/\/tyumen\/menu\?priceMin=200&priceMax=600$/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await priceDialog.getByRole('button', { name: 'Применить' }).click();
  await expect(priceDialog).toBeHidden();
  await expect(filtersBar(page).getByRole('button', { name: /^200–600\s₽$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await pricesIn(firstPage)).every((price) => price >= 200 && price <= 600)).toBe(true);

  // A preference: its total is what the list then holds.
  await filtersBar(page).getByRole('button', { name: 'Вкусовые предпочтения', exact: true }).click();
  const preferenceDialog = page.getByRole('dialog', { name: 'Вкусовые предпочтения' });
  const spicy = preferenceDialog.getByRole('checkbox', { name: /Острое/ });
  const spicyTotal = Number((await spicy.locator('xpath=..').textContent())?.replace(/\D/g, ''));
  await spicy.check();
  await expect(page).toHaveURL(/\/tyumen\/menu\?priceMin=200&priceMax=600&preferences=ostroe$/);
  await preferenceDialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(filtersBar(page).getByRole('button', { name: 'Вкусовые предпочтения: 1' })).toBeVisible();
  await expect(firstPage.getByRole('article')).toHaveCount(Math.min(spicyTotal, 24));

  await page.reload();
  await expect(filtersBar(page).getByRole('button', { name: /^200–600\s₽$/ })).toBeVisible();
  await expect(filtersBar(page).getByRole('button', { name: 'Вкусовые предпочтения: 1' })).toBeVisible();
  await expect(firstPage.getByRole('article')).toHaveCount(Math.min(spicyTotal, 24));

  // The preference goes again with its own reset; the price range stays.
  await filtersBar(page).getByRole('button', { name: 'Сбросить фильтр «Вкусовые предпочтения»' }).click();
  await expect(page).toHaveURL(/\/tyumen\/menu\?priceMin=200&priceMax=600$/);

  // Price sort, then the same option again for the other direction.
  await sortButton(page, /По цене/).click();
  await expect(page).toHaveURL(/\?sort=price&order=asc&priceMin=200&priceMax=600$/);
  await expect
    .poll(async () => {
      const prices = await pricesIn(firstPage);
      return prices.length === 24 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price);
    })
    .toBe(true);
  await sortButton(page, /По цене/).click();
  await expect(page).toHaveURL(/\?sort=price&order=desc&priceMin=200&priceMax=600$/);
  await expect
    .poll(async () => {
      const prices = await pricesIn(firstPage);
      return prices.length === 24 && prices.every((price, index) => index === 0 || prices[index - 1]! >= price);
    })
    .toBe(true);
  const lastOfFirstPage = (await pricesIn(firstPage)).at(-1)!;

  // Forward by link to page 2. Not by 'Вперёд →': that link is relative to the page in view, and
  // scrolling down to it can bring page 2 (preloaded below) into view first, so it may lead to page 3.
  await page.getByRole('navigation', { name: 'Страницы' }).getByRole('link', { name: 'Страница 2', exact: true }).click();
  await expect(page).toHaveURL(/\/tyumen\/menu\/page-2\?sort=price&order=desc&priceMin=200&priceMax=600$/);
  const secondPage = page.getByRole('list', { name: 'Блюда, страница 2' });
  await expect(secondPage.getByRole('article')).toHaveCount(24);
  expect((await pricesIn(secondPage))[0]).toBeLessThanOrEqual(lastOfFirstPage);

  // Forward by scrolling: page 3 joins below and the URL follows it into view.
  const thirdPage = page.getByRole('list', { name: 'Блюда, страница 3' });
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    await expect(thirdPage).toBeInViewport({ ratio: 0.3, timeout: 500 });
  }).toPass();
  await expect(page).toHaveURL(/\/tyumen\/menu\/page-3\?sort=price&order=desc&priceMin=200&priceMax=600$/);
  const thirdPagePrices = await pricesIn(thirdPage);

  await page.reload();
  await expect(page.getByRole('link', { name: 'Страница 3', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(sortButton(page, /По цене/)).toHaveAttribute('aria-pressed', 'true');
  expect(await pricesIn(page.getByRole('list', { name: 'Блюда, страница 3' }))).toEqual(thirdPagePrices);
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the filter route opens the panel, and a cook speciality narrows the cooks', async ({ page, consoleErrors }) => {
  await page.goto('/tyumen/cooks/filter');
  const panel = page.getByRole('dialog', { name: 'Фильтры' });
  await expect(panel.getByRole('group', { name: 'Категории' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  const speciality = panel.getByRole('list', { name: 'Специализация' }).getByRole('checkbox').first();
  const total = Number((await speciality.locator('xpath=..').textContent())?.replace(/\D/g, ''));
  await speciality.check();
  await panel.getByRole('button', { name: 'Применить' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/tyumen\/cooks\?specialities=[a-z-]+$/);
  await expect(page.getByRole('list', { name: 'Повара', exact: true }).getByRole('article')).toHaveCount(Math.min(total, 24));
  await expect(filtersBar(page).getByRole('button', { name: 'Специализация: 1' })).toBeVisible();

  await filtersBar(page)
    .getByRole('button', { name: /Фильтры/ })
    .click();
  await page.getByRole('dialog', { name: 'Фильтры' }).getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expect(page).toHaveURL(/\/tyumen\/cooks$/);
  expect(consoleErrors).toEqual([]);
});
