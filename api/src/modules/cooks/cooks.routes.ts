// HTTP face of the cook page: GET /api/cooks/{id}?cityId&lon&lat, public, telling a signed-in user more (isFavorite, canAddReview).
// The reviews module decides canAddReview (a completed order without a review yet: app.reviewRights);
// the schedule module words 'Принимает заказы с …' from the cook's hours and days off (app.workAvailableAt).
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cooksEndpoints, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { AUTH_FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createCooksRepository } from './cooks.repository.ts';
import { createCooksService } from './cooks.service.ts';

const cooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const endpoint = tableRoutes(app, '/cooks');
  const cooks = createCooksService({
    cooks: createCooksRepository(app.db.orm),
    canAddReview: app.reviewRights.canAddReview,
    workAvailableAt: app.workAvailableAt,
  });

  app.route({
    ...endpoint(cooksEndpoints.getCookPage, {
      tags: ['cooks'],
      summary:
        "The cook page: the catalogue card with isFavorite, menu sections ('recommended' first, then categories), kitchen photos, certificates, reviews count and canAddReview; 404 'Page not found' for an unknown or paused cook. A cook of another region answers with their own mainCity",
      response: AUTH_FAILURE_RESPONSES,
    }),
    // Anonymous answers are shared (plugins/public-cache.ts); a signed-in caller's is their own.
    config: { publicRead: { viewerAware: true } },
    preHandler: app.authenticateOptional,
    handler: async (request, reply) => {
      const userId = request.userId === 0 ? null : request.userId;
      // A signed-in user's answer carries their favourite mark and review right: never in a shared cache.
      if (userId !== null) reply.header('Cache-Control', 'no-store');
      return successEnvelope(await cooks.getPage(request.params.id, request.query, userId));
    },
  });
};

export default fp(cooksRoutes, {
  name: 'api-cooks-routes',
  encapsulate: true,
  dependencies: ['api-review-rights', 'api-work-availability', 'api-authenticate'],
});
