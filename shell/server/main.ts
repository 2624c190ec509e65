// Runs the whole product in one process: `npm start` (after building what is missing). The
// configuration is read once here (api/src/config.ts); a production start with unsafe or missing
// settings prints one line per problem and exits before opening anything.
import { flushErrorReports, openDatabase, resolveFileStorage, startErrorReporting } from '@povar/api';
import { loadServerConfig } from './config.ts';
import { buildWebServer } from './web-server.ts';

const config = loadServerConfig();
// Crashes, the in-process API's 5xx and server-side render errors go to Sentry (only with SENTRY_DSN).
startErrorReporting(config.errorReporting);
// With API_UPSTREAM the API runs as its own service and this process holds no database.
const storage = config.apiUpstream ? undefined : await resolveFileStorage(config.storage, config);
// Development seeds the demo catalogue and accounts (SEED_DEMO_DATA); production only migrates.
const demoData = config.seedDemoData ? { demoAccounts: config.environment !== 'production', payoutRates: config.api.payouts.rates } : undefined;
const db = config.apiUpstream
  ? undefined
  : await openDatabase(
      config.databaseUrl
        ? { databaseUrl: config.databaseUrl, readDatabaseUrl: config.readDatabaseUrl, storage, demoData }
        : { pgliteDir: config.pgliteDir, storage, demoData },
    );
const app = await buildWebServer({ db, storage, config, logger: config.logLevel !== 'silent' });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing requests and closing`);
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  await app.close();
  await db?.close();
  await flushErrorReports();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = address && typeof address !== 'string' ? address.port : config.port;
console.log(`«Повар рядом» работает: ${config.publicOrigin ?? `http://localhost:${port}`}/`);
