// The embedded geo adapter (the default, works offline): Russian cities from the project's copy of
// the HFLabs file (api/data/geo/city.csv, CC BY-SA 4.0) plus the street and house fixtures of the
// served cities (data/city-streets.ts), answered in DaData's suggestion shape from an in-memory index.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { AddressData, AddressSuggestion } from '@povar/shared-kit/contracts';
import { API_ROOT } from '../../paths.ts';
import { createAddressIndex, normaliseAddressWords, type AddressIndex, type IndexedAddress } from './address-index.ts';
import { CITY_STREET_FIXTURES, type StreetFixture } from './data/city-streets.ts';
import { FEDERAL_CITY_FIAS_IDS, type GeoPort } from './geo.port.ts';

const CITY_CSV = path.join(API_ROOT, 'data', 'geo', 'city.csv');

/** The file has no region ids; those of the fixtures' cities, from the registry (federal cities are their own region). */
const REGION_FIAS_IDS: Readonly<Record<string, string>> = {
  'обл Тюменская': '54049357-326d-4b8f-b224-3c6dc25d6dd3',
  'обл Свердловская': '92b30014-4d52-4e2e-892d-928142b924bf',
  'обл Омская': '05426864-466d-41a3-82c4-11e61cdc98ce',
};

/** Region and district types DaData writes after the name ('Тюменская обл'); the rest go first ('Респ Адыгея'). */
const TYPES_AFTER_NAME = new Set(['обл', 'край', 'АО', 'Аобл', 'р-н', 'у']);
/** Street types written after an adjective name ('Московский тракт'), before any other ('ул Республики'). */
const STREET_TYPES_AFTER_ADJECTIVE = new Set(['тракт', 'проезд']);

interface CityRow {
  address: string;
  postal_code: string;
  country: string;
  region_type: string;
  region: string;
  area_type: string;
  area: string;
  city_type: string;
  city: string;
  settlement_type: string;
  settlement: string;
  kladr_id: string;
  fias_id: string;
  fias_level: string;
  geo_lat: string;
  geo_lon: string;
  population: string;
}

/** Every field DaData's `data` has that we fill, empty. */
const EMPTY_DATA: AddressData = {
  postal_code: null,
  country: null,
  region_fias_id: null,
  region_with_type: null,
  region_type: null,
  region: null,
  city_fias_id: null,
  city_with_type: null,
  city_type: null,
  city: null,
  settlement_fias_id: null,
  settlement_with_type: null,
  settlement: null,
  street_fias_id: null,
  street_with_type: null,
  street_type: null,
  street: null,
  house_fias_id: null,
  house_type: null,
  house: null,
  block_type: null,
  block: null,
  fias_id: null,
  fias_level: null,
  kladr_id: null,
  geo_lat: null,
  geo_lon: null,
  qc_geo: null,
};

const withType = (type: string, name: string) => (TYPES_AFTER_NAME.has(type) ? `${name} ${type}` : `${type} ${name}`);
const joined = (...parts: Array<string | null | undefined>) => parts.filter((part) => part).join(', ');

