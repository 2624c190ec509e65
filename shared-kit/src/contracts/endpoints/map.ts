// The operations of api/src/modules/map/map.routes.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const mapEndpoints = {
  listMapCooks: defineEndpoint({
    method: 'GET',
    path: '/map/cooks',
    operationId: 'listMapCooks',
    access: 'public',
    query: 'mapCooksQuerySchema',
    response: 'mapCooksResponseSchema',
  }),
} as const;
