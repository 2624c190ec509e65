// Suggestions for the address search (the /api/geo calls), once the text has settled: before a
// street is chosen, the region's streets (street-by-query, the city's FIAS id) and whole
// addresses (addresses-by-query, so 'Республики 5' finds the house at once); after, the chosen
// street's houses (house-by-query, the street's FIAS id).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebounce } from 'use-debounce';
import type { GeoAddress } from '@povar/shared-kit';
import { listAddressesByQuery, listHousesByQuery, listStreetsByQuery } from './address-api';
import { HOUSE_QUERY_MIN_LENGTH, STREET_QUERY_MIN_LENGTH, SUGGESTIONS_DELAY_MS, suggestionKind } from './address-geo';

/** The API's bound for a query. */
export const ADDRESS_QUERY_MAX_LENGTH = 300;
const MAX_SUGGESTIONS = 10;

/** What to ask: streets and addresses by the text, or a street's houses by the house part. */
export type SuggestionQuery = { kind: 'street'; text: string; cityFiasId: string | null } | { kind: 'house'; text: string; streetFiasId: string };

async function geoList(what: string, answer: Promise<GeoAddress[] | undefined>): Promise<GeoAddress[]> {
  const list = await answer;
  // Undefined: a 503/500/429 the client has shown in a toast; an error, so the box says so.
  if (!list) throw new Error(`No answer for the ${what}`);
  return list;
}

/** Streets first, then houses; one line per place; nothing that is neither (cities, regions). */
function mergeSuggestions(...lists: GeoAddress[][]): GeoAddress[] {
  const seen = new Set<string>();
  const merged: GeoAddress[] = [];
  for (const item of lists.flat()) {
    const key = item.data.fias_id ?? item.value;
    if (!suggestionKind(item) || seen.has(key)) continue;
    seen.add(key);
    merged.push(item);
  }
  return merged.slice(0, MAX_SUGGESTIONS);
}

async function fetchSuggestions(query: SuggestionQuery, signal: AbortSignal): Promise<GeoAddress[]> {
  if (query.kind === 'house') {
    return mergeSuggestions(await geoList('houses', listHousesByQuery({ query: query.text, fiasId: query.streetFiasId }, signal)));
  }
  const { text, cityFiasId } = query;
  const [streets, addresses] = await Promise.all([
    // Without the region's city the street search has no place to look in; the free search still works.
    cityFiasId ? geoList('streets', listStreetsByQuery({ query: text, fiasId: cityFiasId }, signal)) : Promise.resolve([]),
    geoList('addresses', listAddressesByQuery(cityFiasId ? { query: text, cityFiasId } : { query: text }, signal)),
  ]);
  return mergeSuggestions(streets, addresses);
}

const longEnough = (query: SuggestionQuery) => query.text.length >= (query.kind === 'house' ? HOUSE_QUERY_MIN_LENGTH : STREET_QUERY_MIN_LENGTH);

export function useAddressSuggestions(typed: SuggestionQuery, { enabled }: { enabled: boolean }) {
  const [settledQuery] = useDebounce(typed, SUGGESTIONS_DELAY_MS, { equalityFn: (a, b) => JSON.stringify(a) === JSON.stringify(b) });
  const active = enabled && longEnough(typed);
  const settled = JSON.stringify(settledQuery) === JSON.stringify(typed);
  const query = useQuery({
    queryKey: ['geo', 'suggestions', settledQuery],
    // Consuming the signal lets react-query drop an answer the next keystroke made obsolete.
    queryFn: ({ signal }) => fetchSuggestions(settledQuery, signal),
    enabled: active && longEnough(settledQuery),
    // The last suggestions stay while the next ones load: the list does not flicker.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return {
    active,
    loading: active && (!settled || query.isFetching),
    /** Suggestions for what is typed now, not a previous text's kept ones. */
    current: settled && !query.isPlaceholderData,
    items: active ? (query.data ?? []) : [],
    isError: active && settled && query.isError,
  };
}