/** A stable made-up FIAS id (uuid v5 of the name) for fixture streets and houses the registry ids are not known for. */
export function generatedFiasId(name: string): string {
  const bytes = createHash('sha1').update(`povar-ryadom/geo-fixture/${name}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function cityEntry(row: CityRow, order: number): IndexedAddress {
  const federal = FEDERAL_CITY_FIAS_IDS.has(row.fias_id);
  const regionWithType = withType(row.region_type, row.region);
  const isSettlement = row.fias_level === '6';
  const data: AddressData = {
    ...EMPTY_DATA,
    postal_code: row.postal_code || null,
    country: row.country,
    region_fias_id: federal ? row.fias_id : (REGION_FIAS_IDS[`${row.region_type} ${row.region}`] ?? null),
    region_with_type: regionWithType,
    region_type: row.region_type,
    region: row.region,
    // DaData fills the city of a federal city with the region itself.
    city_fias_id: isSettlement ? null : row.fias_id,
    city_with_type: isSettlement ? null : federal ? regionWithType : withType(row.city_type, row.city),
    city_type: isSettlement ? null : federal ? row.region_type : row.city_type,
    city: isSettlement ? null : federal ? row.region : row.city,
    settlement_fias_id: isSettlement ? row.fias_id : null,
    settlement_with_type: isSettlement ? withType(row.settlement_type, row.settlement) : null,
    settlement: isSettlement ? row.settlement : null,
    fias_id: row.fias_id,
    fias_level: row.fias_level,
    kladr_id: row.kladr_id || null,
    geo_lat: row.geo_lat,
    geo_lon: row.geo_lon,
    qc_geo: '4',
  };
  const placeWithType = data.city_with_type ?? data.settlement_with_type;
  const unrestricted = joined(row.postal_code, federal ? null : regionWithType, row.area ? withType(row.area_type, row.area) : null, placeWithType);
  return {
    level: isSettlement ? 'settlement' : 'city',
    suggestion: { value: row.address, unrestricted_value: unrestricted, data },
    tokens: normaliseAddressWords(data.city ?? data.settlement ?? ''),
    lat: Number(row.geo_lat),
    lon: Number(row.geo_lon),
    weight: Number(row.population) || 0,
    order,
    fiasIdGenerated: false,
  };
}

function streetWithType({ type, name }: StreetFixture): string {
  return STREET_TYPES_AFTER_ADJECTIVE.has(type) && /(ий|ый|ой)$/.test(name) ? `${name} ${type}` : `${type} ${name}`;
}

/** '25к1' → house 25, block 'к 1'; '64/1' stays one number. */
function splitHouse(house: string): { house: string; blockType: string | null; block: string | null } {
  const match = /^(.+?)к(\d+)$/.exec(house);
  return match ? { house: match[1]!, blockType: 'к', block: match[2]! } : { house, blockType: null, block: null };
}

function streetEntries(city: IndexedAddress, street: StreetFixture, order: number): IndexedAddress[] {
  const withTypeName = streetWithType(street);
  // The city's id is part of the name, so the same street name in two cities gets two ids.
  const streetFiasId = generatedFiasId(`${city.suggestion.data.fias_id}/${withTypeName}`);
  const first = street.houses[0]!;
  const streetData: AddressData = {
    ...city.suggestion.data,
    postal_code: null,
    street_fias_id: streetFiasId,
    street_with_type: withTypeName,
    street_type: street.type,
    street: street.name,
    fias_id: streetFiasId,
    fias_level: '7',
    kladr_id: null,
    // A street's point: its first house, as precise as DaData's street level (qc_geo 2).
    geo_lat: first[1].toFixed(6),
    geo_lon: first[2].toFixed(6),
    qc_geo: '2',
  };
  const cityTokens = city.tokens;
  const streetTokens = normaliseAddressWords(street.name);
  const regionAndCity = joined(city.suggestion.data.region_with_type, city.suggestion.data.city_with_type);
  const streetEntry: IndexedAddress = {
    level: 'street',
    suggestion: {
      value: joined(city.suggestion.value, withTypeName),
      unrestricted_value: joined(regionAndCity, withTypeName),
      data: streetData,
    },
    tokens: [...cityTokens, ...streetTokens],
    lat: first[1],
    lon: first[2],
    weight: 0,
    order: order * 1000,
    fiasIdGenerated: true,
  };
  const houses = street.houses.map(([number, lat, lon], index): IndexedAddress => {
    const houseFiasId = generatedFiasId(`${streetFiasId}/д ${number}`);
    const { house, blockType, block } = splitHouse(number);
    const written = block ? `д ${house} ${blockType} ${block}` : `д ${house}`;
    return {
      level: 'house',
      suggestion: {
        value: joined(streetEntry.suggestion.value, written),
        unrestricted_value: joined(streetEntry.suggestion.unrestricted_value, written),
        data: {
          ...streetData,
          house_fias_id: houseFiasId,
          house_type: 'д',
          house,
          block_type: blockType,
          block,
          fias_id: houseFiasId,
          fias_level: '8',
          geo_lat: lat.toFixed(6),
          geo_lon: lon.toFixed(6),
          qc_geo: '0',
        },
      },
      tokens: [...cityTokens, ...streetTokens, ...normaliseAddressWords(number)],
      lat,
      lon,
      weight: 0,
      order: order * 1000 + index + 1,
      fiasIdGenerated: true,
    };
  });
  return [streetEntry, ...houses];
}

/** Builds the index: about 1,100 cities and the fixtures' streets and houses of the served cities. */
export async function loadOfflineAddresses(): Promise<IndexedAddress[]> {
  const rows: CityRow[] = parse(await readFile(CITY_CSV, 'utf8'), { columns: true, skip_empty_lines: true });
  const cities = rows.map(cityEntry);
  // Streets are numbered on through the fixtures (Tyumen's 1-65 as before), so each keeps its place in ties.
  let streetOrder = 0;
  const streets = CITY_STREET_FIXTURES.flatMap(({ cityFiasId, streets: cityStreets }) => {
    const city = cities.find((entry) => entry.suggestion.data.fias_id === cityFiasId);
    if (!city) throw new Error(`api/data/geo/city.csv has no city with FIAS id ${cityFiasId} (a street fixture's city)`);
    return cityStreets.flatMap((street) => streetEntries(city, street, ++streetOrder));
  });
  return [...cities, ...streets];
}

let sharedIndex: Promise<AddressIndex> | undefined;

/** One index per process, built on first use: it is read-only, so every API instance in it can share it. */
function offlineIndex(): Promise<AddressIndex> {
  sharedIndex ??= loadOfflineAddresses().then(createAddressIndex);
  return sharedIndex;
}

const suggestionsOf = (entries: IndexedAddress[]): AddressSuggestion[] => entries.map((entry) => entry.suggestion);

export function createOfflineGeo(): GeoPort {
  return {
    async suggest(query, options) {
      return suggestionsOf((await offlineIndex()).search(query, options));
    },
    async geolocate(lat, lon, options) {
      return suggestionsOf((await offlineIndex()).nearestHouses(lat, lon, options));
    },
    async findById(fiasId) {
      const entry = (await offlineIndex()).byFiasId(fiasId);
      return entry ? [entry.suggestion] : [];
    },
  };
}
