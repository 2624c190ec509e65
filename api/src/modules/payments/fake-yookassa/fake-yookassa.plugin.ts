// The built-in fake YooKassa (the offline default of the payments port), mounted
// at /api/fake-yookassa when no real YooKassa is configured. It speaks the same protocol as
// api.yookassa.ru/v3, so the same client talks to both:
//   POST /v3/payments, GET /v3/payments/{id}, POST /v3/refunds, GET /v3/refunds/{id}
//   (Basic auth shopId:secretKey; POSTs need an Idempotence-Key: the same key and body answer
//   the same object, the same key with another body is 400, as YooKassa does);
// and a payer's page, GET /confirm/{paymentId}, whose 'Оплатить' and 'Отказаться' post back here,
// settle the payment, deliver the notification to the shop's URL, then send the browser to
// return_url. State lives in its own tables, so it survives a restart.
// Simplifications: one-stage payments only (capture: true), every card is 'Mir *4242', refunds
// succeed at once, a notification is delivered once (the shop's sync catches up a lost one).
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FetchLike } from '../yookassa-client.ts';
import { basicAuthMatches, errorBody, requestHash } from './fake-protocol.ts';
import { createPaymentRequestSchema, createRefundRequestSchema, kopecksToValue, RUB, valueToKopecks, type NotificationEvent } from '../yookassa-protocol.ts';
import { renderConfirmPage, renderMessagePage } from './confirm-page.ts';
import { createFakeYookassaRepository, FakeRefundRefused, type FakeMethodRow, type FakePaymentRow, type FakeRefundRow } from './fake-yookassa.repository.ts';

export interface FakeYookassaOptions {
  /** The credentials it accepts (the same configuration the client sends). */
  shopId: string;
  secretKey: string;
  /** The site's address for people: confirmation links are built on it. */
  /** The site's address (read per payment: in development it is known once the server listens). */
  publicUrl: () => string;
  /** The shop's notification URL (YooKassa's is set in its dashboard); read at delivery time. */
  notificationUrl: () => string;
  fetch?: FetchLike;
  now: () => Date;
}

/** What the payer sees as the shop on the payment page. */
const SHOP_NAME = 'Повар рядом';
/** The one card every fake payment is made with. */
const TEST_CARD = { title: 'Bank card *4242', first6: '220220', last4: '4242', cardType: 'Mir' } as const;
/** The payer pressed 'Отказаться': YooKassa reports an abandoned confirmation this way. */
const REFUSED = { party: 'yoo_money', reason: 'expired_on_confirmation' } as const;
const DELIVERY_TIMEOUT_MS = 10_000;
const MAX_KEY_LENGTH = 64;

/** A YooKassa error answer: {type: 'error', id, code, description, parameter}. */
class FakeYookassaError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
    readonly parameter?: string,
  ) {
    super(description);
  }
}

const invalidRequest = (description: string, parameter?: string) => new FakeYookassaError(400, 'invalid_request', description, parameter);

function idempotenceKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotence-key'];
  if (typeof key !== 'string' || key.length === 0) throw invalidRequest('Idempotence-Key header is missing', 'Idempotence-Key');
  if (key.length > MAX_KEY_LENGTH) throw invalidRequest(`Idempotence-Key must be at most ${MAX_KEY_LENGTH} characters`, 'Idempotence-Key');
  return key;
}

function amountOf(amount: { value: string; currency: string }): number {
  if (amount.currency !== RUB) throw invalidRequest('Only RUB is accepted', 'amount.currency');
  const kopecks = valueToKopecks(amount.value);
  if (kopecks === null || kopecks <= 0) throw invalidRequest('The amount must be positive', 'amount.value');
  return kopecks;
}

