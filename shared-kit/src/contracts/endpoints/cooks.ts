// The operations of api/src/modules/cooks/cooks.routes.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const cooksEndpoints = {
  getCookPage: defineEndpoint({
    method: 'GET',
    path: '/cooks/:id',
    operationId: 'getCookPage',
    access: 'public',
    params: 'cookPageParamsSchema',
    query: 'dishDetailQuerySchema',
    response: 'cookPageResponseSchema',
  }),
} as const;
