// The API as a Fastify plugin (mounted under /api) and the factories that open its database and build a server around it.
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { openDatabase, type Database, type DatabaseConfig } from './db/client.ts';
import catalogRoutes from './modules/catalog/catalog.routes.ts';
import callbacksRoutes from './modules/callbacks/callbacks.routes.ts';
import contentRoutes from './modules/content/content.routes.ts';
import geoRoutes from './modules/geo/geo.routes.ts';
import mapRoutes from './modules/map/map.routes.ts';
import healthRoutes from './modules/health/health.routes.ts';
import seoRoutes from './modules/seo/seo.routes.ts';
import dbPlugin from './plugins/db.ts';
import envelopePlugin from './plugins/envelope.ts';
import errorsPlugin, { answerFrameworkError } from './plugins/errors.ts';
import filesPlugin from './plugins/files.ts';
import swaggerPlugin from './plugins/swagger.ts';

export { openDatabase, answerFrameworkError };
export { resolveFilesDir } from './files-dir.ts';
export type { Database, DatabaseConfig };

/**
 * Encapsulated on purpose: its compilers, error and not-found handlers and `db` decoration
 * stay inside the prefix it is registered under, so a combined server keeps its own.
 */
const apiPlugin: FastifyPluginAsync<{ db: Database; filesDir?: string }> = async (app, { db, filesDir }) => {
  // Infrastructure first: every route below is compiled, documented and answered through these.
  await app.register(dbPlugin, { db });
  await app.register(envelopePlugin);
  await app.register(errorsPlugin);
  await app.register(swaggerPlugin);

  // Domain modules.
  await app.register(healthRoutes);
  await app.register(geoRoutes, { prefix: '/geo' });
  await app.register(callbacksRoutes, { prefix: '/popup' });
  await app.register(catalogRoutes, { prefix: '/catalog' });
  await app.register(mapRoutes, { prefix: '/map' });
  // Spec 7 names the content calls at the top level: /api/index, /api/banners, /api/site-settings…
  await app.register(contentRoutes);
  await app.register(seoRoutes, { prefix: '/seo' });
  if (filesDir) await app.register(filesPlugin, { prefix: '/files', filesDir });
};

export default apiPlugin;

export interface ApiServerConfig extends DatabaseConfig {
  /** An already opened database (tests share one per suite); the server then leaves closing it to the caller. */
  db?: Database;
  logger?: FastifyServerOptions['logger'];
}

/** A ready Fastify server with the API at /api; it closes the database it opened itself. */
export async function buildApiServer(config: ApiServerConfig): Promise<FastifyInstance> {
  const db = config.db ?? (await openDatabase(config));
  const ownsDatabase = config.db === undefined;
  const app = Fastify({
    logger: config.logger ?? false,
    // URL errors are found before any plugin runs; this keeps them in the envelope too.
    frameworkErrors: answerFrameworkError,
    // The API's onRequest hook answers with the envelope 503 while draining (plugins/errors.ts).
    return503OnClosing: false,
  });
  if (ownsDatabase) app.addHook('onClose', () => db.close());
  try {
    await app.register(apiPlugin, { prefix: '/api', db, filesDir: config.filesDir });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    if (ownsDatabase) await db.close();
    throw error;
  }
  return app;
}
