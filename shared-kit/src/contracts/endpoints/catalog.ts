// The operations of api/src/modules/catalog/catalog.routes.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const catalogEndpoints = {
  listCatalogDishes: defineEndpoint({
    method: 'GET',
    path: '/catalog/dishes',
    operationId: 'listCatalogDishes',
    access: 'public',
    query: 'dishListQuerySchema',
    response: 'dishListResponseSchema',
  }),
  listCatalogCooks: defineEndpoint({
    method: 'GET',
    path: '/catalog/cooks',
    operationId: 'listCatalogCooks',
    access: 'public',
    query: 'cookListQuerySchema',
    response: 'cookListResponseSchema',
  }),
  getCatalogDish: defineEndpoint({
    method: 'GET',
    path: '/catalog/dishes/:id',
    operationId: 'getCatalogDish',
    access: 'public',
    params: 'dishDetailParamsSchema',
    query: 'dishDetailQuerySchema',
    response: 'dishDetailResponseSchema',
  }),
  searchCatalog: defineEndpoint({
    method: 'GET',
    path: '/catalog/search',
    operationId: 'searchCatalog',
    access: 'public',
    query: 'catalogSearchQuerySchema',
    response: 'catalogSearchResponseSchema',
  }),
} as const;
