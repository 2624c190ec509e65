// Mobile behaviours on a 375 px phone with a touch screen: a bottom sheet closes when its top
// bar is swiped down; inside the app's web view a listing refreshes when pulled down from the
// top (and not while a popup is open); an open page offers the new release once the
// app-version manifest announces one. Plus the basket as a right-side panel on a desktop.
// Touches are the browser's own (DevTools' touch input), so the page sees real touch and pointer events.
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const SHOTS = '/tmp/shots-mobile';
const WEB_VIEW_QUERY = '?requestId=e2e-web-view&deviceId=e2e-device';

async function touchDrag(cdp: CDPSession, x: number, fromY: number, toY: number, { release = true, steps = 10 } = {}) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: fromY }] });
  for (let step = 1; step <= steps; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: fromY + ((toY - fromY) * step) / steps }] });
  }
  if (release) await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const isDishesRequest = (url: string) => new URL(url).pathname === '/api/catalog/dishes';

/** Counts the page's requests for the dish list from now on. */
function countDishRequests(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && isDishesRequest(request.url())) count += 1;
  });
  return { count: () => count };
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('a bottom sheet follows a swipe down on its top bar and closes', async ({ page, consoleErrors }) => {
    await page.goto('/tyumen/menu');
    await page.getByRole('button', { name: /^Сортировка/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Сортировка' });
    await expect(sheet).toHaveAttribute('data-variant', 'sheet');
    const title = (await sheet.getByRole('heading', { name: 'Сортировка' }).boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const x = title.x + 20;
    const y = title.y + title.height / 2;

    // A short pull: the sheet follows, and springs back when let go.
    await touchDrag(cdp, x, y, y + 60, { release: false });
    await expect(sheet).toHaveAttribute('data-swiping', '');
    expect(await sheet.evaluate((element) => element.style.transform)).toBe('translateY(60px)');
    await page.screenshot({ path: `${SHOTS}/sheet-mid-swipe-375.png` });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(sheet).toBeVisible();
    await expect(sheet).not.toHaveAttribute('data-swiping');

    // A long pull closes it.
    await touchDrag(cdp, x, y, y + 200);
    await expect(sheet).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('in the app web view a listing refreshes when pulled down from the top, and not while a popup is open', async ({ page, consoleErrors }) => {
    await page.goto(`/tyumen/menu${WEB_VIEW_QUERY}`);
    await expect(page).toHaveURL(/\/tyumen\/menu$/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    const dishes = countDishRequests(page);
    const cdp = await page.context().newCDPSession(page);

    // Pulled and held: the indicator says to let go. The gesture's code arrives after the page
    // has hydrated, so a pull that came too early is let go and tried again.
    const indicator = page.getByRole('status').filter({ hasText: 'Отпустите, чтобы обновить' });
    let holding = false;
    await expect(async () => {
      if (holding) await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      holding = true;
      await touchDrag(cdp, 187, 220, 420, { release: false });
      await expect(indicator).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await page.screenshot({ path: `${SHOTS}/pull-indicator-375.png` });
    const refetch = page.waitForRequest((request) => request.method() === 'GET' && isDishesRequest(request.url()));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await refetch;
    await expect(page.locator('[data-pull-to-refresh]')).toHaveCount(0);
    expect(dishes.count()).toBe(1);

    // With the sort sheet open, the same pull does nothing.
    await page.getByRole('button', { name: /^Сортировка/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Сортировка' });
    await expect(sheet).toBeVisible();
    await touchDrag(cdp, 187, 60, 400, { release: false });
    await expect(page.locator('[data-pull-to-refresh]')).toHaveCount(0);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(1000);
    expect(dishes.count()).toBe(1);

    // Closed again, the pull is back.
    await sheet.getByRole('button', { name: 'Закрыть' }).click();
    await expect(sheet).toBeHidden();
    const again = page.waitForRequest((request) => request.method() === 'GET' && isDishesRequest(request.url()));
    await touchDrag(cdp, 187, 220, 420);
    await again;
    expect(consoleErrors).toEqual([]);
  });

  test('outside the web view a pull is the browser’s own', async ({ page }) => {
    await page.goto('/tyumen/menu');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    const dishes = countDishRequests(page);
    const cdp = await page.context().newCDPSession(page);
    await touchDrag(cdp, 187, 220, 420, { release: false });
    await expect(page.locator('[data-pull-to-refresh]')).toHaveCount(0);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(1000);
    expect(dishes.count()).toBe(0);
  });

  test('an open page offers the new release once the app-version manifest announces it', async ({ page, consoleErrors }) => {
    await page.clock.install();
    let announced: string | null = null;
    await page.route('**/app-version.json', async (route) => {
      if (announced === null) return route.continue();
      return route.fulfill({ json: { version: announced }, headers: { 'cache-control': 'no-store' } });
    });
    const firstPoll = page.waitForResponse((response) => response.url().endsWith('/app-version.json'), { timeout: 20_000 });
    await page.goto('/tyumen/cooks');
    const served = (await (await firstPoll).json()) as { version: string };
    expect(served.version).toMatch(/\S/);
    const offer = page.getByRole('complementary', { name: 'Обновление сайта' });
    await expect(offer).toHaveCount(0);

    announced = `${served.version}-next`;
    const nextPoll = page.waitForResponse((response) => response.url().endsWith('/app-version.json'));
    await page.clock.fastForward('05:00');
    await nextPoll;
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('Вышла новая версия сайта');
    await expect(offer.getByRole('button', { name: 'Обновить' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/update-offer-375.png` });
    await offer.getByRole('button', { name: 'Позже' }).click();
    await expect(offer).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test('on a desktop the basket opens as a panel at the right edge', async ({ page }) => {
  await page.goto('/tyumen/menu');
  const card = page.getByRole('main').getByRole('article').first();
  const dish = (await card.locator('h3').first().textContent())!.trim();
  await card.getByRole('button', { name: `В корзину: ${dish}` }).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Корзина, товаров/ })
    .click();
  const panel = page.getByRole('dialog', { name: 'Корзина' });
  await expect(panel).toHaveAttribute('data-variant', 'side');
  await expect(panel).toContainText(dish);
  await page.waitForTimeout(300);
  const box = (await panel.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.round(box.x + box.width)).toBe(viewport.width);
  expect(Math.round(box.height)).toBe(viewport.height);
  await page.screenshot({ path: `${SHOTS}/side-panel-1280.png` });
});
