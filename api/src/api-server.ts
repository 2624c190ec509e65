// A Fastify server around the API plugin: its logger, request ids and transport limits, the
// database (opened here unless given) and the file storage. app.ts's buildApiServer passes the plugin in.
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { ApiOptions, ApiServerConfig } from './api-options.ts';
import { createLocalFileStorage } from './files/local-storage.ts';
import { apiLoggerOptions, requestIdOptions } from './logging.ts';
import { answerFrameworkError } from './plugins/errors.ts';
import { transportOptions } from './plugins/transport.ts';
import { openSeededDatabase } from './seed/seed.ts';

/** A ready server with `apiPlugin` at /api; it closes the database it opened itself. */
export async function buildServerAround(apiPlugin: FastifyPluginAsync<ApiOptions>, config: ApiServerConfig): Promise<FastifyInstance> {
  const storage = config.storage ?? (config.filesDir ? createLocalFileStorage(config.filesDir) : undefined);
  const db = config.db ?? (await openSeededDatabase({ ...config, storage }));
  const ownsDatabase = config.db === undefined;
  const app = Fastify({
    logger: config.logger ? apiLoggerOptions(config.logger === true ? {} : config.logger) : false,
    ...requestIdOptions,
    trustProxy: config.trustProxy ?? false,
    // Oversized or slow requests are refused in the envelope, before and while they are read.
    ...transportOptions(config.transport),
    // URL errors are found before any plugin runs; this keeps them in the envelope too.
    frameworkErrors: answerFrameworkError,
    // The API's onRequest hook answers with the envelope 503 while draining (plugins/errors.ts).
    return503OnClosing: false,
  });
  if (ownsDatabase) app.addHook('onClose', () => db.close());
  try {
    await app.register(apiPlugin, {
      prefix: '/api',
      db,
      storage,
      config: config.config,
      publicUrl: config.publicUrl,
      production: config.production,
      auth: config.auth,
      now: config.now,
      geo: config.geo,
      orders: config.orders,
      payments: config.payments,
      metrics: config.metrics,
      rateLimits: config.rateLimits,
    });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    if (ownsDatabase) await db.close();
    throw error;
  }
  return app;
}
