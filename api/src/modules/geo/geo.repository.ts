// Reads regions (the main_cities table).
import { asc, eq } from 'drizzle-orm';
import type { MainCity } from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import { mainCities } from '../../db/schema.ts';

/** A region as stored: what the API shows plus whether the product serves it. */
export interface MainCityRecord extends MainCity {
  isServed: boolean;
}

const mainCityColumns = {
  id: mainCities.id,
  slug: mainCities.slug,
  name: mainCities.name,
  fiasId: mainCities.fiasId,
  lat: mainCities.lat,
  lon: mainCities.lon,
  timezone: mainCities.timezone,
  isServed: mainCities.isServed,
};

export function createGeoRepository(orm: Orm) {
  return {
    async listServedMainCities(): Promise<MainCityRecord[]> {
      return orm.select(mainCityColumns).from(mainCities).where(eq(mainCities.isServed, true)).orderBy(asc(mainCities.sortOrder), asc(mainCities.id));
    },

    async findMainCityBySlug(slug: string): Promise<MainCityRecord | undefined> {
      const [city] = await orm.select(mainCityColumns).from(mainCities).where(eq(mainCities.slug, slug)).limit(1);
      return city;
    },

    async findMainCityById(id: number): Promise<MainCityRecord | undefined> {
      const [city] = await orm.select(mainCityColumns).from(mainCities).where(eq(mainCities.id, id)).limit(1);
      return city;
    },
  };
}

export type GeoRepository = ReturnType<typeof createGeoRepository>;
