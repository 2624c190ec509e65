// The DaData adapter against a fake DaData on 127.0.0.1: what it sends (path, Authorization: Token,
// body), how it maps their answers, its cache, and the API's 503 when DaData is slow or refuses.
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { failureEnvelopeSchema, geoAddressesResponseSchema, geoAddressResponseSchema } from '@povar/shared-kit/contracts';
import { buildApiServer } from '../../app.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { createDadataGeo, createLruCache, DEFAULT_DADATA_BASE_URL } from './dadata-geo.ts';
import { DEFAULT_GEO_CONFIG, resolveGeoConfig } from './geo.config.ts';
import { readConfig } from '../../config.ts';
import { GeoUnavailableError } from './geo.port.ts';

const TYUMEN_FIAS_ID = '9ae64229-9f7b-4149-b27a-d1f6ec74b5ce';
const MOSCOW_FIAS_ID = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';

/** A suggestion as DaData's suggest/address answers it (fields abridged; unknown ones must be dropped). */
const RECORDED_SUGGESTION = {
  value: 'г Тюмень, ул Республики, д 1',
  unrestricted_value: '625003, Тюменская обл, г Тюмень, Центральный округ, ул Республики, д 1',
  data: {
    postal_code: '625003',
    country: 'Россия',
    country_iso_code: 'RU',
    federal_district: 'Уральский',
    region_fias_id: '54049357-326d-4b8f-b224-3c6dc25d6dd3',
    region_kladr_id: '7200000000000',
    region_with_type: 'Тюменская обл',
    region_type: 'обл',
    region_type_full: 'область',
    region: 'Тюменская',
    city_fias_id: TYUMEN_FIAS_ID,
    city_with_type: 'г Тюмень',
    city_type: 'г',
    city: 'Тюмень',
    city_district_with_type: 'Центральный округ',
    settlement_fias_id: null,
    settlement_with_type: null,
    settlement: null,
    street_fias_id: '5d3d3f66-0e1d-4a7c-a2b0-a8a3c5e1f001',
    street_with_type: 'ул Республики',
    street_type: 'ул',
    street: 'Республики',
    house_fias_id: '5d3d3f66-0e1d-4a7c-a2b0-a8a3c5e1f002',
    house_type: 'д',
    house: '1',
    block_type: null,
    block: null,
    flat: null,
    fias_id: '5d3d3f66-0e1d-4a7c-a2b0-a8a3c5e1f002',
    fias_level: '8',
    kladr_id: '7200000100001230001',
    geo_lat: '57.161234',
    geo_lon: '65.522876',
    qc_geo: '0',
    metro: null,
    history_values: null,
  },
};

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A stand-in for https://suggestions.dadata.ru that records requests and answers as told. */
function fakeDadata() {
  const received: Received[] = [];
  let reply: { status: number; body: unknown; delayMs?: number } = { status: 200, body: { suggestions: [RECORDED_SUGGESTION] } };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: JSON.parse(raw || '{}') });
      const { status, body, delayMs = 0 } = reply;
      setTimeout(() => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)), delayMs).unref();
    });
  });
  return {
    received,
    answer(next: typeof reply) {
      reply = next;
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const fake = fakeDadata();
let baseUrl = '';
before(async () => {
  baseUrl = await fake.start();
});
after(() => fake.stop());

const quietLog = { warn: () => undefined };
const adapter = (overrides: { timeoutMs?: number } = {}) =>
  createDadataGeo({
    apiKey: 'test-key',
    baseUrl,
    timeoutMs: overrides.timeoutMs ?? 1_000,
    cache: { maxEntries: 10, ttlMs: 60_000 },
    now: () => new Date(),
    log: quietLog,
  });

test('suggest posts their JSON with Authorization: Token and maps the answer to our fields', async () => {
  fake.answer({ status: 200, body: { suggestions: [RECORDED_SUGGESTION] } });
  const before = fake.received.length;
  const [suggestion] = await adapter().suggest('респ 1', {
    count: 7,
    bounds: { from: 'house', to: 'house' },
    locations: [{ cityFiasId: TYUMEN_FIAS_ID }],
  });
  const request = fake.received[before]!;
  assert.equal(request.path, '/suggestions/api/4_1/rs/suggest/address');
  assert.equal(request.headers.authorization, 'Token test-key');
  assert.equal(request.headers['content-type'], 'application/json');
  assert.deepEqual(request.body, {
    query: 'респ 1',
    count: 7,
    from_bound: { value: 'house' },
    to_bound: { value: 'house' },
    locations: [{ city_fias_id: TYUMEN_FIAS_ID }],
    restrict_value: true,
  });
  assert.equal(suggestion?.value, RECORDED_SUGGESTION.value);
  assert.equal(suggestion?.unrestricted_value, RECORDED_SUGGESTION.unrestricted_value);
  assert.equal(suggestion?.data.geo_lat, '57.161234');
  assert.equal(suggestion?.data.house_fias_id, RECORDED_SUGGESTION.data.house_fias_id);
  assert.ok(!('metro' in (suggestion?.data ?? {})), 'their other fields are dropped');
});

test('geolocate and findById bodies; a repeated call is answered from the cache', async () => {
  fake.answer({ status: 200, body: { suggestions: [RECORDED_SUGGESTION] } });
  const geo = adapter();
  const start = fake.received.length;
  await geo.geolocate(57.1612, 65.5229, { count: 3, radiusMetres: 1000 });
  await geo.findById(RECORDED_SUGGESTION.data.fias_id);
  await geo.findById(RECORDED_SUGGESTION.data.fias_id);
  const calls = fake.received.slice(start);
  assert.deepEqual(
    calls.map((call) => [call.path, call.body]),
    [
      ['/suggestions/api/4_1/rs/geolocate/address', { lat: 57.1612, lon: 65.5229, count: 3, radius_meters: 1000 }],
      ['/suggestions/api/4_1/rs/findById/address', { query: RECORDED_SUGGESTION.data.fias_id }],
    ],
  );
});

test('a slow, refusing or garbled DaData is GeoUnavailableError', async () => {
  fake.answer({ status: 200, body: { suggestions: [] }, delayMs: 300 });
  await assert.rejects(adapter({ timeoutMs: 50 }).suggest('медленно', { count: 1 }), GeoUnavailableError);
  fake.answer({ status: 403, body: { message: 'Forbidden' } });
  await assert.rejects(adapter().suggest('ключ', { count: 1 }), GeoUnavailableError);
  fake.answer({ status: 200, body: { nothing: true } });
  await assert.rejects(adapter().suggest('мусор', { count: 1 }), GeoUnavailableError);
});

test('the LRU cache forgets the least recently used entry and anything past its TTL', () => {
  let now = 0;
  const cache = createLruCache<number>({ maxEntries: 2, ttlMs: 1000 }, () => new Date(now));
  cache.set('a', 1);
  cache.set('b', 2);
  assert.equal(cache.get('a'), 1); // 'b' is now the least recently used
  cache.set('c', 3);
  assert.equal(cache.get('b'), undefined);
  assert.equal(cache.get('a'), 1);
  now = 1000;
  assert.equal(cache.get('c'), undefined);
  assert.equal(cache.size, 1);
});

test('configuration: offline by default, DaData needs a key, 3 s and 120 a minute by default', () => {
  assert.deepEqual(resolveGeoConfig({}, readConfig({}).api.geo).provider, { name: 'offline' });
  assert.deepEqual(resolveGeoConfig({}, readConfig({ GEO_PROVIDER: 'dadata', DADATA_API_KEY: ' k ' }).api.geo).provider, {
    name: 'dadata',
    apiKey: 'k',
    baseUrl: DEFAULT_DADATA_BASE_URL,
  });
  assert.equal(
    resolveGeoConfig({}, readConfig({ GEO_PROVIDER: 'dadata', DADATA_API_KEY: 'k', DADATA_BASE_URL: 'http://127.0.0.1:9/' }).api.geo).provider.name,
    'dadata',
  );
  assert.throws(() => resolveGeoConfig({}, readConfig({ GEO_PROVIDER: 'dadata' }).api.geo), /DADATA_API_KEY/);
  assert.throws(() => resolveGeoConfig({}, readConfig({ GEO_PROVIDER: 'yandex' }).api.geo), /GEO_PROVIDER/);
  assert.throws(() => resolveGeoConfig({}, readConfig({ GEO_PROVIDER: 'dadata', DADATA_API_KEY: 'k', DADATA_BASE_URL: 'ftp://x' }).api.geo), /DADATA_BASE_URL/);
  assert.equal(DEFAULT_GEO_CONFIG.timeoutMs, 3_000);
  assert.equal(DEFAULT_GEO_CONFIG.lookupsPerMinutePerIp, 120);
});

describeOnEachDatabase('geo: address lookups through DaData', (suite) => {
  const build = async (t: import('node:test').TestContext, timeoutMs = 1_000) => {
    const app = await buildApiServer({
      db: suite.database,
      geo: { provider: { name: 'dadata', apiKey: 'secret-token', baseUrl }, timeoutMs },
    });
    t.after(() => app.close());
    return app;
  };

  test('a Moscow street search asks DaData by region FIAS id; answers carry the served region', async (t) => {
    const app = await build(t);
    fake.answer({ status: 200, body: { suggestions: [] } });
    const start = fake.received.length;
    const moscow = await app.inject({ method: 'GET', url: `/api/geo/street-by-query/?query=${encodeURIComponent('Тверская')}&fiasId=${MOSCOW_FIAS_ID}` });
    assert.equal(moscow.statusCode, 200);
    assert.deepEqual(fake.received[start]?.body, {
      query: 'Тверская',
      count: 10,
      from_bound: { value: 'street' },
      to_bound: { value: 'street' },
      locations: [{ region_fias_id: MOSCOW_FIAS_ID }],
      restrict_value: true,
    });
    assert.equal(fake.received[start]?.headers.authorization, 'Token secret-token');

    fake.answer({ status: 200, body: { suggestions: [RECORDED_SUGGESTION] } });
    const tyumen = await app.inject({ method: 'GET', url: `/api/geo/street-by-query/?query=${encodeURIComponent('Респ')}&fiasId=${TYUMEN_FIAS_ID}` });
    assert.deepEqual(fake.received.at(-1)?.body.locations, [{ city_fias_id: TYUMEN_FIAS_ID }, { settlement_fias_id: TYUMEN_FIAS_ID }]);
    const [address] = geoAddressesResponseSchema.parse(tyumen.json()).data;
    assert.deepEqual(address?.mainCity, { id: 956, slug: 'tyumen' });
    assert.equal(address?.data.street_with_type, 'ул Республики');

    const reverse = await app.inject({ method: 'GET', url: '/api/geo/address-by-coordinates?lat=57.1612&lon=65.5229' });
    assert.deepEqual(fake.received.at(-1)?.body, { lat: 57.1612, lon: 65.5229, count: 1, radius_meters: 1000 });
    assert.equal(geoAddressResponseSchema.parse(reverse.json()).data?.value, RECORDED_SUGGESTION.value);
  });

  test("the suggestions cache's hits and misses are in the operator's metrics", async (t) => {
    const token = 'metrics-token-for-geo-0123456789';
    const app = await buildApiServer({ db: suite.database, geo: { provider: { name: 'dadata', apiKey: 'secret-token', baseUrl } }, metrics: { token } });
    t.after(() => app.close());
    fake.answer({ status: 200, body: { suggestions: [RECORDED_SUGGESTION] } });
    const url = `/api/geo/address/suggestion?query=${encodeURIComponent('Республики 1 метрики')}`;
    assert.equal((await app.inject({ method: 'GET', url })).statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url })).statusCode, 200);
    const metrics = (await app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${token}` } })).body;
    assert.match(metrics, /^cache_lookups_total\{cache="geo_suggestions",result="miss"\} 1$/m);
    assert.match(metrics, /^cache_lookups_total\{cache="geo_suggestions",result="hit"\} 1$/m);
  });

  test('DaData slower than the time limit, or refusing, is a 503 "Сервис адресов временно недоступен"', async (t) => {
    const app = await build(t, 100);
    fake.answer({ status: 200, body: { suggestions: [RECORDED_SUGGESTION] }, delayMs: 400 });
    const slow = await app.inject({ method: 'GET', url: `/api/geo/address/suggestion?query=${encodeURIComponent('долго')}` });
    assert.equal(slow.statusCode, 503);
    assert.deepEqual(failureEnvelopeSchema.parse(slow.json()), {
      success: false,
      data: null,
      errors: ['Сервис адресов временно недоступен'],
      message: 'Сервис адресов временно недоступен',
      error: 'unavailable',
    });
    fake.answer({ status: 429, body: { message: 'Too many requests' } });
    const refused = await app.inject({ method: 'GET', url: `/api/geo/city-by-query/?query=${encodeURIComponent('Тюм')}` });
    assert.equal(refused.statusCode, 503);
  });
});
