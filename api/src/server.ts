// Runs the API alone: the configuration read once (config.ts; a production start refuses unsafe
// settings), listen, and a graceful stop on SIGTERM/SIGINT.
import { buildApiServer, flushErrorReports, resolveFileStorage, startErrorReporting } from './app.ts';
import { loadConfig } from './config.ts';

/** A stop that takes longer than this (a stuck connection) ends the process anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000;

const config = loadConfig('api');
// Before anything opens, so a failed start is reported too (only with SENTRY_DSN).
startErrorReporting(config.errorReporting);
const { databaseUrl, readDatabaseUrl, pgliteDir } = config.database;

const app = await buildApiServer({
  databaseUrl,
  readDatabaseUrl,
  pgliteDir,
  // STORAGE=s3 for several replicas (docker-compose.yml); else the local directories.
  storage: await resolveFileStorage(config.storage, { pgliteDir }),
  demoData: config.seedDemoData ? { demoAccounts: !config.production, payoutRates: config.api.payouts.rates } : undefined,
  config: config.api,
  // Unset (development): the address this server listens on.
  publicUrl: config.publicUrl,
  logger: { level: config.logLevel },
  trustProxy: config.trustProxy,
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'stopping');
    setTimeout(() => {
      app.log.error('stop took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    app.close().then(
      () => flushErrorReports().finally(() => process.exit(0)),
      (error: unknown) => {
        app.log.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.listen.port, host: config.listen.host });
