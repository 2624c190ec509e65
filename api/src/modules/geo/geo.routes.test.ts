// The main-cities calls against a seeded database.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failureEnvelopeSchema, mainCitiesResponseSchema, mainCityResponseSchema } from '@povar/shared-kit/contracts';
import { SEEDED_MAIN_CITIES } from '../../db/main-cities.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';

const TYUMEN = {
  id: 956,
  slug: 'tyumen',
  name: 'Тюмень',
  fiasId: '9ae64229-9f7b-4149-b27a-d1f6ec74b5ce',
  lat: 57.153033,
  lon: 65.534328,
  timezone: 'UTC+5',
};

const REGION_NOT_FOUND = {
  success: false,
  data: null,
  errors: ['Сервис ещё недоступен в данном регионе :('],
  message: 'Сервис ещё недоступен в данном регионе :(',
  error: 'region_not_found',
};

describeOnEachDatabase('geo: main cities', (suite) => {
  test('the list holds only served regions, Tyumen (956) first', async (t) => {
    const app = await suite.build(t);
    const res = await app.inject({ method: 'GET', url: '/api/geo/main-cities' });
    assert.equal(res.statusCode, 200);
    const body = mainCitiesResponseSchema.parse(res.json());
    assert.equal(body.success, true);
    assert.deepEqual(body.data[0], TYUMEN);
    assert.deepEqual(
      body.data.map((city) => city.slug),
      ['tyumen', 'ekaterinburg', 'omsk'],
    );
    const ekaterinburg = body.data[1];
    assert.deepEqual(
      { name: ekaterinburg?.name, timezone: ekaterinburg?.timezone, lat: ekaterinburg?.lat, lon: ekaterinburg?.lon },
      { name: 'Екатеринбург', timezone: 'UTC+5', lat: 56.8385216, lon: 60.6054911 },
    );
    assert.equal(body.data[2]?.timezone, 'UTC+6');
  });

  test('a served region by slug', async (t) => {
    const app = await suite.build(t);
    const res = await app.inject({ method: 'GET', url: '/api/geo/main-cities-by-slug/tyumen' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(mainCityResponseSchema.parse(res.json()), { success: true, data: TYUMEN, errors: [], message: '', error: null });
  });

  test('a served region by id', async (t) => {
    const app = await suite.build(t);
    const res = await app.inject({ method: 'GET', url: '/api/geo/main-cities-by-id/956' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(mainCityResponseSchema.parse(res.json()).data, TYUMEN);
    const omsk = await app.inject({ method: 'GET', url: '/api/geo/main-cities-by-id/958' });
    assert.equal(mainCityResponseSchema.parse(omsk.json()).data.slug, 'omsk');
  });

  test('unknown and known-but-not-served regions are 404 region_not_found', async (t) => {
    const app = await suite.build(t);
    const notServed = SEEDED_MAIN_CITIES.filter((city) => !city.isServed);
    assert.deepEqual(notServed.map((city) => city.slug).sort(), ['chelyabinsk', 'kurgan', 'tobolsk']);
    const urls = [
      '/api/geo/main-cities-by-slug/nowhere-city',
      ...notServed.map((city) => `/api/geo/main-cities-by-slug/${city.slug}`),
      '/api/geo/main-cities-by-id/1',
      ...notServed.map((city) => `/api/geo/main-cities-by-id/${city.id}`),
    ];
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
      assert.deepEqual(res.json(), REGION_NOT_FOUND, url);
    }
  });

  test('a malformed slug or a non-integer id is a 400 envelope', async (t) => {
    const app = await suite.build(t);
    const cases = [
      ['/api/geo/main-cities-by-slug/Tyumen', 'Поле slug некорректно'],
      ['/api/geo/main-cities-by-slug/1tyumen', 'Поле slug некорректно'],
      ['/api/geo/main-cities-by-slug/' + 'a'.repeat(65), 'Поле slug некорректно'],
      ['/api/geo/main-cities-by-slug/%D1%82%D1%8E%D0%BC%D0%B5%D0%BD%D1%8C', 'Поле slug некорректно'],
      ['/api/geo/main-cities-by-id/abc', 'Поле cityId некорректно'],
      ['/api/geo/main-cities-by-id/9.5', 'Поле cityId некорректно'],
      ['/api/geo/main-cities-by-id/-956', 'Поле cityId некорректно'],
      ['/api/geo/main-cities-by-id/0', 'Поле cityId некорректно'],
      // Beyond PostgreSQL's integer: rejected before it reaches the database (which would fail with a 500).
      ['/api/geo/main-cities-by-id/99999999999', 'Поле cityId некорректно'],
    ] as const;
    for (const [url, text] of cases) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 400, url);
      const body = failureEnvelopeSchema.parse(res.json());
      assert.equal(body.error, 'validation', url);
      assert.deepEqual(body.errors, [text], url);
    }
  });
});
