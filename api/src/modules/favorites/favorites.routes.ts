// HTTP face of favourites, signed-in only, always the token's own user (no user id in any path or body):
// GET /api/profiles/favorites/ids, PUT|DELETE /api/profiles/favorites/{cooks|dishes}/{id}, GET /api/profiles/favorites/cooks|dishes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { favoritesEndpoints, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { AUTH_FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createFavoritesRepository } from './favorites.repository.ts';
import { createFavoritesService } from './favorites.service.ts';
import { noStore } from '../../plugins/no-store.ts';

const favoritesRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const favorites = createFavoritesService({ favorites: createFavoritesRepository(app.db.orm), now });
  const tags = ['favorites'];
  const endpoint = tableRoutes(app, '/profiles/favorites');
  app.addHook('onSend', noStore);

  app.route({
    ...endpoint(favoritesEndpoints.listFavoriteIds, {
      tags,
      summary: "The ids of the user's favourite cooks and dishes the catalogue shows, newest kept first, to mark cards and pages",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await favorites.ids(request.userId)),
  });

  app.route({
    ...endpoint(favoritesEndpoints.addFavorite, {
      tags,
      summary: 'Adds a cook or dish to the favourites (idempotent) and answers isFavorite; 404 for an unknown, paused or hidden one',
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await favorites.set(request.userId, request.params.kind, request.params.id, true)),
  });

  app.route({
    ...endpoint(favoritesEndpoints.removeFavorite, {
      tags,
      summary: 'Removes a cook or dish from the favourites (idempotent; a paused or hidden one too) and answers isFavorite; 404 for an unknown one',
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await favorites.set(request.userId, request.params.kind, request.params.id, false)),
  });

  app.route({
    ...endpoint(favoritesEndpoints.listFavoriteCooks, {
      tags,
      summary: "A page of the user's favourite cooks as catalogue cards, newest kept first, paused ones left out; distance from lon/lat",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await favorites.listCooks(request.userId, request.query)),
  });

  app.route({
    ...endpoint(favoritesEndpoints.listFavoriteDishes, {
      tags,
      summary:
        "A page of the user's favourite dishes as catalogue cards, newest kept first, hidden ones and those of paused cooks left out; distance from lon/lat",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await favorites.listDishes(request.userId, request.query)),
  });
};

export default favoritesRoutes;
