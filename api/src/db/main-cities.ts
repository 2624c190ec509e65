// The regions the product knows and which of them it serves: the one list the seed, tests and fixtures share.
import { DEFAULT_MAIN_CITY_ID, DEFAULT_REGION_SLUG } from '@povar/shared-kit/routes';
import { readHflabsCities } from './hflabs-cities.ts';

export interface MainCitySeed {
  /** Stable: addresses and cooks refer to regions by this id (the client calls it mainCityId). */
  id: number;
  slug: string;
  /** The row of the cities file that gives the name, coordinates and time zone. */
  fiasId: string;
  isServed: boolean;
  sortOrder: number;
  /** Overrides the file's point where the product has its own centre. */
  centre?: { lat: number; lon: number };
}

/** Ordered as the regions list shows them: the default region first. */
export const SEEDED_MAIN_CITIES: readonly MainCitySeed[] = [
  {
    id: DEFAULT_MAIN_CITY_ID,
    slug: DEFAULT_REGION_SLUG,
    fiasId: '9ae64229-9f7b-4149-b27a-d1f6ec74b5ce',
    isServed: true,
    sortOrder: 1,
    // The map's default centre, within about 20 m of the file's point, so the map and the region agree.
    centre: { lat: 57.153033, lon: 65.534328 },
  },
  { id: 957, slug: 'ekaterinburg', fiasId: '2763c110-cb8b-416a-9dac-ad28a55b4402', isServed: true, sortOrder: 2 },
  { id: 958, slug: 'omsk', fiasId: '140e31da-27bf-4519-9ea0-6185d681d44e', isServed: true, sortOrder: 3 },
  { id: 959, slug: 'chelyabinsk', fiasId: 'a376e68d-724a-4472-be7c-891bdb09ae32', isServed: false, sortOrder: 4 },
  { id: 960, slug: 'kurgan', fiasId: '3bbda77d-ba3f-4457-9d44-c440815cda89', isServed: false, sortOrder: 5 },
  { id: 961, slug: 'tobolsk', fiasId: '6d7c3e9e-8d6d-490a-a650-8257dbf5ec36', isServed: false, sortOrder: 6 },
];

/** A seeded region with what the cities file says about it. */
export interface MainCityRow extends Omit<MainCitySeed, 'centre'> {
  name: string;
  lat: number;
  lon: number;
  timezone: string;
}

/** The seed list joined with the cities file; throws if the file lacks one of them (a damaged copy). */
export async function loadMainCityRows(): Promise<MainCityRow[]> {
  const citiesByFiasId = new Map((await readHflabsCities()).map((city) => [city.fiasId, city]));
  return SEEDED_MAIN_CITIES.map(({ centre, ...seed }) => {
    const city = citiesByFiasId.get(seed.fiasId);
    if (!city) throw new Error(`api/data/geo/city.csv has no city with FIAS id ${seed.fiasId} (${seed.slug})`);
    return { ...seed, name: city.name, timezone: city.timezone, lat: centre?.lat ?? city.lat, lon: centre?.lon ?? city.lon };
  });
}
