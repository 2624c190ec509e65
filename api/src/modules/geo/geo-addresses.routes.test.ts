// The address calls against the offline adapter: real streets and houses of Tyumen,
// Ekaterinburg and Omsk, reverse lookups, federal-city filtering, the served region on each answer, bad input and the per-IP limit.
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { failureEnvelopeSchema, geoAddressesResponseSchema, geoAddressResponseSchema, type GeoAddress } from '@povar/shared-kit/contracts';
import { buildApiServer, type ApiServerConfig } from '../../app.ts';
import { describeOnEachDatabase, type ApiSuite } from '../../test/helpers.ts';
import { distanceMetres } from './address-index.ts';

const TYUMEN_FIAS_ID = '9ae64229-9f7b-4149-b27a-d1f6ec74b5ce';
const EKATERINBURG_FIAS_ID = '2763c110-cb8b-416a-9dac-ad28a55b4402';
const OMSK_FIAS_ID = '140e31da-27bf-4519-9ea0-6185d681d44e';
const MOSCOW_FIAS_ID = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
const TYUMEN = { id: 956, slug: 'tyumen' };
const EKATERINBURG = { id: 957, slug: 'ekaterinburg' };
const OMSK = { id: 958, slug: 'omsk' };

async function buildWith(suite: ApiSuite, t: TestContext, config: Pick<ApiServerConfig, 'geo' | 'now'> = {}) {
  const app = await buildApiServer({ db: suite.database, geo: { provider: { name: 'offline' }, ...config.geo }, now: config.now });
  t.after(() => app.close());
  return app;
}

const list = async (app: Awaited<ReturnType<typeof buildWith>>, url: string): Promise<GeoAddress[]> => {
  const res = await app.inject({ method: 'GET', url });
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return geoAddressesResponseSchema.parse(res.json()).data;
};
const one = async (app: Awaited<ReturnType<typeof buildWith>>, url: string): Promise<GeoAddress | null> => {
  const res = await app.inject({ method: 'GET', url });
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return geoAddressResponseSchema.parse(res.json()).data;
};
const q = (text: string) => encodeURIComponent(text);

