// Region rules: only served regions are listed or found; any other slug or id is "not available in this region".
import type { MainCity } from '@povar/shared-kit/contracts';
import { ApiError } from '../../plugins/errors.ts';
import type { GeoRepository, MainCityRecord } from './geo.repository.ts';

export function createGeoService(deps: { mainCities: Pick<GeoRepository, 'listServedMainCities' | 'findMainCityBySlug' | 'findMainCityById'> }) {
  const { mainCities } = deps;
  return {
    async listServedMainCities(): Promise<MainCity[]> {
      return (await mainCities.listServedMainCities()).map(toMainCity);
    },

    async getServedMainCityBySlug(slug: string): Promise<MainCity> {
      return servedOrRegionNotFound(await mainCities.findMainCityBySlug(slug));
    },

    async getServedMainCityById(id: number): Promise<MainCity> {
      return servedOrRegionNotFound(await mainCities.findMainCityById(id));
    },
  };
}

export type GeoService = ReturnType<typeof createGeoService>;

/** Unknown and known-but-not-served regions get the same answer: the client shows the region-not-available screen. */
function servedOrRegionNotFound(city: MainCityRecord | undefined): MainCity {
  if (!city?.isServed) throw new ApiError('region_not_found');
  return toMainCity(city);
}

function toMainCity({ isServed: _isServed, ...city }: MainCityRecord): MainCity {
  return city;
}
