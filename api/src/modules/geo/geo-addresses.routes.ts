// HTTP face of the address lookups: /api/geo/* (search and reverse lookup) and
// /api/v2/geo/addresses-by-coordinates, each counted against the caller's per-IP allowance. Both
// share app.geoAddresses (geo-addresses.plugin.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geoEndpoints, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { ApiError } from '../../plugins/errors.ts';
import type { GeoAddressesDeps } from './geo.config.ts';
import { createGeoAddressesService } from './geo-addresses.service.ts';
import { createGeoRepository } from './geo.repository.ts';

/** Every route of the plugin this is called in takes one unit of the caller's allowance, before validation. */
function countAgainstIpAllowance(app: FastifyInstance, { limiter }: GeoAddressesDeps) {
  app.addHook('onRequest', async (request, reply) => {
    const verdict = limiter.take(request.ip);
    if (verdict.allowed) return;
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    throw new ApiError('rate_limited');
  });
}

const serviceFor = (app: FastifyInstance, { geo }: GeoAddressesDeps) => createGeoAddressesService({ geo, mainCities: createGeoRepository(app.db.orm) });

/** Mounted at /api/geo next to the main-cities routes. */
const geoAddressRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  const endpoint = tableRoutes(app, '/geo');
  const addresses = app.geoAddresses;
  countAgainstIpAllowance(app, addresses);
  const geo = serviceFor(app, addresses);

  app.route({
    ...endpoint(geoEndpoints.getAddressByCoordinates, {
      tags: ['geo'],
      summary: 'The house nearest to a point (within 1 km), or null',
      response: FAILURE_RESPONSES,
    }),
    handler: async ({ query }) => successEnvelope(await geo.addressByCoordinates(query.lat, query.lon)),
  });

  app.route({
    ...endpoint(geoEndpoints.listAddressesByQuery, {
      tags: ['geo'],
      summary: 'Address suggestions for typed text, optionally within one city (region for federal cities)',
      response: FAILURE_RESPONSES,
    }),
    handler: async ({ query }) => successEnvelope(await geo.addressesByQuery(query.query, query.cityFiasId)),
  });

  // The client contract writes these three with a trailing slash; the slashless spelling answers the same (hidden from the docs).
  for (const hide of [false, true]) {
    const { url, ...route } = endpoint(geoEndpoints.listCitiesByQuery, {
      hide,
      tags: ['geo'],
      summary: 'Cities and settlements for typed text',
      response: FAILURE_RESPONSES,
    });
    app.route({ ...route, url: hide ? url.replace(/\/$/, '') : url, handler: async ({ query }) => successEnvelope(await geo.citiesByQuery(query.query)) });
  }

  for (const hide of [false, true]) {
    const { url, ...route } = endpoint(geoEndpoints.listStreetsByQuery, {
      hide,
      tags: ['geo'],
      summary: 'Streets of the city with FIAS id `fiasId` for typed text',
      response: FAILURE_RESPONSES,
    });
    app.route({
      ...route,
      url: hide ? url.replace(/\/$/, '') : url,
      handler: async ({ query }) => successEnvelope(await geo.streetsByQuery(query.query, query.fiasId)),
    });
  }

  for (const hide of [false, true]) {
    const { url, ...route } = endpoint(geoEndpoints.listHousesByQuery, {
      hide,
      tags: ['geo'],
      summary: 'Houses of the street with FIAS id `fiasId` for typed text',
      response: FAILURE_RESPONSES,
    });
    app.route({
      ...route,
      url: hide ? url.replace(/\/$/, '') : url,
      handler: async ({ query }) => successEnvelope(await geo.housesByQuery(query.query, query.fiasId)),
    });
  }

  app.route({
    ...endpoint(geoEndpoints.listAddressSuggestions, {
      tags: ['geo'],
      summary: 'Address suggestions anywhere for typed text',
      response: FAILURE_RESPONSES,
    }),
    handler: async ({ query }) => successEnvelope(await geo.addressSuggestions(query.query)),
  });

  app.route({
    ...endpoint(geoEndpoints.getAddressInfo, {
      tags: ['geo'],
      summary: 'The one address a query means (a FIAS id or text), or null',
      response: FAILURE_RESPONSES,
    }),
    handler: async ({ query }) => successEnvelope(await geo.addressInfo(query.query)),
  });
};

/** Mounted at /api/v2/geo. */
const geoV2RoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  const endpoint = tableRoutes(app, '/v2/geo');
  const addresses = app.geoAddresses;
  countAgainstIpAllowance(app, addresses);
  const geo = serviceFor(app, addresses);

  app.route({
    ...endpoint(geoEndpoints.listAddressesByCoordinates, {
      tags: ['geo'],
      summary: 'Houses nearest to a point (within 1 km), nearest first; `count` 1-20, default 5',
      response: FAILURE_RESPONSES,
    }),
    handler: async ({ query }) => successEnvelope(await geo.addressesByCoordinates(query.lat, query.lon, query.count)),
  });
};

export const geoAddressRoutes = fp(geoAddressRoutesPlugin, { name: 'api-geo-address-routes', encapsulate: true, dependencies: ['api-geo-addresses'] });
export const geoV2Routes = fp(geoV2RoutesPlugin, { name: 'api-geo-v2-routes', encapsulate: true, dependencies: ['api-geo-addresses'] });
