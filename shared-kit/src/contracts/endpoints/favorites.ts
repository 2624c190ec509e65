// The operations of api/src/modules/favorites/favorites.routes.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const favoritesEndpoints = {
  listFavoriteIds: defineEndpoint({
    method: 'GET',
    path: '/profiles/favorites/ids',
    operationId: 'listFavoriteIds',
    access: 'user',
    response: 'favoriteIdsResponseSchema',
  }),
  addFavorite: defineEndpoint({
    method: 'PUT',
    path: '/profiles/favorites/:kind/:id',
    operationId: 'addFavorite',
    access: 'user',
    params: 'favoriteParamsSchema',
    response: 'favoriteStateResponseSchema',
  }),
  removeFavorite: defineEndpoint({
    method: 'DELETE',
    path: '/profiles/favorites/:kind/:id',
    operationId: 'removeFavorite',
    access: 'user',
    params: 'favoriteParamsSchema',
    response: 'favoriteStateResponseSchema',
  }),
  listFavoriteCooks: defineEndpoint({
    method: 'GET',
    path: '/profiles/favorites/cooks',
    operationId: 'listFavoriteCooks',
    access: 'user',
    query: 'favoriteListQuerySchema',
    response: 'favoriteCooksResponseSchema',
  }),
  listFavoriteDishes: defineEndpoint({
    method: 'GET',
    path: '/profiles/favorites/dishes',
    operationId: 'listFavoriteDishes',
    access: 'user',
    query: 'favoriteListQuerySchema',
    response: 'favoriteDishesResponseSchema',
  }),
} as const;
