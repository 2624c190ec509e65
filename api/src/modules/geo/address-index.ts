// The offline adapter's search: Russian address normalisation (ё→е, type words such as 'ул', 'пр-кт',
// 'д' ignored, '25к1' read as '25 к 1'), prefix matching for typeahead, and nearest-point lookups.
import type { AddressSuggestion } from '@povar/shared-kit/contracts';
import type { AddressLevel, AddressLocation } from './geo.port.ts';

/** One address the index can answer with. */
export interface IndexedAddress {
  level: AddressLevel;
  suggestion: AddressSuggestion;
  /** Normalised words of the city, street and house, as the query is matched against them. */
  tokens: string[];
  lat: number;
  lon: number;
  /** Breaks ties: bigger first (a city's population); houses keep their street order through `order`. */
  weight: number;
  order: number;
  /** The FIAS id was made up from the name (uuid v5), not taken from the registry. */
  fiasIdGenerated: boolean;
}

const LEVEL_RANK: Readonly<Record<AddressLevel, number>> = { region: 1, city: 4, settlement: 6, street: 7, house: 8 };

/** Words that name a kind of place rather than the place: 'ул Ленина, д 1' searches for 'ленина 1'. */
const TYPE_WORDS = new Set([
  'г',
  'город',
  'ул',
  'улица',
  'пр',
  'кт',
  'проспект',
  'пер',
  'переулок',
  'проезд',
  'пл',
  'площадь',
  'бульвар',
  'бул',
  'ш',
  'шоссе',
  'тракт',
  'д',
  'дом',
  'к',
  'корп',
  'корпус',
  'стр',
  'строение',
  'обл',
  'область',
  'кв',
  'мкр',
  'микрорайон',
]);
/** Hyphenated abbreviations, dropped whole before the hyphen splits them. */
const HYPHENATED_TYPES = /(?<![\p{L}\d])(пр-кт|б-р|р-н|пр-д|ш-се)(?![\p{L}\d])/gu;

/** Lower case, ё→е, abbreviations and punctuation out, numbers split from letters ('25к1' → '25', '1'). */
export function normaliseAddressWords(text: string): string[] {
  return text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(HYPHENATED_TYPES, ' ')
    .replace(/[^\p{L}\d]+/gu, ' ')
    .replace(/(\d)(\p{L})/gu, '$1 $2')
    .replace(/(\p{L})(\d)/gu, '$1 $2')
    .split(' ')
    .filter((word) => word.length > 0 && !TYPE_WORDS.has(word));
}

export interface IndexSearchOptions {
  count: number;
  bounds?: { from: AddressLevel; to: AddressLevel };
  locations?: AddressLocation[];
}

export function createAddressIndex(entries: readonly IndexedAddress[]) {
  const byFiasId = new Map(entries.map((entry) => [entry.suggestion.data.fias_id, entry]));

  return {
    search(query: string, { count, bounds, locations }: IndexSearchOptions): IndexedAddress[] {
      const words = normaliseAddressWords(query);
      if (words.length === 0) return [];
      const scored: Array<{ entry: IndexedAddress; score: number }> = [];
      for (const entry of entries) {
        if (bounds && !withinBounds(entry.level, bounds)) continue;
        if (locations && locations.length > 0 && !locations.some((location) => liesIn(entry, location))) continue;
        const score = matchScore(words, entry.tokens);
        if (score > 0) scored.push({ entry, score });
      }
      scored.sort(
        (a, b) =>
          b.score - a.score ||
          // Fewer words beyond the query first: 'респ' puts the street before its houses.
          a.entry.tokens.length - b.entry.tokens.length ||
          LEVEL_RANK[a.entry.level] - LEVEL_RANK[b.entry.level] ||
          b.entry.weight - a.entry.weight ||
          a.entry.order - b.entry.order,
      );
      return scored.slice(0, count).map(({ entry }) => entry);
    },

    /** Houses within the radius of the point, nearest first. */
    nearestHouses(lat: number, lon: number, { count, radiusMetres }: { count: number; radiusMetres: number }): IndexedAddress[] {
      return entries
        .filter((entry) => entry.level === 'house')
        .map((entry) => ({ entry, metres: distanceMetres(lat, lon, entry.lat, entry.lon) }))
        .filter(({ metres }) => metres <= radiusMetres)
        .sort((a, b) => a.metres - b.metres)
        .slice(0, count)
        .map(({ entry }) => entry);
    },

    byFiasId(fiasId: string): IndexedAddress | undefined {
      return byFiasId.get(fiasId.toLowerCase());
    },
  };
}

export type AddressIndex = ReturnType<typeof createAddressIndex>;

/** 0 when some query word matches nothing; otherwise 2 per exact word and 1 per prefix (the word being typed). */
function matchScore(words: readonly string[], tokens: readonly string[]): number {
  let score = 0;
  for (const word of words) {
    if (tokens.includes(word)) score += 2;
    else if (tokens.some((token) => token.startsWith(word))) score += 1;
    else return 0;
  }
  return score;
}

function withinBounds(level: AddressLevel, bounds: { from: AddressLevel; to: AddressLevel }): boolean {
  return LEVEL_RANK[level] >= LEVEL_RANK[bounds.from] && LEVEL_RANK[level] <= LEVEL_RANK[bounds.to];
}

function liesIn({ suggestion: { data } }: IndexedAddress, location: AddressLocation): boolean {
  return (
    (location.regionFiasId === undefined || data.region_fias_id === location.regionFiasId) &&
    (location.cityFiasId === undefined || data.city_fias_id === location.cityFiasId) &&
    (location.settlementFiasId === undefined || data.settlement_fias_id === location.settlementFiasId) &&
    (location.streetFiasId === undefined || data.street_fias_id === location.streetFiasId)
  );
}

const EARTH_RADIUS_METRES = 6_371_000;

/** Great-circle distance (haversine). */
export function distanceMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.sqrt(h));
}
