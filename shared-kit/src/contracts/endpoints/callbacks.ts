// The operations of api/src/modules/callbacks/callbacks.routes.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const callbacksEndpoints = {
  saveCallbackRequest: defineEndpoint({
    method: 'POST',
    path: '/popup/callback/save',
    operationId: 'saveCallbackRequest',
    access: 'public',
    body: 'callbackSaveRequestSchema',
    response: 'callbackSaveResponseSchema',
  }),
} as const;
