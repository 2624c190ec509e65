// The operations of api/src/modules/health/health.routes.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const healthEndpoints = {
  getHealth: defineEndpoint({
    method: 'GET',
    path: '/health',
    operationId: 'getHealth',
    access: 'public',
    response: 'healthResponseSchema',
  }),
  getLiveness: defineEndpoint({
    method: 'GET',
    path: '/health/live',
    operationId: 'getLiveness',
    access: 'public',
    response: 'healthResponseSchema',
  }),
  getReadiness: defineEndpoint({
    method: 'GET',
    path: '/health/ready',
    operationId: 'getReadiness',
    access: 'public',
    response: 'healthResponseSchema',
  }),
} as const;
