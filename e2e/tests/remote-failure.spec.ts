// Failure designed in: with one remote's files gone, its place shows a Russian fallback
// (after one reload attempt), while the header and another remote's page keep working.
import { expect, test } from '../support/fixtures';
import { partialOrigin } from '../support/servers';

test('a remote whose files are missing shows its fallback; the rest of the site works', async ({ page }) => {
  const documentLoads: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) documentLoads.push(frame.url());
  });

  await page.goto(`${partialOrigin}/tyumen/cooks/detail/1`);
  const fallback = page.locator('[data-fallback="mf-cook"]');
  await expect(fallback.getByRole('heading', { name: 'Раздел временно недоступен' })).toBeVisible({ timeout: 15_000 });
  await expect(fallback.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
  // The page reloaded once (a part that fails to load reloads the page, at most once per 10 s).
  expect(documentLoads.filter((url) => url.endsWith('/tyumen/cooks/detail/1'))).toHaveLength(2);

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Главная' })).toBeVisible();
  await header.getByRole('link', { name: 'Каталог' }).click();
  await expect(page.locator('[data-boundary="mf-catalog"]').getByRole('heading', { name: 'Повара' })).toBeVisible();
  await expect(page.locator('[data-fallback="mf-cook"]')).toHaveCount(0);
});
