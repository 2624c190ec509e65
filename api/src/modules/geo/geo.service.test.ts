// Region rules with a fake repository: only served regions come out; everything else is region_not_found.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiError } from '../../plugins/errors.ts';
import type { MainCityRecord } from './geo.repository.ts';
import { createGeoService } from './geo.service.ts';

const city = (slug: string, id: number, isServed: boolean): MainCityRecord => ({
  id,
  slug,
  name: slug,
  fiasId: '00000000-0000-0000-0000-000000000000',
  lat: 0,
  lon: 0,
  timezone: 'UTC+5',
  isServed,
});

const cities = [city('tyumen', 956, true), city('kurgan', 960, false)];

const service = createGeoService({
  mainCities: {
    listServedMainCities: async () => cities.filter((c) => c.isServed),
    findMainCityBySlug: async (slug) => cities.find((c) => c.slug === slug),
    findMainCityById: async (id) => cities.find((c) => c.id === id),
  },
});

const isRegionNotFound = (error: unknown) => error instanceof ApiError && error.type === 'region_not_found' && error.statusCode === 404;

test('served regions come out without the served flag', async () => {
  assert.deepEqual(await service.listServedMainCities(), [
    { id: 956, slug: 'tyumen', name: 'tyumen', fiasId: '00000000-0000-0000-0000-000000000000', lat: 0, lon: 0, timezone: 'UTC+5' },
  ]);
  assert.equal((await service.getServedMainCityBySlug('tyumen')).id, 956);
  assert.equal((await service.getServedMainCityById(956)).slug, 'tyumen');
  assert.ok(!('isServed' in (await service.getServedMainCityById(956))));
});

test('a known region that is not served is region_not_found, like an unknown one', async () => {
  await assert.rejects(service.getServedMainCityBySlug('kurgan'), isRegionNotFound);
  await assert.rejects(service.getServedMainCityById(960), isRegionNotFound);
  await assert.rejects(service.getServedMainCityBySlug('atlantis'), isRegionNotFound);
  await assert.rejects(service.getServedMainCityById(1), isRegionNotFound);
});
