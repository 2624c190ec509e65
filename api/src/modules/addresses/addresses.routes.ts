// HTTP face of delivery addresses: the signed-in user's list under
// /api/profiles/addresses (GET, POST, POST /{id}, DELETE /{id}, POST /{id}/active, and our
// POST /merge-guest), and a guest's one address under /api/guest/addresses (GET, POST).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressesEndpoints, GUEST_SESSION_MISSING_MESSAGE, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { AUTH_FAILURE_RESPONSES, FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { ApiError } from '../../plugins/errors.ts';
import { createAddressesRepository } from './addresses.repository.ts';
import { createAddressesService } from './addresses.service.ts';
import { noStore } from '../../plugins/no-store.ts';

export const userAddressesRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const addresses = createAddressesService({ repository: createAddressesRepository(app.db.orm), now });
  const tags = ['addresses'];
  const endpoint = tableRoutes(app, '/profiles/addresses');
  app.addHook('onSend', noStore);

  app.route({
    ...endpoint(addressesEndpoints.listUserAddresses, {
      tags,
      summary: "The user's addresses, newest first; exactly one is active when the list is not empty",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await addresses.list(request.userId)),
  });

  app.route({
    ...endpoint(addressesEndpoints.createUserAddress, {
      tags,
      summary: 'Adds an address (data.id is its id); the first one becomes active; at most 20; the city must be served',
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await addresses.create(request.userId, request.body)),
  });

  // Static, so it wins over '/:id' below.
  app.route({
    ...endpoint(addressesEndpoints.mergeGuestAddress, {
      tags,
      summary:
        "Moves this browser's guest address (session-id with its guest-key cookie) into the list as the active one, once; an identical saved one (fiasId, no apartment) is made active instead",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: [app.authenticate, app.identifyGuest],
    handler: async (request) => successEnvelope(await addresses.mergeGuestAddress(request.userId, request.guestSessionId)),
  });

  app.route({
    ...endpoint(addressesEndpoints.updateUserAddress, {
      tags,
      summary: "Replaces every field of an own address; someone else's id is 404",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await addresses.update(request.userId, request.params.id, request.body)),
  });

  app.route({
    ...endpoint(addressesEndpoints.deleteUserAddress, {
      tags,
      summary: "Deletes an own address; when it was active, the newest remaining becomes active (data.activeId); someone else's id is 404",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await addresses.remove(request.userId, request.params.id)),
  });

  app.route({
    ...endpoint(addressesEndpoints.activateUserAddress, {
      tags,
      summary: "Makes an own address the active one (the others stop being active); someone else's id is 404",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await addresses.activate(request.userId, request.params.id)),
  });
};

export const guestAddressesRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const addresses = createAddressesService({ repository: createAddressesRepository(app.db.orm), now });
  const tags = ['addresses'];
  const endpoint = tableRoutes(app, '/guest/addresses');
  app.addHook('onSend', noStore);

  app.route({
    ...endpoint(addressesEndpoints.getGuestAddress, {
      tags,
      summary: "The guest's one address, or null (also without a usable session-id, or with someone else's id but not their guest-key cookie)",
      response: FAILURE_RESPONSES,
    }),
    preHandler: app.identifyGuest,
    handler: async (request) => successEnvelope(await addresses.guestAddress(request.guestSessionId)),
  });

  app.route({
    ...endpoint(addressesEndpoints.saveGuestAddress, {
      tags,
      summary: "Saves the guest's one address, replacing the previous one; needs the session-id header; the city must be served",
      response: FAILURE_RESPONSES,
    }),
    preHandler: app.identifyGuest,
    handler: async (request) => {
      if (!request.guestSessionId) throw new ApiError('validation', { errors: [GUEST_SESSION_MISSING_MESSAGE] });
      return successEnvelope(await addresses.saveGuestAddress(request.guestSessionId, request.body));
    },
  });
};
