// The payments module's two plugins. paymentsPlugin: the YooKassa client over the configured base
// URL (or the built-in fake on this server) and the service as `app.payments`, registered without
// encapsulation so later modules see it (the orders module adds its reactions to a payment's end
// there). paymentsRoutes: the notification route, the saved cards under /profiles/payment-types,
// and the fake itself when no real YooKassa is configured.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Orm } from '../../db/client.ts';
import fp from 'fastify-plugin';
import { createBackgroundWork } from '../../plugins/background-work.ts';
import fakeYookassaPlugin from './fake-yookassa/fake-yookassa.plugin.ts';
import { createSourceCheck } from './notification-sources.ts';
import type { PaymentsConfig } from './payments.config.ts';
import { createInTransaction, createPaymentsRepository } from './payments.repository.ts';
import { paymentNotificationRoutes, paymentTypesRoutes } from './payments.routes.ts';
import { createPaymentsService, type PaymentPorts, type PaymentsService } from './payments.service.ts';
import { createYookassaClient } from './yookassa-client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * startPayment, syncPayment, refundPayment, recordRefund, completePendingRefunds for the orders
     * module and the checkout; onPaymentSucceeded / onPaymentCanceled for other modules' reactions
     * to a payment's end (payments.service.ts).
     */
    payments: PaymentsService;
  }
}

export interface PaymentsPluginOptions {
  config: PaymentsConfig;
  /** Stand-ins (tests) for the reactions other modules add to a payment's end: a given one runs instead of them. */
  ports?: Partial<PaymentPorts>;
  now: () => Date;
}

export interface PaymentsRoutesOptions {
  config: PaymentsConfig;
  production: boolean;
  now: () => Date;
}

const FAKE_PREFIX = '/fake-yookassa';
const NOTIFICATIONS_PATH = '/payments/yookassa/notifications';

/**
 * Where this API answers, prefix included, from the socket it listens on: the built-in fake is
 * called and delivers its notifications over loopback HTTP, exactly as a remote YooKassa would.
 */
function listeningUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the API is not listening on a TCP port: set PAYMENTS_SELF_URL');
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}${app.prefix}`;
}

/**
 * The service over the configured YooKassa (the fake at `selfUrl` when none is configured) and
 * the background work it leaves for after commits; `settled` resolves when that is done.
 */
export function createPaymentsModule(deps: {
  orm: Orm;
  config: PaymentsConfig;
  ports?: Partial<PaymentPorts>;
  selfUrl: () => string;
  log: FastifyBaseLogger;
  now: () => Date;
}): { service: PaymentsService; settled: () => Promise<void> } {
  const { orm, config, log } = deps;
  const client = createYookassaClient({
    baseUrl: config.apiUrl ?? (() => `${deps.selfUrl()}${FAKE_PREFIX}/v3`),
    shopId: config.shopId,
    secretKey: config.secretKey,
    fetch: config.fetch,
    timeoutMs: config.timeoutMs,
  });
  const work = createBackgroundWork({ warn: (message) => log.warn(message), error: (details, message) => log.error(details, message) });
  const service = createPaymentsService({
    repository: createPaymentsRepository(orm),
    inTransaction: createInTransaction(orm),
    client,
    ports: deps.ports,
    work,
    log,
    now: deps.now,
  });
  return { service, settled: () => work.settled() };
}

export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async function paymentsPlugin(app, { config, ports, now }) {
    const selfUrl = () => config.selfUrl ?? listeningUrl(app);
    const { service, settled } = createPaymentsModule({ orm: app.db.orm, config, ports, selfUrl, log: app.log, now });
    app.addHook('onClose', settled);
    app.decorate('payments', service);
  },
  { name: 'api-payments', dependencies: ['api-db'] },
);

export const paymentsRoutes = fp<PaymentsRoutesOptions>(
  async function paymentsRoutes(app, { config, production, now }) {
    const selfUrl = () => config.selfUrl ?? listeningUrl(app);
    if (config.apiUrl === null) {
      // A production configuration never gets here (config.ts refuses it); an app built for a test with production: true may.
      if (production) app.log.warn('payments go to the built-in fake YooKassa, where anyone can press "Оплатить"');
      await app.register(fakeYookassaPlugin, {
        prefix: FAKE_PREFIX,
        shopId: config.shopId,
        secretKey: config.secretKey,
        publicUrl: config.publicUrl,
        notificationUrl: () => `${selfUrl()}${NOTIFICATIONS_PATH}`,
        fetch: config.fetch,
        now,
      });
    }
    const service = app.payments;
    await app.register(paymentNotificationRoutes, { prefix: '/payments', service, isAllowedSource: createSourceCheck(config.notificationSources) });
    await app.register(paymentTypesRoutes, { prefix: '/profiles/payment-types', service });
  },
  { name: 'api-payments-routes', encapsulate: true, dependencies: ['api-payments', 'api-authenticate'] },
);
