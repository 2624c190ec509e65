// The operations of api/src/plugins/files.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const filesEndpoints = {
  getPublicFile: defineEndpoint({
    method: 'GET',
    path: '/files/*',
    operationId: 'getPublicFile',
    access: 'public',
    params: 'publicFileParamsSchema',
    response: 'fileContentSchema',
  }),
} as const;
