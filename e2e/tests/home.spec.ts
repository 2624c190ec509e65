// The home page (route INDEX): the region's blocks from /api/index in their order with their
// pictures really loaded, sliders that move, headings and reels that lead on, the home search,
// 'Поделиться', the phone layout and accessibility.
import type { Locator, Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from '../support/fixtures';

/** A picture that has arrived and decoded (a broken or never-requested one has no natural width). */
async function expectLoaded(image: Locator) {
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0))).toBeGreaterThan(0);
}

/**
 * Scrolls to a block by its heading (outside the row, so it stays put) and waits for its row to
 * become a slider: a row stays a plain scrolling row until it comes near the screen.
 */
async function rowInView(page: Page, heading: string, rowName = heading) {
  await page.getByRole('heading', { level: 2, name: heading, exact: true }).scrollIntoViewIfNeeded();
  const row = page.getByRole('region', { name: rowName, exact: true });
  await expect(row).not.toHaveAttribute('data-slider', 'plain');
  return row;
}

type Block = { type: string; title?: string; items?: unknown[]; compilation?: { title: string }; promo?: { category: { title: string } } };

/** The name of a block's slider: the title it is shown under (the featured category's row is named after the category). */
const sliderName = (block: Block) =>
  block.type === 'banners' ? 'Предложения' : block.type === 'main-promo-category' ? block.promo!.category.title : (block.compilation?.title ?? block.title);

test('the home page of Tyumen shows every block in the order the API gives, with its pictures loaded', async ({ page, consoleErrors }) => {
  // It walks down the whole page and runs axe over some 2,000 elements.
  test.slow();
  const home = (await (await page.request.get('/api/index?cityId=956')).json()).data as { blocks: Block[] };
  await page.goto('/tyumen/');
  await expect(page.getByRole('heading', { level: 1, name: 'Домашняя еда от поваров' })).toBeVisible();

  const banners = page.getByRole('region', { name: 'Предложения', exact: true });
  await expect(banners.getByRole('heading', { level: 2 }).first()).toHaveText('Домашняя еда от поваров Тюмени');
  await expect(banners.getByRole('link', { name: 'Выбрать блюда' })).toHaveAttribute('href', '/tyumen/menu');
  // The row standing in for the slider gives way to it once the visitor acts (a visitor who only
  // looks never loads swiper: the row already scrolls sideways) and its code has loaded.
  await expect(banners).toHaveAttribute('data-slider', 'plain');
  await page.mouse.wheel(0, 1);
  await expect(banners).not.toHaveAttribute('data-slider', 'plain');
  // The first banner is the likely LCP: asked for at once and first, in a width chosen from srcset.
  const firstBanner = banners.locator('img').first();
  await expect(firstBanner).toHaveAttribute('fetchpriority', 'high');
  await expectLoaded(firstBanner);
  expect(await firstBanner.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\/banner-[a-z]+-\d+\.webp$/);

  const sliders = page.locator('[aria-roledescription="карусель"]');
  await expect
    .poll(() => sliders.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label'))))
    .toEqual(home.blocks.map(sliderName));

  // A compilation: its heading leads to its listing, its cards are the catalogue's, pictures loaded.
  const compilation = home.blocks.find((block) => block.type === 'compilation')!.compilation!;
  await expect(page.getByRole('heading', { level: 2, name: compilation.title, exact: true }).getByRole('link')).toHaveAttribute(
    'href',
    /^\/tyumen\/menu\/[a-z0-9-]+$/,
  );
  const firstCard = (await rowInView(page, compilation.title)).getByRole('article').first();
  await expect(firstCard.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', /^\/tyumen\/menu\/detail\/\d+$/);
  await expectLoaded(firstCard.locator('img'));

  const reels = await rowInView(page, 'Знакомьтесь с поварами');
  await expectLoaded(reels.getByRole('article').first().locator('img'));
  await expect(reels.getByRole('link').first()).toHaveAttribute('href', /^\/tyumen\/cooks\/detail\/\d+$/);

  const selections = await rowInView(page, 'Повар рекомендует');
  await expectLoaded(selections.getByRole('article').first().locator('img').first());
  await expect(selections.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute(
    'href',
    /^\/tyumen\/cooks\/detail\/\d+$/,
  );

  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a slider moves with its arrow on a desktop screen', async ({ page }) => {
  await page.goto('/tyumen/');
  const banners = page.getByRole('region', { name: 'Предложения', exact: true });
  // The arrows come with the slider's code, which loads once the visitor acts (here, the pointer moving onto the row).
  await banners.hover();
  await page.mouse.wheel(0, 1);
  const next = banners.getByRole('button', { name: 'Вперёд' });
  await expect(next).toBeVisible();
  await expect(banners.getByRole('button', { name: 'Назад' })).toBeHidden();
  const titles = banners.getByRole('heading', { level: 2 });
  const startX = (await titles.first().boundingBox())!.x;
  await expect(titles.nth(1)).not.toBeInViewport({ ratio: 1 });

  await next.click();
  await expect.poll(async () => (await titles.first().boundingBox())!.x).toBeLessThan(startX - 300);
  await expect(titles.nth(1)).toBeInViewport({ ratio: 1 });
  await expect(banners.getByRole('button', { name: 'Назад' })).toBeVisible();
});

test("the featured category's heading leads to its listing", async ({ page }) => {
  await page.goto('/tyumen/');
  const heading = page.getByRole('heading', { level: 2, name: 'Пельмени и вареники ручной лепки' }).getByRole('link');
  await expect(heading).toHaveAttribute('href', '/tyumen/menu/pelmeni-i-vareniki');
  await heading.click();
  await expect(page).toHaveURL(/\/tyumen\/menu\/pelmeni-i-vareniki$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Пельмени и вареники' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Блюда', exact: true }).getByRole('article').first()).toBeVisible();
});

test("a reel leads to its cook's page", async ({ page, consoleErrors }) => {
  await page.goto('/tyumen/');
  const reel = (await rowInView(page, 'Знакомьтесь с поварами')).getByRole('link').first();
  const cookPath = await reel.getAttribute('href');
  expect(cookPath).toMatch(/^\/tyumen\/cooks\/detail\/\d+$/);
  await reel.click();
  await expect(page).toHaveURL(new RegExp(`${cookPath}$`));
  await expect(page.locator('[data-boundary="mf-cook"]')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the home search suggests as you type, opens a suggested dish over the page, and Enter lists the results', async ({ page }) => {
  await page.goto('/tyumen/');
  const box = page.getByRole('combobox', { name: 'Поиск блюд и поваров' });
  await box.fill('борщ');
  const option = page.getByRole('listbox').getByRole('option').first();
  await expect(option).toContainText('Борщ');
  await option.click();
  await expect(page).toHaveURL(/\/tyumen\/\?dish=\d+$/);
  const popup = page.getByRole('dialog');
  await expect(popup.getByRole('heading', { level: 2 }).first()).toHaveText(/^Борщ/);
  await popup.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page).toHaveURL(/\/tyumen\/$/);

  await box.fill('пельмени');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/tyumen\/menu\?q=%D0%BF%D0%B5%D0%BB%D1%8C%D0%BC%D0%B5%D0%BD%D0%B8$/);
  await expect(page.getByRole('list', { name: 'Блюда', exact: true }).getByRole('article').first()).toContainText('Пельмени');
});

