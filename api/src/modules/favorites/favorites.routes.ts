// HTTP face of favourites, signed-in only, always the token's own user (no user id in any path or body):
// GET /api/profiles/favorites/ids, PUT|DELETE /api/profiles/favorites/{cooks|dishes}/{id}, GET /api/profiles/favorites/cooks|dishes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  favoriteCooksResponseSchema,
  favoriteDishesResponseSchema,
  favoriteIdsResponseSchema,
  favoriteListQuerySchema,
  favoriteParamsSchema,
  favoriteStateResponseSchema,
  successEnvelope,
} from '@povar/shared-kit/contracts';
import { AUTH_FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createFavoritesRepository } from './favorites.repository.ts';
import { createFavoritesService } from './favorites.service.ts';
import { noStore } from '../../plugins/no-store.ts';


const favoritesRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const favorites = createFavoritesService({ favorites: createFavoritesRepository(app.db.orm), now });
  const tags = ['favorites'];
  app.addHook('onSend', noStore);

  app.get(
    '/ids',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listFavoriteIds',
        tags,
        summary: "The ids of the user's favourite cooks and dishes the catalogue shows, newest kept first, to mark cards and pages",
        response: { 200: favoriteIdsResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await favorites.ids(request.userId)),
  );

  app.put(
    '/:kind/:id',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'addFavorite',
        tags,
        summary: 'Adds a cook or dish to the favourites (idempotent) and answers isFavorite; 404 for an unknown, paused or hidden one',
        params: favoriteParamsSchema,
        response: { 200: favoriteStateResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await favorites.set(request.userId, request.params.kind, request.params.id, true)),
  );

  app.delete(
    '/:kind/:id',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'removeFavorite',
        tags,
        summary: 'Removes a cook or dish from the favourites (idempotent; a paused or hidden one too) and answers isFavorite; 404 for an unknown one',
        params: favoriteParamsSchema,
        response: { 200: favoriteStateResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await favorites.set(request.userId, request.params.kind, request.params.id, false)),
  );

  app.get(
    '/cooks',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listFavoriteCooks',
        tags,
        summary: "A page of the user's favourite cooks as catalogue cards, newest kept first, paused ones left out; distance from lon/lat",
        querystring: favoriteListQuerySchema,
        response: { 200: favoriteCooksResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await favorites.listCooks(request.userId, request.query)),
  );

  app.get(
    '/dishes',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listFavoriteDishes',
        tags,
        summary: "A page of the user's favourite dishes as catalogue cards, newest kept first, hidden ones and those of paused cooks left out; distance from lon/lat",
        querystring: favoriteListQuerySchema,
        response: { 200: favoriteDishesResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await favorites.listDishes(request.userId, request.query)),
  );
};

export default favoritesRoutes;
