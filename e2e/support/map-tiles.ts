// Maps in journeys: the default tile source (OpenStreetMap) lies outside this machine, so its
// tiles are answered here with a blank one; the journey can count what the map asked for.
import type { Page } from '@playwright/test';

export const OSM_TILES = /^https:\/\/tile\.openstreetmap\.org\//;
/** A 1×1 transparent PNG. */
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Answers every tile request with the blank tile; returns the list of tile URLs asked for. */
export async function answerTilesBlank(page: Page): Promise<string[]> {
  const tiles: string[] = [];
  await page.route(OSM_TILES, (route) => {
    tiles.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE });
  });
  return tiles;
}
