// POST /api/orders/promo-check: the checkout page asks what a promo code takes off this cook's
// order before placing it (signed-in customers only: a code is used once per customer).
// GET /api/orders/promo-codes: the codes usable now, so customers find them (home, basket).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promoConditionsText, promoEndpoints, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { AUTH_FAILURE_RESPONSES, FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { ApiError } from '../../plugins/errors.ts';
import { createBasketRepository } from '../basket/index.ts';
import { listUsablePromoCodes } from './promo.repository.ts';
import { createPromoService } from './promo.service.ts';

const promoRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const endpoint = tableRoutes(app, '/orders');
  const promo = createPromoService(app.db.orm);
  const basket = createBasketRepository(app.db.orm);

  /** The caller's basket for the cook, at today's prices (what the checkout will charge). */
  const basketDishesSum = async (userId: number, cookId: number) =>
    (await basket.listRows({ userId })).filter((row) => row.cookId === cookId).reduce((sum, row) => sum + row.price * row.count, 0);

  app.route({
    ...endpoint(promoEndpoints.checkPromoCode, {
      tags: ['orders'],
      summary:
        "The discount (kopecks, off the dishes only) a promo code gives on the caller's order from the cook: dishesSum as given, else the caller's basket for the cook. 400 with the reason in Russian when it does not apply",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { code, cookId } = request.body;
      const dishesSum = request.body.dishesSum ?? (await basketDishesSum(request.userId, cookId));
      const result = await promo.checkPromoCode({ code, customerId: request.userId, cookId, dishesSum, now: now() });
      if (!result.ok) throw new ApiError('validation', { errors: [result.message] });
      return successEnvelope({ code: result.code, discount: result.discount, dishesSum });
    },
  });

  app.route({
    ...endpoint(promoEndpoints.listActivePromoCodes, {
      tags: ['orders'],
      summary:
        'The promo codes usable now (active, within their dates): for every cook, and with cookId that cook’s own too; a signed-in customer’s used codes are left out',
      response: FAILURE_RESPONSES,
    }),
    preHandler: app.authenticateOptional,
    handler: async (request, reply) => {
      // Per customer when signed in (their used codes are left out): not for shared caches.
      reply.header('Cache-Control', 'private, no-cache');
      const customerId = request.userId ? request.userId : undefined;
      const rows = await listUsablePromoCodes(app.db.orm, { now: now(), cookId: request.query.cookId, customerId });
      return successEnvelope({
        items: rows.map((row) => ({
          code: row.code,
          cookId: row.cookId,
          discountPercent: row.discountPercent,
          discountAmount: row.discountAmount,
          minSum: row.minSum,
          validTo: row.validTo ? row.validTo.toISOString() : null,
          conditions: promoConditionsText(row),
        })),
      });
    },
  });
};

export default promoRoutes;
