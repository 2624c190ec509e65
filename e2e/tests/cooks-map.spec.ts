// The cooks map: clusters with their counts, a click zooms in, a pan loads the cooks
// around the new centre, a cook's card by keyboard, markers without any tiles, and no map code
// on pages without a map (only a page that shows a map may load OpenLayers).
//
// What the canvas draws is read from the buttons the page lays over its markers ('Повара на
// карте', each with `data-count`) and the live summary; the zoom from `data-zoom` on the map.
import type { Page, Request } from '@playwright/test';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { answerTilesBlank, OSM_TILES } from '../support/map-tiles';
import { OPENLAYERS_MARK, recordScripts } from '../support/script-log';

const markers = (page: Page) => page.getByRole('list', { name: 'Повара на карте' }).getByRole('button');
const zoomOf = async (page: Page) => Number(await page.locator('[data-zoom]').getAttribute('data-zoom'));
const counts = (page: Page) => markers(page).evaluateAll((buttons) => buttons.map((button) => Number(button.getAttribute('data-count'))));
const isMapCall = (request: Request) => new URL(request.url()).pathname === '/api/map/cooks';

async function clickMarker(page: Page, index: number) {
  const box = await markers(page).nth(index).boundingBox();
  if (!box) throw new Error('the marker has no box');
  // The buttons let clicks through to the map, as a finger on the marker would.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('the map page shows clusters with their counts, and clicking one zooms in', async ({ page, consoleErrors }) => {
  const tiles = await answerTilesBlank(page);
  const mapCalls: string[] = [];
  page.on('request', (request) => {
    if (isMapCall(request)) mapCalls.push(request.url());
  });

  await page.goto('/tyumen/cooks-map');
  const map = page.getByRole('region', { name: 'Карта поваров, Тюмень' });
  await expect(map).toBeVisible();
  // It fills the page below the header.
  const box = await map.boundingBox();
  expect(box?.width).toBe(1280);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(800, -1);

  // Tyumen's 60 active cooks, at zoom 10: clusters only of more than one, adding up to all of them.
  await expect(page.getByText('На карте 60 поваров')).toBeVisible();
  await expect(markers(page).first()).toBeAttached();
  expect(await zoomOf(page)).toBe(10);
  const clusterCounts = await counts(page);
  expect(clusterCounts.reduce((sum, count) => sum + count, 0)).toBe(60);
  expect(clusterCounts.filter((count) => count > 1).length).toBeGreaterThan(1);
  for (const [index, count] of clusterCounts.entries()) {
    if (count > 1) await expect(markers(page).nth(index)).toHaveAccessibleName(new RegExp(`^Группа: ${count} повар(а|ов)?\\. Приблизить$`));
  }
  expect(mapCalls).toHaveLength(1);
  expect(new URL(mapCalls[0] ?? '').searchParams.get('cityId')).toBe('956');

  const clicked = Math.max(...clusterCounts);
  await clickMarker(page, clusterCounts.indexOf(clicked));
  await expect.poll(() => zoomOf(page)).toBeGreaterThan(10.5);
  // The group's cooks now spread over several markers in view.
  await expect.poll(async () => (await counts(page)).length).toBeGreaterThan(1);
  expect((await counts(page)).reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(clicked);
  // Zooming into what is loaded asks the server nothing.
  expect(mapCalls).toHaveLength(1);

  // The tiles the document server configures by default (OpenStreetMap) were asked for.
  expect(tiles.length).toBeGreaterThan(0);
  expect(consoleErrors).toEqual([]);
});

/**
 * With no tiles at all (the fixture blocks them) markers and clusters still draw and work. The
 * browser itself logs each blocked tile; every other console error still fails the journey.
 */
function errorsBesidesTiles(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !OSM_TILES.test(message.location().url)) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('panning far loads the cooks around the new centre, with no tiles at all', async ({ page }) => {
  const errors = errorsBesidesTiles(page);
  await page.goto('/tyumen/cooks-map');
  const map = page.getByRole('region', { name: 'Карта поваров, Тюмень' });
  await expect(page.getByText('На карте 60 поваров')).toBeVisible();
  await expect(page.getByText('Подложка карты не загрузилась, повара показаны без неё.')).toBeVisible();

  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const aroundNewCentre = page.waitForRequest((request) => isMapCall(request) && new URL(request.url()).searchParams.has('lon'));
  // 600 px at zoom 10 is about 50 km: the map moves east, out of the circle first loaded.
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - 300, y, { steps: 8 });
  await page.mouse.move(x - 600, y, { steps: 8 });
  await page.mouse.up();
  const request = await aroundNewCentre;
  const asked = new URL(request.url()).searchParams;
  expect(Number(asked.get('lon'))).toBeGreaterThan(66.2);
  expect(Number(asked.get('lat'))).toBeCloseTo(57.15, 1);
  expect(asked.get('cityId')).toBe('956');
  const answer = await (await request.response())?.json();
  expect(answer?.data?.center).toEqual([Number(asked.get('lon')), Number(asked.get('lat'))]);
  await expect(page.getByRole('status').filter({ hasText: /На карте|Здесь пока нет поваров/ })).toHaveText(
    new RegExp(answer.data.points.length === 0 ? 'Здесь пока нет поваров' : `На карте ${answer.data.points.length} повар`),
  );

  expect(errors).toEqual([]);
});

test('by keyboard, Enter on a group zooms in and Enter on a cook opens its card; Escape gives the focus back', async ({ page }) => {
  const errors = errorsBesidesTiles(page);
  await page.goto('/tyumen/cooks-map');
  await expect(page.getByText('На карте 60 поваров')).toBeVisible();
  for (let step = 0; step < 5 && (await page.locator('button[data-count="1"]').count()) === 0; step += 1) {
    const zoom = await zoomOf(page);
    await markers(page).first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(zoom);
  }
  const cook = page.locator('button[data-count="1"]').first();
  const name = (await cook.getAttribute('aria-label'))?.split(',')[0] ?? '';
  await cook.focus();
  await page.keyboard.press('Enter');
  const card = page.getByRole('region', { name });
  await expect(card).toBeFocused();
  await expect(card.getByRole('link', { name })).toHaveAttribute('href', /^\/tyumen\/cooks\/detail\/\d+$/);
  await expect(card.getByText(/^Доставка /)).toBeVisible();
  await expect(cook).toHaveAttribute('aria-pressed', 'true');
  // The map, its marker buttons, the summary and the card, all at once.
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(cook).toBeFocused();
  expect(errors).toEqual([]);
});

test('a page without a map loads no map code, and the map page does', async ({ page }) => {
  const scripts = recordScripts(page);
  const openLayersIn = async () =>
    (await scripts()).filter((script) => script.url.includes('cooks-map') || script.text.includes(OPENLAYERS_MARK)).map((script) => script.url);

  await page.goto('/tyumen/menu');
  await expect(page.getByRole('list', { name: 'Блюда' }).getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await scripts()).length).toBeGreaterThan(0);
  expect(await openLayersIn()).toEqual([]);

  // The same check sees the map's chunks once the map is shown (client-side, from the menu).
  await page.evaluate(() => {
    history.pushState(null, '', '/tyumen/cooks-map');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('region', { name: 'Карта поваров, Тюмень' })).toBeVisible();
  await expect.poll(async () => (await openLayersIn()).length).toBeGreaterThan(0);
});