test("on a phone the page fits the screen, and 'Поделиться' copies the address with «Ссылка скопирована»", async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  // Two pages and an axe pass over the whole home page.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto('/tyumen/');
  const banners = page.getByRole('region', { name: 'Предложения', exact: true });
  await expect(banners.getByRole('heading', { level: 2 }).first()).toBeVisible();
  // The rows become sliders once the visitor acts.
  await page.mouse.wheel(0, 1);
  await expect(banners).not.toHaveAttribute('data-slider', 'plain');
  await expectLoaded(banners.locator('img').first());
  // Sliders scroll inside themselves; the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: 'Поделиться' }).click();
  await expect(page.getByText('Ссылка скопирована')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/tyumen/`);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The dish page shares its own address.
  await page.goto('/tyumen/menu');
  const dishLink = page.getByRole('list', { name: 'Блюда', exact: true }).getByRole('article').first().getByRole('heading').getByRole('link');
  const dishPath = await dishLink.getAttribute('href');
  await page.goto(dishPath!);
  await page.getByRole('button', { name: 'Поделиться' }).click();
  await expect(page.getByText('Ссылка скопирована')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${dishPath}`);
  expect(consoleErrors).toEqual([]);
});

test("a compilation's heading leads to its own listing", async ({ page }) => {
  await page.goto('/tyumen/');
  const heading = page.getByRole('heading', { level: 2, name: 'Без мяса', exact: true }).getByRole('link');
  await expect(heading).toHaveAttribute('href', '/tyumen/menu/bez-myasa');
  await heading.click();
  await expect(page).toHaveURL(/\/tyumen\/menu\/bez-myasa$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Без мяса' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Блюда', exact: true }).getByRole('article').first()).toBeVisible();
});
