// HTTP face of the basket: GET /api/basket, POST /api/basket/set-count,
// /clear, /remove, each answering the whole basket, and our POST /api/basket/merge-guest on
// sign-in. A Bearer token means the user's basket; without one the guest's (session-id + cookie).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { basketEndpoints, GUEST_SESSION_MISSING_MESSAGE, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { AUTH_FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { ApiError } from '../../plugins/errors.ts';
import { createBasketRepository, type BasketOwner } from './basket.repository.ts';
import { createBasketService } from './basket.service.ts';
import { noStore } from '../../plugins/no-store.ts';

/** The user's basket when signed in, else the guest's; null for a guest without a usable session-id. */
const ownerOf = (request: FastifyRequest): BasketOwner | null => {
  if (request.userId) return { userId: request.userId };
  return request.guestSessionId ? { guestSessionId: request.guestSessionId } : null;
};

const writerOf = (request: FastifyRequest): BasketOwner => {
  const owner = ownerOf(request);
  if (!owner) throw new ApiError('validation', { errors: [GUEST_SESSION_MISSING_MESSAGE] });
  return owner;
};

const basketRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const basket = createBasketService({ repository: createBasketRepository(app.db.orm), now });
  const tags = ['basket'];
  const endpoint = tableRoutes(app, '/basket');
  app.addHook('onSend', noStore);

  /** Signed in: the token's user (a stale token is 401, so the client renews it). A guest is identified only then, so a user gets no guest cookie. */
  const identifyCaller = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticateOptional(request);
    if (!request.userId) await app.identifyGuest(request, reply);
  };

  app.route({
    ...endpoint(basketEndpoints.getBasket, {
      tags,
      summary:
        "The caller's basket grouped by cook, prices read now, info.count = all pieces; hidden dishes and paused cooks left out; empty for a guest without a usable session-id",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: identifyCaller,
    handler: async (request) => successEnvelope(await basket.read(ownerOf(request))),
  });

  app.route({
    ...endpoint(basketEndpoints.setBasketCount, {
      tags,
      summary: "Sets a dish's count (1…99; 0 removes it) and answers the basket; only a visible dish of an active cook can be added",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: identifyCaller,
    handler: async (request) => successEnvelope(await basket.setCount(writerOf(request), request.body)),
  });

  app.route({
    ...endpoint(basketEndpoints.clearCookBasket, {
      tags,
      summary: "Empties one cook's basket and answers the basket",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: identifyCaller,
    handler: async (request) => successEnvelope(await basket.clear(writerOf(request), request.body)),
  });

  app.route({
    ...endpoint(basketEndpoints.removeBasketDish, {
      tags,
      summary: 'Removes one dish and answers the basket',
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: identifyCaller,
    handler: async (request) => successEnvelope(await basket.remove(writerOf(request), request.body)),
  });

  app.route({
    ...endpoint(basketEndpoints.mergeGuestBasket, {
      tags,
      summary:
        "Moves this browser's guest basket (session-id with its guest-key cookie) into the user's, once: counts of a dish in both are added, at most 99; answers the user's basket and whether anything moved",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: [app.authenticate, app.identifyGuest],
    handler: async (request) => successEnvelope(await basket.mergeGuest(request.userId, request.guestSessionId)),
  });
};

export default basketRoutes;

/**
 * GET /api/upsell: the upsell compilation under a cook's basket. Public; the caller's
 * basket (user or guest, when known) only narrows it, so it is personal and never cached.
 */
export const upsellRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const endpoint = tableRoutes(app, '/upsell');
  const basket = createBasketService({ repository: createBasketRepository(app.db.orm), now });
  app.addHook('onSend', noStore);
  app.route({
    ...endpoint(basketEndpoints.getUpsell, {
      tags: ['basket'],
      summary: "The cook's other orderable dishes (their own compilation first, then the newest), without what the caller's basket holds",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: async (request, reply) => {
      await app.authenticateOptional(request);
      if (!request.userId) await app.identifyGuest(request, reply);
    },
    handler: async (request) => successEnvelope(await basket.upsell(ownerOf(request), request.query)),
  });
};

/** POST /api/orders/{id}/repeat: the customer's order back into their basket. */
export const repeatOrderRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const endpoint = tableRoutes(app, '/orders');
  const basket = createBasketService({ repository: createBasketRepository(app.db.orm), now });
  app.addHook('onSend', noStore);
  app.route({
    ...endpoint(basketEndpoints.repeatOrder, {
      tags: ['basket', 'orders'],
      summary:
        "Puts the caller's own order's dishes back into their basket (added to what is there, at most 99 a dish) and names those that cannot be ordered any more; 404 for another's order",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await basket.repeatOrder(request.userId, request.params.id)),
  });
};
