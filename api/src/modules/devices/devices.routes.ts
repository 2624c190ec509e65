// HTTP face of push registration: POST /api/device/register.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEVICE_ID_REQUIRED_MESSAGE, devicesEndpoints, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { AUTH_FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { ApiError } from '../../plugins/errors.ts';
import { devicesServiceFor, readDeviceHeaders } from './index.ts';

const devicesRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, { now = () => new Date() }) => {
  const endpoint = tableRoutes(app, '/device');
  const devices = devicesServiceFor(app.db.orm, now);

  app.route({
    ...endpoint(devicesEndpoints.registerDevice, {
      tags: ['auth'],
      summary:
        'Registers the app device for push ({requestId, deviceId} or the app push token {token, platform}); bound to the user of a valid Bearer token, to nobody without one',
      response: AUTH_FAILURE_RESPONSES,
    }),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const deviceId = request.body.deviceId ?? readDeviceHeaders(request.headers).deviceId;
      if (!deviceId) throw new ApiError('validation', { errors: [DEVICE_ID_REQUIRED_MESSAGE] });
      // A token that no longer works is a 401, so the client refreshes and registers again
      // signed in; binding the device to nobody instead would silently stop the user's pushes.
      const claims = await app.readAccessClaims(request);
      if (!claims && request.headers.authorization) throw new ApiError('unauthorized');
      const registration = await devices.register({ deviceId, pushToken: request.body.pushToken, platform: request.body.platform }, claims?.userId ?? null);
      return successEnvelope(registration);
    },
  });
};

export default devicesRoutes;
