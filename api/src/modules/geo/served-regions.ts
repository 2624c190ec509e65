// The served regions and their centres, as `app.servedRegions`: every listing, map and home page
// turns its address or city id into a region first, and regions change only by an operator's
// edit, so they are read once and kept in memory until public data changes (app.rememberPublicData).
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { mainCities } from '../../db/schema.ts';
import { distanceMetres } from './address-index.ts';

export interface ServedRegion {
  id: number;
  lat: number;
  lon: number;
}

export interface ServedRegions {
  /** The region of that id, if the product serves it. */
  find(id: number): Promise<ServedRegion | undefined>;
  /** The served region whose centre is nearest to the point: an address belongs to it. */
  nearest(point: { lat: number; lon: number }): Promise<ServedRegion | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    servedRegions: ServedRegions;
  }
}

export const readServedRegions = (orm: Orm): Promise<ServedRegion[]> =>
  orm.select({ id: mainCities.id, lat: mainCities.lat, lon: mainCities.lon }).from(mainCities).where(eq(mainCities.isServed, true));

/** The lookups over `load` (the served regions; remembered by the caller or read each time). */
export function createServedRegions(load: () => Promise<ServedRegion[]>): ServedRegions {
  return {
    async find(id) {
      return (await load()).find((region) => region.id === id);
    },
    async nearest(point) {
      // Great-circle distance orders regions as the database's earth_distance over a sphere does.
      let nearest: ServedRegion | undefined;
      let nearestMetres = Number.POSITIVE_INFINITY;
      for (const region of await load()) {
        const metres = distanceMetres(point.lat, point.lon, region.lat, region.lon);
        if (metres < nearestMetres) [nearest, nearestMetres] = [region, metres];
      }
      return nearest;
    },
  };
}

export const servedRegionsPlugin = fp(
  async function servedRegionsPlugin(app) {
    // Public reads may come from a replica (DATABASE_READ_URL); rememberPublicData allows for its lag.
    const { readOrm } = app.db;
    app.decorate('servedRegions', createServedRegions(app.rememberPublicData(() => readServedRegions(readOrm))));
  },
  { name: 'api-served-regions', dependencies: ['api-db', 'public-cache'] },
);
