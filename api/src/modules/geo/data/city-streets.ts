// The street and house fixtures of the offline geo adapter, one per served city (see NOTICE.md beside
// this file: where the names and points come from and what they are good for). Street names are real;
// each street's houses are placed along an approximation of its course. No FIAS ids here: offline-geo.ts
// derives stable ones from the city's id and the names (marked generated in its index), because the
// registry's street and house ids were not available.
import { EKATERINBURG_STREETS } from './ekaterinburg-streets.ts';
import { OMSK_STREETS } from './omsk-streets.ts';
import { TYUMEN_STREETS } from './tyumen-streets.ts';

/** Street types as DaData writes them (short form). */
export type StreetType = 'ул' | 'пр-кт' | 'тракт' | 'б-р' | 'проезд';

export interface StreetFixture {
  type: StreetType;
  name: string;
  /** [house number as written ("25к1", "64/1"), lat, lon] */
  houses: ReadonlyArray<readonly [house: string, lat: number, lon: number]>;
}

export interface CityStreetFixture {
  /** The city's real FIAS id, as api/data/geo/city.csv has it. */
  cityFiasId: string;
  streets: readonly StreetFixture[];
}

export const TYUMEN_FIAS_ID = '9ae64229-9f7b-4149-b27a-d1f6ec74b5ce';
export const EKATERINBURG_FIAS_ID = '2763c110-cb8b-416a-9dac-ad28a55b4402';
export const OMSK_FIAS_ID = '140e31da-27bf-4519-9ea0-6185d681d44e';

/** The served cities (api/src/db/main-cities.ts). Tyumen stays first: index order breaks ties in search. */
export const CITY_STREET_FIXTURES: readonly CityStreetFixture[] = [
  { cityFiasId: TYUMEN_FIAS_ID, streets: TYUMEN_STREETS },
  { cityFiasId: EKATERINBURG_FIAS_ID, streets: EKATERINBURG_STREETS },
  { cityFiasId: OMSK_FIAS_ID, streets: OMSK_STREETS },
];
