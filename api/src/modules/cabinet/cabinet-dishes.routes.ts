// HTTP face of the cook's dishes, under /api/profiles/dishes; the calls are listed in
// the contract's header (shared-kit contracts/cabinet-dishes.ts). Cooks only; its own scope, as
// the picture upload parses multipart forms.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cabinetEndpoints, DISH_IMAGE_MAX_MEGABYTES, DISH_MESSAGES, dishFieldName, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { AUTH_FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { readForm, registerMultipart } from '../../files/multipart.ts';
import type { FileStorage } from '../../files/storage.ts';
import { noStore } from '../../plugins/no-store.ts';
import { createCabinetDishesRepository } from './cabinet-dishes.repository.ts';
import { createCabinetDishesService } from './cabinet-dishes.service.ts';

export interface CabinetDishesRoutesOptions {
  now: () => Date;
  /** Where dish pictures are written (public); without it uploads answer 503. */
  storage?: FileStorage;
}

const cabinetDishesRoutes: FastifyPluginAsyncZod<CabinetDishesRoutesOptions> = async (app, { now, storage }) => {
  // Its writes show in public reads: answered once this instance's cached answers have heard of them.
  app.addHook('onSend', app.publicWritesHeard);
  await registerMultipart(app);
  const dishes = createCabinetDishesService({
    repository: createCabinetDishesRepository(app.db.orm),
    storage: storage ?? null,
    now,
  });
  const tags = ['cook dishes'];
  const endpoint = tableRoutes(app, '/profiles/dishes');
  // onRequest, before the body is parsed and validated: a guest is told to sign in, not about the form.
  const cooksOnly = [app.authenticate, app.requireCook];
  app.addHook('onSend', noStore);

  app.route({
    ...endpoint(cabinetEndpoints.listOwnDishes, {
      tags,
      summary:
        "The cook's dishes grouped by category (catalogue category order, then the cook's order): search in the name, one categoryId, " +
        'hidden=0 only shown dishes, hidden=1 only hidden ones; with the counts of shown and hidden dishes',
      response: AUTH_FAILURE_RESPONSES,
    }),
    onRequest: cooksOnly,
    handler: async (request) => successEnvelope(await dishes.list(request.userId, request.query)),
  });

  app.route({
    ...endpoint(cabinetEndpoints.getDishFormOptions, {
      tags,
      summary: 'What the dish form offers: categories, taste preferences, weight and quantity units, the picture size limit (MB) and count',
      response: AUTH_FAILURE_RESPONSES,
    }),
    onRequest: cooksOnly,
    handler: async () => successEnvelope(await dishes.formOptions()),
  });

  app.route({
    ...endpoint(cabinetEndpoints.uploadDishImage, {
      tags,
      summary:
        `One dish picture: multipart file field 'file', PNG, JPG or WEBP by its bytes, at most ${DISH_IMAGE_MAX_MEGABYTES} MB; re-encoded to webp and jpeg ` +
        "at the spec widths (320…1536) without metadata. Answers {id, image}; the id goes into the form's images. Unused uploads go after a day",
      consumes: ['multipart/form-data'],
      response: AUTH_FAILURE_RESPONSES,
    }),
    onRequest: cooksOnly,
    handler: async (request) => {
      const { file } = await readForm(request, { field: 'file', label: dishFieldName('images'), maxMegabytes: DISH_IMAGE_MAX_MEGABYTES });
      return successEnvelope(await dishes.upload(request.userId, file));
    },
  });

  app.route({
    ...endpoint(cabinetEndpoints.reorderOwnDishes, {
      tags,
      summary:
        "The order of the cook's dishes within one category (the cook page menu): the listed ones first in this order, the others after. " +
        "Another cook's dish is 404; a dish of another category or a repeat is 400",
      response: AUTH_FAILURE_RESPONSES,
    }),
    onRequest: cooksOnly,
    handler: async (request) => successEnvelope(await dishes.reorder(request.userId, request.body.categoryId, request.body.dishIds)),
  });

  app.route({
    ...endpoint(cabinetEndpoints.createOwnDish, {
      tags,
      summary: 'Creates a dish from the form (its fields and rules: typed numbers as text with a comma); it goes last in its category',
      response: AUTH_FAILURE_RESPONSES,
    }),
    onRequest: cooksOnly,
    handler: async (request, reply) => {
      const dish = await dishes.create(request.userId, request.body);
      reply.code(201);
      return { ...successEnvelope(dish), message: DISH_MESSAGES.created };
    },
  });

  app.route({
    ...endpoint(cabinetEndpoints.getOwnDish, {
      tags,
      summary: "One of the cook's dishes with the values for the edit form; another cook's dish is 404",
      response: AUTH_FAILURE_RESPONSES,
    }),
    onRequest: cooksOnly,
    handler: async (request) => successEnvelope(await dishes.get(request.userId, request.params.id)),
  });

  app.route({
    ...endpoint(cabinetEndpoints.updateOwnDish, {
      tags,
      summary: "Rewrites the dish from the whole form; a new category puts it last there; another cook's dish is 404",
      response: AUTH_FAILURE_RESPONSES,
    }),
    onRequest: cooksOnly,
    handler: async (request) => ({ ...successEnvelope(await dishes.update(request.userId, request.params.id, request.body)), message: DISH_MESSAGES.saved }),
  });

  app.route({
    ...endpoint(cabinetEndpoints.hideOwnDish, {
      tags,
      summary: 'Hides the dish from customers: out of every catalogue call, the cook page, baskets and checkout until shown again',
      response: AUTH_FAILURE_RESPONSES,
    }),
    onRequest: cooksOnly,
    handler: async (request) => ({ ...successEnvelope(await dishes.setHidden(request.userId, request.params.id, true)), message: DISH_MESSAGES.hidden }),
  });

  app.route({
    ...endpoint(cabinetEndpoints.showOwnDish, {
      tags,
      summary: 'Shows a hidden dish to customers again',
      response: AUTH_FAILURE_RESPONSES,
    }),
    onRequest: cooksOnly,
    handler: async (request) => ({ ...successEnvelope(await dishes.setHidden(request.userId, request.params.id, false)), message: DISH_MESSAGES.shown }),
  });

  app.route({
    ...endpoint(cabinetEndpoints.deleteOwnDish, {
      tags,
      summary: "Deletes the dish and its pictures; past orders keep their lines. Another cook's dish is 404",
      response: AUTH_FAILURE_RESPONSES,
    }),
    onRequest: cooksOnly,
    handler: async (request) => {
      await dishes.remove(request.userId, request.params.id);
      return { ...successEnvelope(null), message: DISH_MESSAGES.deleted };
    },
  });
};

export default cabinetDishesRoutes;
