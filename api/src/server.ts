// Runs the API alone: configuration from the environment, listen, and a graceful stop on SIGTERM/SIGINT.
import path from 'node:path';
import { buildApiServer, flushErrorReports, readOpsConfig, resolveFileStorage, startErrorReporting } from './app.ts';
import { readTrustProxy } from './trust-proxy.ts';

// First, so a failed start is reported too (only with SENTRY_DSN).
startErrorReporting(readOpsConfig().errorReporting);

/** A stop that takes longer than this (a stuck connection) ends the process anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000;

const databaseUrl = process.env.DATABASE_URL || undefined;
// 'memory://' is a throwaway database; anything else is a directory.
const pgliteDir = process.env.PGLITE_DIR === 'memory://' ? 'memory://' : path.resolve(process.cwd(), process.env.PGLITE_DIR || '.data');

const app = await buildApiServer({
  databaseUrl,
  pgliteDir,
  // STORAGE=s3 for several replicas (docker-compose.yml); else the local directories.
  storage: await resolveFileStorage({ pgliteDir }),
  logger: { level: process.env.LOG_LEVEL || 'info' },
  trustProxy: readTrustProxy(process.env.TRUST_PROXY),
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

await app.listen({ port: Number(process.env.PORT || 3001), host: process.env.HOST || '0.0.0.0' });
