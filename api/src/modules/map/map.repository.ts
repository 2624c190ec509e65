// Reads the map: the active cooks of a region nearest to a point within a radius.
import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { cooks, dishes, mainCities, specialities } from '../../db/schema.ts';
import { cookDeliversColumn } from '../schedule/index.ts';

export interface Point {
  lat: number;
  lon: number;
}

const earthPoint = (point: Point) => sql`ll_to_earth(${point.lat}, ${point.lon})`;
const cookEarthPoint = sql`ll_to_earth(${cooks.lat}, ${cooks.lon})`;

export function createMapRepository(orm: Orm) {
  return {
    /**
     * Up to `limit` active cooks of the region within `radius` metres of the point, nearest
     * first, then by id among equal distances in whole metres. The GiST index cooks_location_gist
     * answers both `earth_box @>` (the box is a little larger than the circle, so earth_distance
     * trims its corners) and the `<->` order, walking nearest first and stopping at the limit:
     * 13 ms for 500 of 37,000 cooks in the circle, where sorting them all took 600 ms. A second
     * sort key would defeat that walk, so ties are ordered here.
     */
    async listCooksAround(regionId: number, point: Point, radius: number, limit: number) {
      const distance = sql`earth_distance(${cookEarthPoint}, ${earthPoint(point)})`;
      const rows = await orm
        .select({
          id: cooks.id,
          name: cooks.name,
          avatar: cooks.avatar,
          lat: cooks.lat,
          lon: cooks.lon,
          specialitySlug: specialities.slug,
          specialityTitle: specialities.title,
          rating: cooks.rating,
          reviewsCount: cooks.reviewsCount,
          passportVerified: cooks.passportVerified,
          sanitaryVerified: cooks.sanitaryVerified,
          deliveryCost: cooks.deliveryCost,
          delivers: cookDeliversColumn(),
          distance: sql<number>`round(${distance})::int`.mapWith(Number),
        })
        .from(cooks)
        .leftJoin(specialities, eq(specialities.id, cooks.specialityId))
        .where(
          and(
            eq(cooks.isActive, true),
            eq(cooks.mainCityId, regionId),
            // As in the cooks catalogue: a cook approved a moment ago is on the map from the first visible dish.
            sql`exists (select 1 from ${dishes} where ${dishes.cookId} = ${cooks.id} and not ${dishes.isHidden})`,
            sql`earth_box(${earthPoint(point)}, ${radius}) @> ${cookEarthPoint}`,
            sql`${distance} <= ${radius}`,
          ),
        )
        .orderBy(sql`${cookEarthPoint} <-> ${earthPoint(point)}`)
        .limit(limit);
      return rows.sort((a, b) => a.distance - b.distance || a.id - b.id);
    },
  };
}

export type MapRepository = ReturnType<typeof createMapRepository>;
export type MapCookRow = Awaited<ReturnType<MapRepository['listCooksAround']>>[number];
