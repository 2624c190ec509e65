// The offline search rules on their own: how text is normalised and how the fixture data holds together.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { API_ROOT } from '../../paths.ts';
import { createAddressIndex, distanceMetres, normaliseAddressWords } from './address-index.ts';
import { FEDERAL_CITY_FIAS_IDS } from './geo.port.ts';
import { generatedFiasId, loadOfflineAddresses, TYUMEN_FIAS_ID } from './offline-geo.ts';

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
    rows.filter((row) => row.fias_level === '1').map((row) => row.fias_id).sort(),
    [...FEDERAL_CITY_FIAS_IDS].sort(),
  );
});

test('the Tyumen fixture: at least 60 streets, houses inside the city, ids generated and stable', async () => {
  const entries = await loadOfflineAddresses();
  const streets = entries.filter((entry) => entry.level === 'street');
  const houses = entries.filter((entry) => entry.level === 'house');
  assert.ok(streets.length >= 60, `${streets.length} streets`);
  assert.ok(houses.length >= 5 * streets.length - 40, `${houses.length} houses`);
  for (const house of houses) {
    assert.equal(house.suggestion.data.city_fias_id, TYUMEN_FIAS_ID);
    assert.ok(house.lat > 57.08 && house.lat < 57.2 && house.lon > 65.43 && house.lon < 65.66, house.suggestion.value);
    assert.equal(house.fiasIdGenerated, true);
    // Within 10 km of the centre: no house strayed out of town.
    assert.ok(distanceMetres(house.lat, house.lon, 57.153033, 65.534328) < 10_000, house.suggestion.value);
  }
  const ids = entries.map((entry) => entry.suggestion.data.fias_id);
  assert.equal(new Set(ids).size, ids.length, 'FIAS ids are unique');
  const republic = streets.find((street) => street.suggestion.data.street === 'Республики');
  assert.equal(republic?.suggestion.data.fias_id, generatedFiasId(`${TYUMEN_FIAS_ID}/ул Республики`));
  assert.match(republic?.suggestion.data.fias_id ?? '', /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});

test('an exact house number ranks before numbers it is a prefix of; a street before its houses', async () => {
  const index = createAddressIndex(await loadOfflineAddresses());
  const lenina = index.search('Ленина 1', { count: 3 }).map((entry) => entry.suggestion.data.house);
  assert.deepEqual(lenina, ['1', '10']);
  assert.equal(index.search('Респ', { count: 1 })[0]?.level, 'street');
  assert.deepEqual(index.search('   ', { count: 5 }), []);
  assert.deepEqual(index.search('ул д', { count: 5 }), []);
});
