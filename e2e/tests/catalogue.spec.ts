// The catalogues so far (issue 3, in progress): real dishes and cooks from the API, sorting by
// price, paging by link, and the URL reproducing the state on reload.
import { expect, test } from '../support/fixtures';

const priceOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

test('a guest sorts the dish catalogue by price and pages forward; the URL keeps the state', async ({ page, consoleErrors }) => {
  await page.goto('/tyumen/menu');
  const dishes = page.getByRole('list', { name: 'Блюда' });
  await expect(dishes.getByRole('article')).toHaveCount(24);

  await page.getByRole('group', { name: 'Сортировка' }).getByRole('button', { name: /По цене/ }).click();
  await expect(page).toHaveURL(/\/tyumen\/menu\?sort=price&order=asc$/);
  await expect(page.getByRole('group', { name: 'Сортировка' }).getByRole('button', { name: /По цене/ })).toHaveAttribute('aria-pressed', 'true');
  const firstPagePrices = (await dishes.locator('p').filter({ hasText: '₽' }).allTextContents()).map(priceOf);
  expect(firstPagePrices).toEqual([...firstPagePrices].sort((a, b) => a - b));

  await page.getByRole('navigation', { name: 'Страницы' }).getByRole('link', { name: 'Страница 2', exact: true }).click();
  await expect(page).toHaveURL(/\/tyumen\/menu\/page-2\?sort=price&order=asc$/);
  await expect(page.getByRole('link', { name: 'Страница 2', exact: true })).toHaveAttribute('aria-current', 'page');
  const secondPagePrices = (await dishes.locator('p').filter({ hasText: '₽' }).allTextContents()).map(priceOf);
  expect(secondPagePrices[0]).toBeGreaterThanOrEqual(firstPagePrices.at(-1) ?? 0);

  await page.reload();
  await expect(page.getByRole('link', { name: 'Страница 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('group', { name: 'Сортировка' }).getByRole('button', { name: /По цене/ })).toHaveAttribute('aria-pressed', 'true');
  expect((await dishes.locator('p').filter({ hasText: '₽' }).allTextContents()).map(priceOf)).toEqual(secondPagePrices);
  expect(consoleErrors).toEqual([]);
});

test('a dish card leads to the dish and to its cook', async ({ page }) => {
  await page.goto('/tyumen/menu');
  const card = page.getByRole('list', { name: 'Блюда' }).getByRole('article').first();
  const cookLink = card.getByRole('link').nth(1);
  await expect(cookLink).toHaveAttribute('href', /^\/tyumen\/cooks\/detail\/\d+$/);
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/tyumen\/menu\/detail\/\d+$/);
});

test('the cooks catalogue lists every active cook of the region, page by page', async ({ page, consoleErrors }) => {
  await page.goto('/tyumen/cooks');
  const cooks = page.getByRole('list', { name: 'Повара' });
  await expect(cooks.getByRole('article')).toHaveCount(24);
  await expect(cooks.getByText('Повар проверен').first()).toBeVisible();
  await expect(cooks.getByText(/\d+ отзыв/).first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Страницы' }).getByRole('link', { name: 'Страница 3', exact: true }).click();
  await expect(page).toHaveURL(/\/tyumen\/cooks\/page-3$/);
  // 60 active cooks in Tyumen: 24 + 24 + 12.
  await expect(cooks.getByRole('article')).toHaveCount(12);

  const firstCook = cooks.getByRole('article').first().getByRole('heading').getByRole('link');
  await expect(firstCook).toHaveAttribute('href', /^\/tyumen\/cooks\/detail\/\d+$/);
  expect(consoleErrors).toEqual([]);
});
