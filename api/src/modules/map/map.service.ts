// Map rules: which region and point a query means, the cap on points, and cooks as map points.
import { MAP_POINTS_LIMIT, type MapCookPoint, type MapCooks, type MapCooksQuery } from '@povar/shared-kit/contracts';
import { DEFAULT_MAIN_CITY_ID } from '@povar/shared-kit/routes';
import { ApiError } from '../../plugins/errors.ts';
import type { ServedRegion, ServedRegions } from '../geo/index.ts';
import type { MapCookRow, MapRepository } from './map.repository.ts';

export function createMapService(deps: {
  map: Pick<MapRepository, 'listCooksAround'>;
  /** Where a point or a city id belongs (the geo module's, kept in memory). */
  regions: ServedRegions;
  /** Points per answer; tests lower it. */
  limit?: number;
}) {
  const { map, regions } = deps;
  const limit = deps.limit ?? MAP_POINTS_LIMIT;

  /** The region named, else the served region nearest to the point, else the default one. */
  async function resolveRegion(query: MapCooksQuery): Promise<ServedRegion> {
    const point = query.lon !== undefined && query.lat !== undefined ? { lon: query.lon, lat: query.lat } : undefined;
    const region =
      query.cityId !== undefined ? await regions.find(query.cityId) : point ? await regions.nearest(point) : await regions.find(DEFAULT_MAIN_CITY_ID);
    if (!region) throw new ApiError('region_not_found');
    return region;
  }

  return {
    async listCooksAround(query: MapCooksQuery): Promise<MapCooks> {
      const region = await resolveRegion(query);
      const point = query.lon !== undefined && query.lat !== undefined ? { lon: query.lon, lat: query.lat } : { lon: region.lon, lat: region.lat };
      // One more than the cap tells whether the circle held more cooks than are answered.
      const rows = await map.listCooksAround(region.id, point, query.radius, limit + 1);
      return {
        center: [point.lon, point.lat],
        radius: query.radius,
        regionId: region.id,
        points: rows.slice(0, limit).map(toMapPoint),
        truncated: rows.length > limit,
      };
    },
  };
}

export type MapService = ReturnType<typeof createMapService>;

function toMapPoint(row: MapCookRow): MapCookPoint {
  return {
    id: row.id,
    geometry: { type: 'Point', coordinates: [row.lon, row.lat] },
    properties: {
      name: row.name,
      avatar: row.avatar ?? null,
      speciality: row.specialitySlug && row.specialityTitle ? { slug: row.specialitySlug, title: row.specialityTitle } : null,
      rating: row.rating,
      reviewsCount: row.reviewsCount,
      passportVerified: row.passportVerified,
      sanitaryVerified: row.sanitaryVerified,
      deliveryCost: row.deliveryCost,
      delivers: row.delivers,
      distance: row.distance,
    },
  };
}
