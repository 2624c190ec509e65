// POST /api/orders/promo-check: the checkout page asks what a promo code takes off this cook's
// order before placing it (signed-in customers only: a code is used once per customer).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promoCheckRequestSchema, promoCheckResponseSchema, successEnvelope } from '@povar/shared-kit/contracts';
import { ApiError } from '../../plugins/errors.ts';
import { AUTH_FAILURE_RESPONSES } from '../auth/auth.routes.ts';
import { createBasketRepository } from '../basket/basket.repository.ts';
import { createPromoService } from './promo.service.ts';

const promoRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const promo = createPromoService(app.db.orm);
  const basket = createBasketRepository(app.db.orm);

  /** The caller's basket for the cook, at today's prices (what the checkout will charge). */
  const basketDishesSum = async (userId: number, cookId: number) =>
    (await basket.listRows({ userId })).filter((row) => row.cookId === cookId).reduce((sum, row) => sum + row.price * row.count, 0);

  app.post(
    '/promo-check',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'checkPromoCode',
        tags: ['orders'],
        summary:
          "The discount (kopecks, off the dishes only) a promo code gives on the caller's order from the cook: dishesSum as given, else the caller's basket for the cook. 400 with the reason in Russian when it does not apply",
        body: promoCheckRequestSchema,
        response: { 200: promoCheckResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { code, cookId } = request.body;
      const dishesSum = request.body.dishesSum ?? (await basketDishesSum(request.userId, cookId));
      const result = await promo.checkPromoCode({ code, customerId: request.userId, cookId, dishesSum, now: now() });
      if (!result.ok) throw new ApiError('validation', { errors: [result.message] });
      return successEnvelope({ code: result.code, discount: result.discount, dishesSum });
    },
  );
};

export default promoRoutes;