const fakeYookassaPlugin: FastifyPluginAsync<FakeYookassaOptions> = async (app, options) => {
  const repository = createFakeYookassaRepository(app.db.orm);
  const send: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const confirmationBase = () => `${options.publicUrl()}${app.prefix}/confirm`;
  /** Notifications sent after an answer (payments paid at once, refunds); waited for on close. */
  const deliveries = new Set<Promise<void>>();

  const paymentObject = (payment: FakePaymentRow, method: FakeMethodRow | undefined) => ({
    id: payment.id,
    status: payment.status,
    paid: payment.status === 'succeeded',
    amount: { value: kopecksToValue(payment.amount), currency: payment.currency },
    ...(payment.description ? { description: payment.description } : {}),
    recipient: { account_id: payment.shopId, gateway_id: payment.shopId },
    created_at: payment.createdAt.toISOString(),
    ...(payment.capturedAt ? { captured_at: payment.capturedAt.toISOString() } : {}),
    ...(payment.status === 'pending'
      ? {
          confirmation: {
            type: 'redirect',
            confirmation_url: `${confirmationBase()}/${encodeURIComponent(payment.id)}`,
            ...(payment.returnUrl ? { return_url: payment.returnUrl } : {}),
          },
        }
      : {}),
    ...(method
      ? {
          payment_method: {
            type: 'bank_card',
            id: method.id,
            saved: method.saved,
            title: method.title,
            card: { first6: method.first6, last4: method.last4, expiry_month: '12', expiry_year: '2030', card_type: method.cardType },
          },
        }
      : {}),
    metadata: payment.metadata ?? {},
    ...(payment.cancellationParty && payment.cancellationReason
      ? { cancellation_details: { party: payment.cancellationParty, reason: payment.cancellationReason } }
      : {}),
    refundable: payment.status === 'succeeded' && payment.refundedAmount < payment.amount,
    ...(payment.refundedAmount > 0 ? { refunded_amount: { value: kopecksToValue(payment.refundedAmount), currency: payment.currency } } : {}),
    test: true,
  });

  const renderPayment = async (payment: FakePaymentRow) =>
    paymentObject(payment, payment.paymentMethodId ? await repository.findMethod(payment.paymentMethodId) : undefined);

  const refundObject = (refund: FakeRefundRow) => ({
    id: refund.id,
    payment_id: refund.paymentId,
    status: refund.status,
    amount: { value: kopecksToValue(refund.amount), currency: RUB },
    created_at: refund.createdAt.toISOString(),
    ...(refund.description ? { description: refund.description } : {}),
  });

  /** POSTs {type: 'notification', event, object} to the shop; a failure is logged (the shop's sync catches up). */
  async function deliver(event: NotificationEvent, object: object): Promise<void> {
    try {
      const response = await send(options.notificationUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'notification', event, object }),
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (!response.ok) app.log.warn({ event, status: response.status }, 'fake YooKassa: the shop did not accept a notification');
    } catch (error) {
      app.log.warn({ err: error, event }, 'fake YooKassa: a notification could not be delivered');
    }
  }

  function deliverLater(event: NotificationEvent, object: object): void {
    const delivery: Promise<void> = deliver(event, object).finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  }
  app.addHook('onClose', async () => {
    await Promise.allSettled([...deliveries]);
  });

  // Its own answers, not the API's envelope: YooKassa's error objects, and pages for the payer.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof FakeYookassaError) return reply.code(error.status).send(errorBody(error.code, error.message, error.parameter));
    const clientError = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500;
    if (!clientError) request.log.error({ err: error }, 'fake YooKassa failed');
    return reply
      .code(clientError ? 400 : 500)
      .send(clientError ? errorBody('invalid_request', error.message) : errorBody('internal_server_error', 'Internal error'));
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody('not_found', 'Not found')));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  await app.register(
    async (api) => {
      api.addHook('onRequest', async (request) => {
        if (!basicAuthMatches(request.headers.authorization, options.shopId, options.secretKey))
          throw new FakeYookassaError(401, 'invalid_credentials', 'Authentication by the shop id and the secret key failed');
      });

      api.post('/payments', { schema: { hide: true } }, async (request) => {
        const key = idempotenceKeyOf(request);
        const parsed = createPaymentRequestSchema.safeParse(request.body);
        if (!parsed.success) throw invalidRequest('The request is invalid', parsed.error.issues[0]?.path.join('.'));
        const body = parsed.data;
        const amount = amountOf(body.amount);
        if (body.capture !== true) throw invalidRequest('This fake makes one-stage payments only: send capture: true', 'capture');
        const savedMethod = body.payment_method_id ? await repository.findSavedMethod(options.shopId, body.payment_method_id) : undefined;
        if (body.payment_method_id && !savedMethod) throw invalidRequest('No saved payment method with this id', 'payment_method_id');
        if (!savedMethod && !body.confirmation) throw invalidRequest('A payment without a saved method needs confirmation', 'confirmation');
        const hash = requestHash(request.body);
        const now = options.now();
        const id = randomUUID();
        const payment = await repository.createPayment({
          id,
          shopId: options.shopId,
          idempotenceKey: key,
          requestHash: hash,
          // A saved card pays at once, without the payer.
          status: savedMethod ? 'succeeded' : 'pending',
          amount,
          currency: body.amount.currency,
          description: body.description ?? null,
          metadata: body.metadata ?? {},
          returnUrl: body.confirmation?.return_url ?? null,
          savePaymentMethod: body.save_payment_method ?? false,
          paymentMethodId: savedMethod?.id ?? null,
          createdAt: now,
          capturedAt: savedMethod ? now : null,
        });
        if (payment.requestHash !== hash) throw invalidRequest('Idempotence-Key was already used with other request parameters', 'Idempotence-Key');
        const object = await renderPayment(payment);
        if (payment.id === id && payment.status === 'succeeded') deliverLater('payment.succeeded', object);
        return object;
      });

      api.get<{ Params: { id: string } }>('/payments/:id', { schema: { hide: true } }, async (request) => {
        const payment = await repository.findPayment(request.params.id);
        if (!payment || payment.shopId !== options.shopId) throw new FakeYookassaError(404, 'not_found', 'Payment not found');
        return renderPayment(payment);
      });

      api.post('/refunds', { schema: { hide: true } }, async (request) => {
        const key = idempotenceKeyOf(request);
        const parsed = createRefundRequestSchema.safeParse(request.body);
        if (!parsed.success) throw invalidRequest('The request is invalid', parsed.error.issues[0]?.path.join('.'));
        const body = parsed.data;
        const hash = requestHash(request.body);
        const id = randomUUID();
        let refund: FakeRefundRow;
        try {
          refund = await repository.createRefund({
            id,
            shopId: options.shopId,
            idempotenceKey: key,
            requestHash: hash,
            paymentId: body.payment_id,
            status: 'succeeded',
            amount: amountOf(body.amount),
            description: body.description ?? null,
            createdAt: options.now(),
          });
        } catch (error) {
          if (error instanceof FakeRefundRefused) throw invalidRequest(error.message, error.parameter);
          throw error;
        }
        if (refund.requestHash !== hash) throw invalidRequest('Idempotence-Key was already used with other request parameters', 'Idempotence-Key');
        const object = refundObject(refund);
        if (refund.id === id) deliverLater('refund.succeeded', object);
        return object;
      });

      api.get<{ Params: { id: string } }>('/refunds/:id', { schema: { hide: true } }, async (request) => {
        const refund = await repository.findRefund(options.shopId, request.params.id);
        if (!refund) throw new FakeYookassaError(404, 'not_found', 'Refund not found');
        return refundObject(refund);
      });
    },
    { prefix: '/v3' },
  );

  const htmlPage = (reply: FastifyReply, status: number, html: string, returnUrl: string | null) => {
    const returnOrigin = returnUrl ? ` ${new URL(returnUrl).origin}` : '';
    return reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .header(
        'Content-Security-Policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${returnOrigin}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .type('text/html; charset=utf-8')
      .send(html);
  };

  const finishedPage = (reply: FastifyReply, payment: FakePaymentRow) =>
    htmlPage(
      reply,
      200,
      payment.status === 'succeeded'
        ? renderMessagePage('Заказ оплачен', 'Оплата прошла. Можно вернуться в магазин.', payment.returnUrl)
        : renderMessagePage('Оплата отменена', 'Платёж не состоялся, деньги не списаны.', payment.returnUrl),
      payment.returnUrl,
    );

  const unknownPage = (reply: FastifyReply) => htmlPage(reply, 404, renderMessagePage('Платёж не найден', 'Проверьте ссылку на оплату.', null), null);

  app.get<{ Params: { paymentId: string } }>('/confirm/:paymentId', { schema: { hide: true } }, async (request, reply) => {
    const payment = await repository.findPayment(request.params.paymentId);
    if (!payment) return unknownPage(reply);
    if (payment.status !== 'pending') return finishedPage(reply, payment);
    return htmlPage(
      reply,
      200,
      renderConfirmPage({ amountKopecks: payment.amount, description: payment.description, shopName: SHOP_NAME, savesCard: payment.savePaymentMethod }),
      payment.returnUrl,
    );
  });

  /** 'Оплатить' or 'Отказаться': settles a pending payment once, notifies the shop, then back to the shop. */
  app.post<{ Params: { paymentId: string }; Body: { action?: string } | undefined }>(
    '/confirm/:paymentId',
    { schema: { hide: true } },
    async (request, reply) => {
      const action = request.body?.action;
      if (action !== 'pay' && action !== 'refuse') throw invalidRequest("action must be 'pay' or 'refuse'", 'action');
      const payment = await repository.findPayment(request.params.paymentId);
      if (!payment) return unknownPage(reply);
      const settled =
        action === 'pay'
          ? await repository.pay(payment.id, { id: randomUUID(), shopId: payment.shopId, saved: payment.savePaymentMethod, ...TEST_CARD }, options.now())
          : await repository.cancel(payment.id, REFUSED);
      // Delivered before the browser goes back, so the shop's page already knows (a second press changes nothing).
      if (settled) await deliver(settled.status === 'succeeded' ? 'payment.succeeded' : 'payment.canceled', await renderPayment(settled));
      const current = settled ?? payment;
      if (current.returnUrl) return reply.header('Cache-Control', 'no-store').redirect(current.returnUrl, 303);
      return finishedPage(reply, current);
    },
  );
};

export default fakeYookassaPlugin;
