// HTTP face of the cook's compilations (the calls are ours, listed in the contract's
// header, shared-kit contracts/compilations.ts), under /api/profiles/compilations. Cooks only;
// another cook's compilation is 404, as if it did not exist.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMPILATION_LIMITS, compilationsEndpoints, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { AUTH_FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { noStore } from '../../plugins/no-store.ts';
import { createCompilationsRepository } from './compilations.repository.ts';
import { createCompilationsService } from './compilations.service.ts';

const compilationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Its writes show in public reads: answered once this instance's cached answers have heard of them.
  app.addHook('onSend', app.publicWritesHeard);
  const compilations = createCompilationsService({ repository: createCompilationsRepository(app.db.orm) });
  const tags = ['compilations'];
  const endpoint = tableRoutes(app, '/profiles/compilations');
  const cooksOnly = [app.authenticate, app.requireCook];
  app.addHook('onSend', noStore);

  app.route({
    ...endpoint(compilationsEndpoints.listOwnCompilations, {
      tags,
      summary:
        "The cook's compilations in their order (the first leads the cook page's menu) with their dishes, and the cook's shown dishes one may add; cooks only",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: cooksOnly,
    handler: async (request) => successEnvelope(await compilations.list(request.userId)),
  });

  app.route({
    ...endpoint(compilationsEndpoints.createCompilation, {
      tags,
      summary:
        `Adds a compilation at the end: {title (1…${COMPILATION_LIMITS.titleMax} characters), dishIds (the cook's own shown dishes, ` +
        `at most ${COMPILATION_LIMITS.dishesMax}, in the order shown)}; at most ${COMPILATION_LIMITS.perCook} a cook; other fields are ignored; cooks only`,
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: cooksOnly,
    handler: async (request, reply) => {
      const created = await compilations.create(request.userId, request.body);
      reply.code(201);
      return successEnvelope(created);
    },
  });

  app.route({
    ...endpoint(compilationsEndpoints.updateCompilation, {
      tags,
      summary: "Renames and refills one of the cook's compilations (the same fields as POST; a dish hidden since may stay); another cook's is 404",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: cooksOnly,
    handler: async (request) => successEnvelope(await compilations.update(request.userId, request.params.id, request.body)),
  });

  app.route({
    ...endpoint(compilationsEndpoints.deleteCompilation, {
      tags,
      summary: "Deletes one of the cook's compilations; another cook's is 404",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: cooksOnly,
    handler: async (request) => {
      await compilations.remove(request.userId, request.params.id);
      return successEnvelope({ deleted: true as const });
    },
  });

  app.route({
    ...endpoint(compilationsEndpoints.reorderCompilations, {
      tags,
      summary:
        "Puts the cook's compilations in the order of {ids} (every one of them, once); a list that no longer matches is refused with 'conflict'. Answers the list",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: cooksOnly,
    handler: async (request) => successEnvelope(await compilations.reorder(request.userId, request.body.ids)),
  });
};

export default compilationsRoutes;
