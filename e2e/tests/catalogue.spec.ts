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

test("'Каталог' opens the cooks, and the switch above the listing leads to the dishes and back", async ({ page }) => {
  await page.goto('/tyumen/');
  await page.locator('#app-header').getByRole('link', { name: 'Каталог' }).click();
  await expect(page).toHaveURL(/\/tyumen\/cooks$/);
  const sections = page.getByRole('navigation', { name: 'Разделы каталога' });
  await expect(sections.getByRole('link', { name: 'Повара' })).toHaveAttribute('aria-current', 'page');
  await sections.getByRole('link', { name: 'Блюда' }).click();
  await expect(page).toHaveURL(/\/tyumen\/menu$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Каталог блюд' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Блюда' })).toHaveAttribute('aria-current', 'page');
  // 'Каталог' stays the active section on the dishes too.
  await expect(page.locator('#app-header').getByRole('link', { name: 'Каталог' })).toHaveAttribute('aria-current', 'page');
  await expect(sections.getByRole('link', { name: 'На карте' })).toHaveAttribute('href', '/tyumen/cooks-map');
});

test('a page past the last is the not-found screen, on the first load and after a client-side move, with no FAQ under it', async ({ page, request }) => {
  expect((await request.get('/tyumen/menu/page-99')).status()).toBe(404);

  await page.goto('/tyumen/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Каталог блюд' })).toBeVisible();
  // A move inside the app, as a kept link or a typed page number would make it.
  await page.evaluate(() => window.history.pushState(null, '', '/tyumen/menu/page-99'));
  await expect(page.getByRole('heading', { level: 1, name: 'Упс... такой страницы у нас нет' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Блюда', exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Вопросы и ответы' })).toBeHidden();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Каталог блюд' })).toBeVisible();
});

test("the error screen stands in for a listing whose data fails, and 'Попробовать ещё раз' brings the listing", async ({ page }) => {
  await page.goto('/tyumen/cooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Повара' })).toBeVisible();
  let failing = true;
  await page.route('**/api/catalog/dishes?**', (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, data: null, errors: [], message: 'Внутренняя ошибка', error: 'internal' }),
        })
      : route.continue(),
  );
  await page.getByRole('navigation', { name: 'Разделы каталога' }).getByRole('link', { name: 'Блюда' }).click();
  const screen = page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 1, name: 'Что-то пошло не так' }) });
  await expect(screen).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Вопросы и ответы' })).toBeHidden();
  await expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/tyumen/');

  failing = false;
  await screen.getByRole('button', { name: 'Попробовать ещё раз' }).click();
  await expect(page.getByRole('list', { name: 'Блюда', exact: true }).getByRole('article').first()).toBeVisible();
  await expect(screen).toBeHidden();
});
