// The operations of api/src/modules/devices/devices.routes.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const devicesEndpoints = {
  registerDevice: defineEndpoint({
    method: 'POST',
    path: '/device/register',
    operationId: 'registerDevice',
    access: 'public',
    body: 'deviceRegisterRequestSchema',
    response: 'deviceRegisterResponseSchema',
  }),
} as const;
