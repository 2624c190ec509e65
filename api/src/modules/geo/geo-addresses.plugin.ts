// The address lookups' shared parts as `app.geoAddresses`: one adapter (offline or DaData, its
// answers' cache counted in the metrics) and one per-IP allowance for both /api/geo and /api/v2/geo.
import fp from 'fastify-plugin';
import { createGeoAddressesDeps, type GeoAddressesDeps, type GeoConfig } from './geo.config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    geoAddresses: GeoAddressesDeps;
  }
}

export const geoAddressesPlugin = fp<{ config: GeoConfig; now: () => Date }>(
  async function geoAddressesPlugin(app, { config, now }) {
    const { metrics } = app;
    const onCacheLookup = metrics ? (hit: boolean) => metrics.cacheLookup('geo_suggestions', hit) : undefined;
    app.decorate('geoAddresses', createGeoAddressesDeps(config, { now, log: app.log, onCacheLookup }));
  },
  { name: 'api-geo-addresses', dependencies: ['api-metrics'] },
);
