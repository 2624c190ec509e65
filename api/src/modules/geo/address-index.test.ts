// The offline search rules on their own: how text is normalised and how the fixture data holds together.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { API_ROOT } from '../../paths.ts';
import { createAddressIndex, distanceMetres, normaliseAddressWords } from './address-index.ts';
import { FEDERAL_CITY_FIAS_IDS } from './geo.port.ts';
import { CITY_STREET_FIXTURES, EKATERINBURG_FIAS_ID, OMSK_FIAS_ID, TYUMEN_FIAS_ID } from './data/city-streets.ts';
import { generatedFiasId, loadOfflineAddresses } from './offline-geo.ts';

test('type words, ё, punctuation and glued block numbers are normalised away', () => {
  assert.deepEqual(normaliseAddressWords('г. Тюмень, ул. Николая Фёдорова, д. 5'), ['тюмень', 'николая', 'федорова', '5']);
  assert.deepEqual(normaliseAddressWords('пр-кт Мира 25к1'), ['мира', '25', '1']);
  assert.deepEqual(normaliseAddressWords('б-р Бориса Щербины, дом 64/1'), ['бориса', 'щербины', '64', '1']);
  // A prefix of a name is not a type word: 'респ' is someone typing 'Республики'.
  assert.deepEqual(normaliseAddressWords('респ'), ['респ']);
});

test('the federal cities are exactly the level-1 rows of city.csv', async () => {
  const rows: Array<{ fias_id: string; fias_level: string }> = parse(await readFile(path.join(API_ROOT, 'data', 'geo', 'city.csv'), 'utf8'), {
    columns: true,
  });
  assert.deepEqual(
    rows
      .filter((row) => row.fias_level === '1')
      .map((row) => row.fias_id)
      .sort(),
    [...FEDERAL_CITY_FIAS_IDS].sort(),
  );
});

test('the street fixtures: each served city has its streets, houses inside the city, ids generated and unique', async () => {
  const entries = await loadOfflineAddresses();
  // [streets at least, houses a street, from, to]: Tyumen's older file has a few short streets.
  const expected: Record<string, readonly [number, number, number]> = {
    [TYUMEN_FIAS_ID]: [60, 3, 16],
    [EKATERINBURG_FIAS_ID]: [15, 4, 8],
    [OMSK_FIAS_ID]: [15, 4, 8],
  };
  assert.deepEqual(CITY_STREET_FIXTURES.map((fixture) => fixture.cityFiasId).sort(), Object.keys(expected).sort());
  for (const { cityFiasId } of CITY_STREET_FIXTURES) {
    const city = entries.find((entry) => entry.level === 'city' && entry.suggestion.data.fias_id === cityFiasId)!;
    const streets = entries.filter((entry) => entry.level === 'street' && entry.suggestion.data.city_fias_id === cityFiasId);
    const houses = entries.filter((entry) => entry.level === 'house' && entry.suggestion.data.city_fias_id === cityFiasId);
    const name = city.suggestion.value;
    const [minimumStreets, fewestHouses, mostHouses] = expected[cityFiasId]!;
    assert.ok(streets.length >= minimumStreets, `${name}: ${streets.length} streets`);
    for (const street of streets) {
      const own = houses.filter((house) => house.suggestion.data.street_fias_id === street.suggestion.data.fias_id);
      assert.ok(own.length >= fewestHouses && own.length <= mostHouses, `${street.suggestion.value}: ${own.length} houses`);
    }
    for (const house of houses) {
      assert.equal(house.fiasIdGenerated, true);
      assert.ok(house.suggestion.value.startsWith(`${name}, `), house.suggestion.value);
      // Within 10 km of the city's point: no house strayed out of town (or into another city).
      assert.ok(distanceMetres(house.lat, house.lon, city.lat, city.lon) < 10_000, house.suggestion.value);
    }
  }
  const ids = entries.map((entry) => entry.suggestion.data.fias_id);
  assert.equal(new Set(ids).size, ids.length, 'FIAS ids are unique');
});

test('generated ids stay as saved addresses know them: Tyumen ul Respubliki and its house 1', async () => {
  const entries = await loadOfflineAddresses();
  const republic = entries.find((entry) => entry.level === 'street' && entry.suggestion.data.street === 'Республики');
  assert.equal(republic?.suggestion.data.fias_id, generatedFiasId(`${TYUMEN_FIAS_ID}/ул Республики`));
  // Pinned: changing the derivation (or the city in it) would orphan addresses saved with these ids.
  assert.equal(republic?.suggestion.data.fias_id, 'ea66ebd5-5586-594e-9edf-93327a3fa8a1');
  const first = entries.find((entry) => entry.suggestion.value === 'г Тюмень, ул Республики, д 1');
  assert.equal(first?.suggestion.data.fias_id, 'd0d248fd-1d7d-58bf-ba6b-878a65a723c2');
  assert.match(republic?.suggestion.data.fias_id ?? '', /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  // The same street name in another city is another street.
  const leninaIds = entries
    .filter((entry) => entry.level === 'street' && entry.suggestion.data.street === 'Ленина')
    .map((entry) => entry.suggestion.data.fias_id);
  assert.equal(new Set(leninaIds).size, 3);
});

test('an exact house number ranks before numbers it is a prefix of; a street before its houses', async () => {
  const index = createAddressIndex(await loadOfflineAddresses());
  const inTyumen = [{ cityFiasId: TYUMEN_FIAS_ID }];
  const lenina = index.search('Ленина 1', { count: 3, locations: inTyumen }).map((entry) => entry.suggestion.data.house);
  assert.deepEqual(lenina, ['1', '10']);
  assert.equal(index.search('Респ', { count: 1 })[0]?.level, 'street');
  assert.deepEqual(index.search('   ', { count: 5 }), []);
  assert.deepEqual(index.search('ул д', { count: 5 }), []);
});
