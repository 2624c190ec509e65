// The catalogues' cards and pages: a dish card's links, the cooks of a region page by page,
// an unknown category. Filters, sorting and scrolling: catalogue-filters.spec.ts.
import { expect, test } from '../support/fixtures';

test('a dish card leads to the dish and to its cook', async ({ page }) => {
  await page.goto('/tyumen/menu');
  const card = page.getByRole('list', { name: 'Блюда' }).getByRole('article').first();
  const cookLink = card.getByRole('link').nth(1);
  await expect(cookLink).toHaveAttribute('href', /^\/tyumen\/cooks\/detail\/\d+$/);
  // The name links to the dish page (new tabs, crawlers); a plain click opens the popup instead.
  await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/tyumen\/menu\/detail\/\d+$/);
  await cookLink.click();
  await expect(page).toHaveURL(/\/tyumen\/cooks\/detail\/\d+$/);
});

test('the cooks catalogue lists every active cook of the region, page by page', async ({ page, consoleErrors }) => {
  await page.goto('/tyumen/cooks');
  const cooks = page.getByRole('list', { name: 'Повара', exact: true });
  await expect(cooks.getByRole('article')).toHaveCount(24);
  await expect(cooks.getByText('Повар проверен').first()).toBeVisible();
  await expect(cooks.getByText(/\d+ отзыв/).first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Страницы' }).getByRole('link', { name: 'Страница 3', exact: true }).click();
  await expect(page).toHaveURL(/\/tyumen\/cooks\/page-3$/);
  // 60 active cooks in Tyumen: 24 + 24 + 12 (page 3 is shown where it is, or alone if it was not loaded yet).
  const thirdPage = page.getByRole('list', { name: 'Повара, страница 3' });
  await expect(thirdPage.getByRole('article')).toHaveCount(12);
  await expect(thirdPage).toBeInViewport();

  const firstCook = thirdPage.getByRole('article').first().getByRole('heading').getByRole('link');
  await expect(firstCook).toHaveAttribute('href', /^\/tyumen\/cooks\/detail\/\d+$/);
  expect(consoleErrors).toEqual([]);
});

test('an unknown category is a page not found, with the way to the catalogue', async ({ page }) => {
  await page.goto('/tyumen/menu/no-such-category');
  await expect(page.getByRole('heading', { level: 1, name: 'Упс... такой страницы у нас нет' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/tyumen/cooks');
});
