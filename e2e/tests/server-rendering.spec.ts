// Server rendering of the public pages by the remotes that own them: without JavaScript the
// first HTML holds the page (and its links lead to pages that do too); with JavaScript the
// browser hydrates that markup, keeps its nodes, reuses the dehydrated queries instead of asking
// again, and the page works on; a remote without its server container leaves its page to the
// browser; and a remote released on its own, through the remotes map, renders its new version
// on the server and in the browser alike, with nothing else rebuilt.
import { startWithChangedRemote } from '../support/changed-remote';
import { expect, test } from '../support/fixtures';
import { fullOrigin, noServerContainerOrigin, SERVER_CONTAINER_REMOVED } from '../support/servers';
import type { Locator, Page } from '@playwright/test';

type Remote = 'mf-catalog' | 'mf-cook';

/** A dish of the demo catalogue (seeded alike on every start; no journey changes it): Tyumen cook 11's manty. */
const DISH = { id: 101, name: 'Манты с тыквой', price: '370 ₽', cook: 'Алексей Морозов', cookId: 11 };
/** Tyumen cook 1, the demo cook (README, demo accounts): journeys add reviews and dishes, never change these. */
const COOK = { id: 1, name: 'Марина Фёдорова', about: 'Мясо беру у знакомого фермера, тесто замешиваю вручную.', dish: 'Борщ с фасолью', price: '360 ₽' };
const PRICE = /^\d[\d\s]*(,\d{2})?\s₽$/;

/** The remote's place as the server filled it (the marker stays while no script takes it). */
const serverRendered = (page: Page, remote: Remote) => page.locator(`#app-remote-${remote}[data-server-rendered]`);

/** Every console error and warning of the page, and what it threw: hydration problems land here. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Path and query of every API call the page makes (pictures aside). */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/files/')) calls.push(url.pathname + url.search);
  });
  return calls;
}

/**
 * Keeps the page's heading as the server sent it, before any script runs (the shell's script is
 * deferred, so the parsed document is complete and untouched at 'interactive').
 */
async function keepServerHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('[data-server-rendered] h1');
      }
    });
  });
}

/**
 * Waits until React has taken `target` over: it marks each node it hydrates with its fiber. A
 * server node without one has no handlers yet: a click on it would do nothing, or follow the
 * plain link.
 */
