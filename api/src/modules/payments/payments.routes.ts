// HTTP face of payments: YooKassa's notifications at POST /api/payments/yookassa/notifications,
// and the signed-in customer's saved cards under /api/profiles/payment-types (GET, POST
// /{id}/default, DELETE /{id}). Starting, syncing and refunding an order's payment are the
// orders module's calls (app.payments), made from its own routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureEnvelope, failureEnvelopeSchema, paymentsEndpoints, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { AUTH_FAILURE_RESPONSES, FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import type { SourceCheck } from './notification-sources.ts';
import type { PaymentsService } from './payments.service.ts';
import { notificationSchema } from './yookassa-protocol.ts';
import { noStore } from '../../plugins/no-store.ts';

export const paymentNotificationRoutes: FastifyPluginAsyncZod<{ service: PaymentsService; isAllowedSource: SourceCheck }> = async (
  app,
  { service, isAllowedSource },
) => {
  const endpoint = tableRoutes(app, '/payments');
  app.route({
    ...endpoint(paymentsEndpoints.receiveYookassaNotification, {
      tags: ['payments'],
      summary:
        "YooKassa's notification (payment.succeeded, payment.canceled, payment.waiting_for_capture, refund.succeeded): accepted only from YooKassa's addresses (and loopback with the built-in fake); the payment is read again from YooKassa and applied once; 200 with the outcome whenever it was handled, 503 when YooKassa could not be asked (it delivers again)",
      // YooKassa's protocol as this module reads it (yookassa-protocol.ts); the contracts hold a copy for the table, and the table's test keeps the two alike.
      body: notificationSchema,
      response: {
        403: failureEnvelopeSchema.describe('Отправитель не из адресов ЮKassa'),
        ...FAILURE_RESPONSES,
      },
    }),
    // Before the body is even read: a stranger gets 403 whatever it sends.
    onRequest: async (request, reply) => {
      if (isAllowedSource(request.ip)) return;
      request.log.warn({ ip: request.ip }, 'payment notification from an address YooKassa does not send from: refused');
      return reply.code(403).send(failureEnvelope('forbidden'));
    },
    handler: async (request) => successEnvelope({ outcome: await service.handleNotification(request.body) }),
  });
};

export const paymentTypesRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (app, { service }) => {
  const tags = ['payments'];
  const endpoint = tableRoutes(app, '/profiles/payment-types');
  app.addHook('onSend', noStore);

  app.route({
    ...endpoint(paymentsEndpoints.listPaymentTypes, {
      tags,
      summary: "The user's saved cards (title, last four digits, card type, default), the default first, then the newest",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await service.listSavedMethods(request.userId)),
  });

  app.route({
    ...endpoint(paymentsEndpoints.setDefaultPaymentType, {
      tags,
      summary: "Makes an own saved card the default and answers the list; someone else's id is 404",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await service.setDefaultMethod(request.userId, request.params.id)),
  });

  app.route({
    ...endpoint(paymentsEndpoints.deletePaymentType, {
      tags,
      summary: "Forgets an own saved card (the newest remaining becomes the default when it was) and answers the list; someone else's id is 404",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await service.deleteSavedMethod(request.userId, request.params.id)),
  });
};