describeOnEachDatabase('geo: address lookups (offline)', (suite) => {
  test('typeahead: "респ" suggests ул Республики first, in DaData shape, in the Tyumen region', async (t) => {
    const app = await buildWith(suite, t);
    const [street, ...rest] = await list(app, `/api/geo/addresses-by-query?query=${q('респ')}`);
    assert.equal(street?.value, 'г Тюмень, ул Республики');
    assert.equal(street?.unrestricted_value, 'Тюменская обл, г Тюмень, ул Республики');
    assert.equal(street?.data.street_with_type, 'ул Республики');
    assert.equal(street?.data.city_fias_id, TYUMEN_FIAS_ID);
    assert.equal(street?.data.fias_id, street?.data.street_fias_id);
    assert.equal(street?.data.fias_level, '7');
    assert.equal(typeof street?.data.geo_lat, 'string');
    assert.deepEqual(street?.mainCity, TYUMEN);
    assert.ok(rest.length > 0 && rest.every((address) => address.data.street === 'Республики'));
  });

  test('"ул Ленина 1" finds that house first, with its coordinates and ids', async (t) => {
    const app = await buildWith(suite, t);
    const [house, next] = await list(app, `/api/geo/addresses-by-query?query=${q('ул Ленина 1')}&cityFiasId=${TYUMEN_FIAS_ID}`);
    assert.equal(house?.value, 'г Тюмень, ул Ленина, д 1');
    assert.equal(house?.data.house, '1');
    assert.equal(house?.data.qc_geo, '0');
    assert.equal(house?.data.fias_id, house?.data.house_fias_id);
    assert.ok(Number(house?.data.geo_lat) > 57.1 && Number(house?.data.geo_lon) > 65.4);
    assert.equal(next?.data.house, '10');
    const block = await list(app, `/api/geo/addresses-by-query?query=${q('Республики 204 к1')}`);
    assert.deepEqual([block[0]?.data.house, block[0]?.data.block_type, block[0]?.data.block], ['204', 'к', '1']);
  });

  test('ё and е are the same letter, either way round', async (t) => {
    const app = await buildWith(suite, t);
    for (const [typed, street] of [
      ['Николая Федорова', 'Николая Фёдорова'],
      ['николая фёдорова', 'Николая Фёдорова'],
      ['елочная', 'Ёлочная'],
    ]) {
      const [first] = await list(app, `/api/geo/address/suggestion?query=${q(typed!)}`);
      assert.equal(first?.data.street, street, typed);
    }
  });

  test('reverse geocoding returns the nearest house; v2 several, nearest first; nothing far from any house', async (t) => {
    const app = await buildWith(suite, t);
    // A few metres off ул Мельникайте, 100.
    const target = await one(app, `/api/geo/address/info?query=${q('Мельникайте 100')}`);
    assert.equal(target?.data.house, '100');
    const lat = Number(target?.data.geo_lat) + 0.00005;
    const lon = Number(target?.data.geo_lon) - 0.00005;
    const nearest = await one(app, `/api/geo/address-by-coordinates?lat=${lat}&lon=${lon}`);
    assert.equal(nearest?.value, target?.value);
    assert.deepEqual(nearest?.mainCity, TYUMEN);

    const several = await list(app, `/api/v2/geo/addresses-by-coordinates?lat=${lat}&lon=${lon}&count=4`);
    assert.equal(several.length, 4);
    assert.equal(several[0]?.value, target?.value);
    const distances = several.map((address) => distanceMetres(lat, lon, Number(address.data.geo_lat), Number(address.data.geo_lon)));
    assert.deepEqual(
      distances,
      [...distances].sort((a, b) => a - b),
    );
    assert.equal((await list(app, `/api/v2/geo/addresses-by-coordinates?lat=${lat}&lon=${lon}`)).length, 5);

    // The middle of Moscow: no fixture house within a kilometre.
    assert.equal(await one(app, '/api/geo/address-by-coordinates?lat=55.7540471&lon=37.620405'), null);
  });

  test('city, street and house by query narrow step by step by FIAS id', async (t) => {
    const app = await buildWith(suite, t);
    const [city] = await list(app, `/api/geo/city-by-query/?query=${q('Тюмен')}`);
    assert.equal(city?.data.fias_id, TYUMEN_FIAS_ID);
    assert.equal(city?.data.region_with_type, 'Тюменская обл');
    assert.deepEqual(city?.mainCity, TYUMEN);
    // Cities only: no Tyumen streets in the city lookup.
    assert.ok((await list(app, `/api/geo/city-by-query?query=${q('Республики')}`)).every((c) => c.data.fias_level !== '7'));

    const streets = await list(app, `/api/geo/street-by-query/?query=${q('Холодил')}&fiasId=${TYUMEN_FIAS_ID}`);
    assert.deepEqual(
      streets.map((street) => street.value),
      ['г Тюмень, ул Холодильная'],
    );
    const streetFiasId = streets[0]!.data.street_fias_id!;
    // Another city's streets are not Tyumen's.
    assert.deepEqual(await list(app, `/api/geo/street-by-query/?query=${q('Холодил')}&fiasId=2763c110-cb8b-416a-9dac-ad28a55b4402`), []);

    const houses = await list(app, `/api/geo/house-by-query/?query=11&fiasId=${streetFiasId}`);
    assert.deepEqual(
      houses.map((house) => house.data.house),
      ['114', '118'],
    );
    assert.ok(houses.every((house) => house.data.street_fias_id === streetFiasId));

    const info = await one(app, `/api/geo/address/info?query=${houses[0]!.data.fias_id}`);
    assert.equal(info?.value, 'г Тюмень, ул Холодильная, д 114');
    assert.equal(await one(app, `/api/geo/address/info?query=${q('Нигделандия 777')}`), null);
  });

  test('federal cities filter by region FIAS id: a Moscow-restricted query answers only Moscow', async (t) => {
    const app = await buildWith(suite, t);
    const unrestricted = await list(app, `/api/geo/addresses-by-query?query=${q('Москов')}`);
    assert.ok(
      unrestricted.some((address) => address.data.city_fias_id === TYUMEN_FIAS_ID),
      'Московский тракт in Tyumen',
    );
    const inMoscow = await list(app, `/api/geo/addresses-by-query?query=${q('Моск')}&cityFiasId=${MOSCOW_FIAS_ID}`);
    assert.deepEqual(
      inMoscow.map((address) => [address.value, address.data.region_fias_id, address.mainCity]),
      [['г Москва', MOSCOW_FIAS_ID, null]],
    );
    assert.deepEqual(await list(app, `/api/geo/street-by-query/?query=${q('Республики')}&fiasId=${MOSCOW_FIAS_ID}`), []);
  });

  test('Ekaterinburg: street then house, as the address map asks, in the Ekaterinburg region', async (t) => {
    const app = await buildWith(suite, t);
    const streets = await list(app, `/api/geo/street-by-query/?query=${q('Малыш')}&fiasId=${EKATERINBURG_FIAS_ID}`);
    assert.deepEqual(
      streets.map((street) => street.value),
      ['г Екатеринбург, ул Малышева'],
    );
    assert.deepEqual(streets[0]?.mainCity, EKATERINBURG);
    assert.equal(streets[0]?.unrestricted_value, 'Свердловская обл, г Екатеринбург, ул Малышева');
    assert.equal(streets[0]?.data.region_fias_id, '92b30014-4d52-4e2e-892d-928142b924bf');

    const [house, ...others] = await list(app, `/api/geo/house-by-query/?query=51&fiasId=${streets[0]!.data.street_fias_id}`);
    assert.equal(house?.value, 'г Екатеринбург, ул Малышева, д 51');
    assert.equal(house?.data.city_fias_id, EKATERINBURG_FIAS_ID);
    assert.equal(house?.data.fias_level, '8');
    assert.deepEqual(house?.mainCity, EKATERINBURG);
    assert.deepEqual(others, []);
    assert.ok(distanceMetres(56.838, 60.605, Number(house?.data.geo_lat), Number(house?.data.geo_lon)) < 3_000, 'in the centre');

    // Each city's own "Ленина": the avenue in Ekaterinburg, typed with or without its type word.
    for (const typed of ['Ленина', 'проспект Ленина', 'пр-кт Ленина']) {
      const lenina = await list(app, `/api/geo/street-by-query/?query=${q(typed)}&fiasId=${EKATERINBURG_FIAS_ID}`);
      assert.deepEqual(
        lenina.map((street) => street.value),
        ['г Екатеринбург, пр-кт Ленина'],
        typed,
      );
    }
    const [free] = await list(app, `/api/geo/addresses-by-query?query=${q('8 Марта 46')}&cityFiasId=${EKATERINBURG_FIAS_ID}`);
    assert.equal(free?.value, 'г Екатеринбург, ул 8 Марта, д 46');
    assert.deepEqual(free?.mainCity, EKATERINBURG);
  });

  test('Omsk: street then house, as the address map asks, in the Omsk region', async (t) => {
    const app = await buildWith(suite, t);
    const streets = await list(app, `/api/geo/street-by-query/?query=${q('красный пу')}&fiasId=${OMSK_FIAS_ID}`);
    assert.deepEqual(
      streets.map((street) => street.value),
      ['г Омск, ул Красный Путь'],
    );
    assert.equal(streets[0]?.data.region_with_type, 'Омская обл');

    const houses = await list(app, `/api/geo/house-by-query/?query=1&fiasId=${streets[0]!.data.street_fias_id}`);
    assert.deepEqual(
      houses.map((house) => house.value),
      ['г Омск, ул Красный Путь, д 1', 'г Омск, ул Красный Путь, д 101', 'г Омск, ул Красный Путь, д 143'],
    );
    assert.ok(houses.every((house) => house.data.city_fias_id === OMSK_FIAS_ID && house.mainCity?.id === OMSK.id));
    assert.deepEqual(houses[0]?.mainCity, OMSK);

    const [avenue] = await list(app, `/api/geo/street-by-query/?query=${q('Карла Маркса')}&fiasId=${OMSK_FIAS_ID}`);
    assert.equal(avenue?.data.street_with_type, 'пр-кт Карла Маркса');
    // Omsk's streets are not Tyumen's, and the other way round.
    assert.deepEqual(await list(app, `/api/geo/street-by-query/?query=${q('Красный Путь')}&fiasId=${TYUMEN_FIAS_ID}`), []);
    assert.deepEqual(await list(app, `/api/geo/street-by-query/?query=${q('Холодил')}&fiasId=${OMSK_FIAS_ID}`), []);
  });

  test('reverse geocoding in Omsk and Ekaterinburg answers a house of that city; far from any fixture, nothing', async (t) => {
    const app = await buildWith(suite, t);
    const target = await one(app, `/api/geo/address/info?query=${q('Омск Ленина 10')}`);
    assert.equal(target?.value, 'г Омск, ул Ленина, д 10');
    const lat = Number(target?.data.geo_lat) - 0.00004;
    const lon = Number(target?.data.geo_lon) + 0.00004;
    const nearest = await one(app, `/api/geo/address-by-coordinates?lat=${lat}&lon=${lon}`);
    assert.equal(nearest?.value, target?.value);
    assert.deepEqual(nearest?.mainCity, OMSK);

    // The cities' own points (api/data/geo/city.csv), as the map opens on them.
    for (const [point, city, cityFiasId] of [
      ['lat=54.9848566&lon=73.3674517', OMSK, OMSK_FIAS_ID],
      ['lat=56.8385216&lon=60.6054911', EKATERINBURG, EKATERINBURG_FIAS_ID],
    ] as const) {
      const several = await list(app, `/api/v2/geo/addresses-by-coordinates?${point}&count=5`);
      assert.equal(several.length, 5, point);
      assert.ok(
        several.every((address) => address.data.city_fias_id === cityFiasId && address.data.fias_level === '8'),
        point,
      );
      assert.deepEqual(several[0]?.mainCity, city, point);
    }
    // Chelyabinsk is known but has no fixture: no house, the client falls back to the city.
    assert.equal(await one(app, '/api/geo/address-by-coordinates?lat=55.1603659&lon=61.4007858'), null);
    const [chelyabinsk] = await list(app, `/api/geo/city-by-query/?query=${q('Челябинск')}`);
    assert.equal(chelyabinsk?.value, 'г Челябинск');
  });

  test('bad input is a 400 with Russian texts', async (t) => {
    const app = await buildWith(suite, t);
    const cases = [
      ['/api/geo/address-by-coordinates?lat=57.15', 'Поле lon обязательно для заполнения'],
      ['/api/geo/address-by-coordinates?lat=abc&lon=65.5', 'Поле lat некорректно'],
      ['/api/geo/address-by-coordinates?lat=95&lon=65.5', 'Поле lat должно быть числом 90 или меньше.'],
      ['/api/v2/geo/addresses-by-coordinates?lat=57&lon=65&count=50', 'Поле count должно быть числом 20 или меньше.'],
      ['/api/geo/addresses-by-query?query=%20%20', 'Поле query обязательно для заполнения'],
      [`/api/geo/addresses-by-query?query=a&cityFiasId=tyumen`, 'Поле cityFiasId некорректно'],
      ['/api/geo/street-by-query/?query=Ленина', 'Поле fiasId обязательно для заполнения'],
      [`/api/geo/house-by-query/?query=1&fiasId=123`, 'Поле fiasId некорректно'],
      [`/api/geo/address/info?query=${'д'.repeat(301)}`, 'Поле query не может быть длиннее 300 символов'],
    ] as const;
    for (const [url, text] of cases) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 400, url);
      const body = failureEnvelopeSchema.parse(res.json());
      assert.equal(body.error, 'validation', url);
      assert.deepEqual(body.errors, [text], url);
    }
  });

  test('an IP over its allowance of address lookups gets 429 until the minute is over; others and main-cities are not held', async (t) => {
    let now = new Date('2026-05-01T10:00:00Z');
    const app = await buildWith(suite, t, { geo: { lookupsPerMinutePerIp: 3 }, now: () => now });
    const from = (remoteAddress: string, url: string) => app.inject({ method: 'GET', url, remoteAddress });
    for (const url of ['/api/geo/city-by-query/?query=a', '/api/v2/geo/addresses-by-coordinates?lat=57.15&lon=65.53', '/api/geo/address/suggestion?query=a']) {
      assert.equal((await from('203.0.113.7', url)).statusCode, 200, url);
    }
    const limited = await from('203.0.113.7', '/api/geo/address/info?query=a');
    assert.equal(limited.statusCode, 429);
    assert.equal(failureEnvelopeSchema.parse(limited.json()).error, 'rate_limited');
    assert.equal(limited.headers['retry-after'], '60');
    // Bad input counts too: the allowance is taken before validation.
    assert.equal((await from('203.0.113.7', '/api/geo/address/info')).statusCode, 429);
    assert.equal((await from('203.0.113.8', '/api/geo/address/info?query=a')).statusCode, 200);
    assert.equal((await from('203.0.113.7', '/api/geo/main-cities')).statusCode, 200);
    now = new Date('2026-05-01T10:01:00Z');
    assert.equal((await from('203.0.113.7', '/api/geo/address/info?query=a')).statusCode, 200);
  });
});