async function expectTakenOver(target: Locator): Promise<void> {
  await expect.poll(() => target.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
}

/**
 * Waits until React has hydrated `target`, then checks the remote hydrated rather than rendered
 * afresh: the heading on screen is the very element the server sent (after a mismatch React
 * throws the server's nodes away and renders its own).
 */
async function expectHydrated(page: Page, remote: Remote, target: Locator): Promise<void> {
  await expectTakenOver(target);
  await expect(page.locator(`#app-remote-${remote}`)).not.toHaveAttribute('data-server-rendered');
  const kept = await page.evaluate(() => {
    const { serverHeading } = window as unknown as { serverHeading: Element | null };
    return Boolean(serverHeading?.isConnected) && serverHeading === document.querySelector('#app-page h1');
  });
  expect(kept, 'the server-rendered heading is still the one on screen').toBe(true);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, the dish catalogue page by page, a dish and its cook are in the first HTML, linked', async ({ page }) => {
    await page.goto('/tyumen/');
    const home = serverRendered(page, 'mf-catalog');
    await expect(home.getByRole('heading', { level: 1, name: 'Домашняя еда от поваров' })).toBeVisible();
    await expect(home.getByRole('heading', { name: 'Выбор покупателей' })).toBeVisible();
    // The customers' choice: dish cards (the banners above are articles too, without a price).
    const dishCard = home
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^В корзину/ }) })
      .first();
    await expect(dishCard.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(dishCard.getByText(PRICE)).toBeVisible();

    await home.getByRole('link', { name: 'Выбрать блюда' }).click();
    await expect(page).toHaveURL(/\/tyumen\/menu$/);
    const catalog = serverRendered(page, 'mf-catalog');
    await expect(catalog.getByRole('heading', { level: 1, name: 'Каталог блюд' })).toBeVisible();
    const firstPage = catalog.getByRole('list', { name: 'Блюда', exact: true }).getByRole('article');
    await expect(firstPage).toHaveCount(24);
    await expect(firstPage.first().getByText(PRICE)).toBeVisible();

    // The pagination is plain links: page 2 comes from the server as well.
    await catalog.getByRole('navigation', { name: 'Страницы' }).getByRole('link', { name: 'Страница 2', exact: true }).click();
    await expect(page).toHaveURL(/\/tyumen\/menu\/page-2$/);
    const secondPage = serverRendered(page, 'mf-catalog').getByRole('list', { name: 'Блюда, страница 2' }).getByRole('article');
    await expect(secondPage).toHaveCount(24);

    // A card's name leads to its dish page (a script would open the popup instead).
    const card = secondPage.first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    const price = (await card.getByText(PRICE).textContent())!.trim();
    const cookName = (await card.getByRole('link').nth(1).textContent())!.trim();
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/tyumen\/menu\/detail\/\d+$/);
    const dish = serverRendered(page, 'mf-catalog').getByRole('article', { name });
    await expect(dish.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(dish.getByText(price, { exact: true }).first()).toBeVisible();
    await expect(dish.getByText('Калорийность', { exact: true })).toBeVisible();

    await dish.getByRole('link', { name: cookName, exact: true }).click();
    await expect(page).toHaveURL(/\/tyumen\/cooks\/detail\/\d+$/);
    await expect(serverRendered(page, 'mf-cook').getByRole('heading', { level: 1, name: cookName })).toBeVisible();
  });

  test("a dish page shows the dish's price, composition and nutrition, and leads to its cook", async ({ page }) => {
    await page.goto(`/tyumen/menu/detail/${DISH.id}`);
    const dish = serverRendered(page, 'mf-catalog').getByRole('article', { name: DISH.name });
    await expect(dish.getByRole('heading', { level: 1, name: DISH.name })).toBeVisible();
    await expect(dish.getByText(DISH.price, { exact: true })).toBeVisible();
    await expect(dish.getByText(/Состав: мука, вода, баранина, говядина/)).toBeVisible();
    for (const [nutrient, value] of [
      ['Калорийность', /^1\s587\sккал$/],
      ['Белки', '72,5 г'],
      ['Жиры', '82,1 г'],
      ['Углеводы', '140,8 г'],
    ] as const) {
      await expect(dish.getByText(nutrient, { exact: true })).toBeVisible();
      await expect(dish.getByText(value, { exact: true })).toBeVisible();
    }

    await dish.getByRole('link', { name: DISH.cook, exact: true }).click();
    await expect(page).toHaveURL(`/tyumen/cooks/detail/${DISH.cookId}`);
    const cook = serverRendered(page, 'mf-cook');
    await expect(cook.getByRole('heading', { level: 1, name: DISH.cook })).toBeVisible();
    // The cook's menu is in the first HTML too, the dish we came from among it.
    const menuDish = cook.getByRole('article', { name: DISH.name }).first();
    await expect(menuDish.getByText(DISH.price, { exact: true })).toBeVisible();
  });

  test("a cook page shows the cook and the menu, its reviews tab and a catalogue's category are pages of their own", async ({ page }) => {
    await page.goto(`/tyumen/cooks/detail/${COOK.id}`);
    const cook = serverRendered(page, 'mf-cook');
    await expect(cook.getByRole('heading', { level: 1, name: COOK.name })).toBeVisible();
    await expect(cook.getByText(COOK.about)).toBeVisible();
    await expect(cook.getByRole('tab', { name: 'Меню' })).toHaveAttribute('aria-selected', 'true');
    const borscht = cook.getByRole('article', { name: COOK.dish }).first();
    await expect(borscht.getByText(COOK.price, { exact: true })).toBeVisible();

    // The tabs are links: the reviews come from the server with the page.
    await cook.getByRole('tab', { name: 'Отзывы' }).click();
    await expect(page).toHaveURL(`/tyumen/cooks/detail/${COOK.id}/reviews`);
    const reviews = serverRendered(page, 'mf-cook').getByRole('list', { name: 'Отзывы' }).getByRole('article');
    await expect(reviews.first()).toBeVisible();

    await page.goto('/tyumen/menu');
    await serverRendered(page, 'mf-catalog').getByRole('list', { name: 'Категории' }).getByRole('link', { name: 'Супы', exact: true }).click();
    await expect(page).toHaveURL(/\/tyumen\/menu\/supy$/);
    const soups = serverRendered(page, 'mf-catalog');
    await expect(soups.getByRole('heading', { level: 1, name: 'Супы' })).toBeVisible();
    await expect(soups.getByRole('list', { name: 'Блюда', exact: true }).getByRole('article').first().getByText(PRICE)).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test('the dish catalogue hydrates with its first page as the server fetched it, then sorts, pages on and opens a dish', async ({ page }) => {
    const problems = consoleProblems(page);
    const calls = apiCalls(page);
    await keepServerHeading(page);
    await page.goto('/tyumen/menu');
    const sortByPrice = page.getByRole('group', { name: 'Сортировка' }).getByRole('button', { name: /По цене/ });
    await expectHydrated(page, 'mf-catalog', sortByPrice);
    const listing = () => calls.filter((call) => call.startsWith('/api/catalog/dishes?'));
    // The first page came dehydrated with the document: not asked again.
    expect(listing()).toEqual([]);

    // A card opens its dish in the popup.
    const firstPage = page.getByRole('list', { name: 'Блюда', exact: true });
    const card = firstPage.getByRole('article').first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    await expectTakenOver(card.getByRole('heading').getByRole('link'));
    await card.getByRole('heading').getByRole('link').click();
    const popup = page.getByRole('dialog', { name });
    await expect(popup.getByText('Калорийность', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/tyumen\/menu\?dish=\d+$/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Scrolling on continues the server's query: page 2 is asked for, page 1 still is not.
    const secondPage = page.getByRole('list', { name: 'Блюда, страница 2' });
    await expect(async () => {
      await page.mouse.wheel(0, 1500);
      await expect(secondPage.getByRole('article')).toHaveCount(24, { timeout: 500 });
    }).toPass();
    expect(listing().some((call) => /[?&]page=2(&|$)/.test(call))).toBe(true);
    expect(listing().filter((call) => /[?&]page=1(&|$)/.test(call))).toEqual([]);

    // A new order with page 2 in view (the URL on page 2) lists the dishes again from page 1,
    // and the URL keeps the order: the page observers must not rewrite it from the old query.
    await secondPage
      .getByRole('article')
      .nth(12)
      .evaluate((card) => card.scrollIntoView({ block: 'center' }));
    await expect(page).toHaveURL(/\/tyumen\/menu\/page-2$/);
    await sortByPrice.click();
    await expect(page).toHaveURL(/\/tyumen\/menu\?sort=price&order=asc$/);
    const priceOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
    await expect
      .poll(async () => {
        const prices = (await firstPage.getByRole('article').getByText(PRICE).allTextContents()).map(priceOf);
        return prices.length === 24 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price);
      })
      .toBe(true);
    expect(listing()).toContainEqual(expect.stringMatching(/sort=price&order=asc&page=1$/));
    await expect(page).toHaveURL(/\/tyumen\/menu\?sort=price&order=asc$/);
    expect(problems).toEqual([]);
  });

  test('the home page hydrates without asking for its data again, and its links move on in the browser', async ({ page }) => {
    const problems = consoleProblems(page);
    const calls = apiCalls(page);
    await keepServerHeading(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto('/tyumen/');
    const choose = page.locator('#app-page').getByRole('link', { name: 'Выбрать блюда' });
    await expectHydrated(page, 'mf-catalog', choose);
    expect(calls.filter((call) => call.startsWith('/api/index'))).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Выбор покупателей' })).toBeVisible();

    // The hydrated link is the router's: the catalogue comes without a new document.
    await choose.click();
    await expect(page).toHaveURL(/\/tyumen\/menu$/);
    await expect(page.getByRole('list', { name: 'Блюда', exact: true }).getByRole('article')).toHaveCount(24);
    expect(documents).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  test('a dish page hydrates without asking for the dish again, and its cook link works in the browser', async ({ page }) => {
    const problems = consoleProblems(page);
    const calls = apiCalls(page);
    await keepServerHeading(page);
    await page.goto(`/tyumen/menu/detail/${DISH.id}`);
    const dish = page.getByRole('article', { name: DISH.name });
    const cookLink = dish.getByRole('link', { name: DISH.cook, exact: true });
    await expectHydrated(page, 'mf-catalog', cookLink);
    expect(calls.filter((call) => call.startsWith(`/api/catalog/dishes/${DISH.id}`))).toEqual([]);
    await expect(dish.getByText(DISH.price, { exact: true })).toBeVisible();

    await cookLink.click();
    await expect(page).toHaveURL(`/tyumen/cooks/detail/${DISH.cookId}`);
    await expect(page.locator('[data-boundary="mf-cook"]').getByRole('heading', { level: 1, name: DISH.cook })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a cook page hydrates without asking for the cook again, and its tabs work', async ({ page }) => {
    const problems = consoleProblems(page);
    const calls = apiCalls(page);
    await keepServerHeading(page);
    await page.goto(`/tyumen/cooks/detail/${COOK.id}`);
    const reviewsTab = page.getByRole('tab', { name: 'Отзывы' });
    await expectHydrated(page, 'mf-cook', reviewsTab);
    expect(calls.filter((call) => call.startsWith(`/api/cooks/${COOK.id}?`) || call === `/api/cooks/${COOK.id}`)).toEqual([]);
    await expect(page.getByRole('heading', { level: 1, name: COOK.name })).toBeVisible();

    await reviewsTab.click();
    await expect(page).toHaveURL(`/tyumen/cooks/detail/${COOK.id}/reviews`);
    await expect(reviewsTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: 'Отзывы' }).getByRole('article').first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test("the first HTML is drawn for the breakpoint of the visitor's last visit, and hydrates as drawn on a screen that has changed since", async ({
  page,
  request,
  context,
}) => {
  const reviewsPath = `/tyumen/cooks/detail/${COOK.id}/reviews`;
  const firstHtml = async (viewport: string) => (await request.get(reviewsPath, { headers: { cookie: `viewport=${viewport}` } })).text();
  const footerOf = (html: string) => /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
  // A desktop's footer has its sections open; a phone's folds them behind buttons.
  expect(footerOf(await firstHtml('desktopMedium'))).not.toContain('aria-expanded');
  expect(footerOf(await firstHtml('mobileMedium'))).toContain('aria-expanded="false"');

  // Last time on a desktop, now on a phone: the page hydrates as the server drew it, then the
  // reviews move into a sheet over the menu, as a phone shows them.
  await page.setViewportSize({ width: 375, height: 800 });
  await context.addCookies([{ name: 'viewport', value: 'desktopMedium', url: fullOrigin }]);
  const problems = consoleProblems(page);
  await keepServerHeading(page);
  await page.goto(reviewsPath);
  await expectHydrated(page, 'mf-cook', page.getByRole('tab', { name: 'Отзывы' }));
  await expect(page.getByRole('dialog', { name: 'Отзывы' })).toBeVisible();
  expect(problems).toEqual([]);
});

test(`without ${SERVER_CONTAINER_REMOVED}'s server container its pages render in the browser; the others still on the server`, async ({ page, request }) => {
  const cookPath = `/tyumen/cooks/detail/${COOK.id}`;
  const answer = await request.get(`${noServerContainerOrigin}${cookPath}`);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).not.toContain(`id="app-remote-${SERVER_CONTAINER_REMOVED}" data-server-rendered`);
  expect(html).not.toContain(`povar-state-${SERVER_CONTAINER_REMOVED}`);

  const problems = consoleProblems(page);
  await page.goto(`${noServerContainerOrigin}${cookPath}`);
  await expect(page.locator(`[data-boundary="${SERVER_CONTAINER_REMOVED}"]`).getByRole('heading', { level: 1, name: COOK.name })).toBeVisible();
  expect(problems).toEqual([]);

  const catalogue = await (await request.get(`${noServerContainerOrigin}/tyumen/menu`)).text();
  expect(catalogue).toMatch(/<div id="app-remote-mf-catalog" data-server-rendered><div data-boundary="mf-catalog">.*<h1[^>]*>Каталог блюд<\/h1>/s);
});

test('a remote released on its own through the remotes map renders its new version on the server and in the browser', async ({ page, request }, testInfo) => {
  const heading = 'Каталог блюд (новая версия)';
  const site = await startWithChangedRemote({ remote: 'mf-catalog', from: 'Каталог блюд', to: heading, apiUpstream: fullOrigin });
  try {
    // The first HTML: the changed server container rendered the page.
    const html = await (await request.get(`${site.origin}/tyumen/menu`)).text();
    expect(html).toContain('<div id="app-remote-mf-catalog" data-server-rendered>');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[()]/g, '\\$&')}</h1>`));
    expect(html).toContain(`${site.remoteOrigin}/`);

    // The browser takes the changed chunks from the same place and hydrates the same text.
    const problems = consoleProblems(page);
    const remoteFiles: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().startsWith(site.remoteOrigin)) remoteFiles.push(new URL(sent.url()).pathname);
    });
    await keepServerHeading(page);
    await page.goto(`${site.origin}/tyumen/menu`);
    const title = page.getByRole('heading', { level: 1, name: heading });
    await expectHydrated(page, 'mf-catalog', title);
    await expect(title).toBeVisible();
    expect(remoteFiles).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
    expect(problems).toEqual([]);
    expect(site.log()).not.toContain('rendered in the browser instead of the server');
  } finally {
    await testInfo.attach('document server log', { body: site.log(), contentType: 'text/plain' });
    await site.close();
  }
});
