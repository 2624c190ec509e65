// The payouts module's plugins (docs/decisions.md 'Payouts'). payoutsPlugin: the service as
// `app.payouts`. payoutsRoutes: its routes under /payouts and the built-in fake of YooKassa's
// payouts at /fake-yookassa/v3/payouts when no real gateway is configured. The run that sends
// pending payouts is a plugin of its own (payouts-sweep.plugin.ts). The payout itself is written
// by the orders module (index.ts).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Orm } from '../../db/client.ts';
import fakeYookassaPayoutsPlugin from './fake-yookassa-payouts.plugin.ts';
import type { PayoutsConfig } from './payouts.config.ts';
import { createPayoutsRepository } from './payouts.repository.ts';
import payoutsRoutesPlugin from './payouts.routes.ts';
import { createPayoutsService, type PayoutsService } from './payouts.service.ts';
import { createYookassaPayoutsClient } from './yookassa-payouts-client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Statements, summaries, mark-paid and the run that sends pending payouts (payouts.service.ts). */
    payouts: PayoutsService;
  }
}

export interface PayoutsPluginOptions {
  config: PayoutsConfig;
  now: () => Date;
}

const FAKE_PREFIX = '/fake-yookassa/v3';

/** Where this API answers, prefix included, from the socket it listens on: the fake is called over loopback HTTP like a remote YooKassa. */
function listeningUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the API is not listening on a TCP port: set PAYMENTS_SELF_URL');
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}${app.prefix}`;
}

/** The service over the database and, with PAYOUTS_PROVIDER=yookassa, the configured gateway (the fake at `selfUrl` when none is). */
export function createPayoutsModule(deps: { orm: Orm; config: PayoutsConfig; selfUrl: () => string; log: FastifyBaseLogger; now: () => Date }): PayoutsService {
  const { config } = deps;
  const client =
    config.provider === 'yookassa'
      ? createYookassaPayoutsClient({
          baseUrl: config.apiUrl ?? (() => `${deps.selfUrl()}${FAKE_PREFIX}`),
          agentId: config.agentId,
          secretKey: config.secretKey,
          fetch: config.fetch,
          timeoutMs: config.timeoutMs,
        })
      : null;
  return createPayoutsService({
    repository: createPayoutsRepository(deps.orm),
    rates: { commissionRate: config.commissionRate, processingFeeRate: config.processingFeeRate },
    client,
    log: deps.log,
    now: deps.now,
  });
}

export const payoutsPlugin = fp<PayoutsPluginOptions>(
  async function payoutsPlugin(app, { config, now }) {
    const selfUrl = () => config.selfUrl ?? listeningUrl(app);
    app.decorate('payouts', createPayoutsModule({ orm: app.db.orm, config, selfUrl, log: app.log, now }));
  },
  { name: 'api-payouts', dependencies: ['api-db'] },
);

export const payoutsRoutes = fp<PayoutsPluginOptions>(
  async function payoutsRoutes(app, { config, now }) {
    await app.register(payoutsRoutesPlugin, { prefix: '/payouts' });
    if (config.apiUrl === null) {
      await app.register(fakeYookassaPayoutsPlugin, { prefix: FAKE_PREFIX, agentId: config.agentId, secretKey: config.secretKey, now });
    }
  },
  { name: 'api-payouts-routes', encapsulate: true, dependencies: ['api-payouts', 'api-authenticate', 'api-roles'] },
);
