// Runs the whole product in one process: `npm start` (after building what is missing).
import { flushErrorReports, openDatabase, readOpsConfig, resolveFileStorage, startErrorReporting } from '@povar/api';
import { readServerConfig } from './config.ts';
import { buildWebServer } from './web-server.ts';

// Crashes, the in-process API's 5xx and server-side render errors go to Sentry (only with SENTRY_DSN).
startErrorReporting(readOpsConfig(process.env, 'web').errorReporting);

const config = readServerConfig();
// With API_UPSTREAM the API runs as its own service and this process holds no database.
const storage = config.apiUpstream ? undefined : await resolveFileStorage(config);
const db = config.apiUpstream
  ? undefined
  : await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl, storage } : { pgliteDir: config.pgliteDir, storage });
const app = await buildWebServer({ db, storage, config, logger: process.env.LOG_LEVEL !== 'silent' });

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
console.log(`«Повар рядом» работает: http://localhost:${config.port}/`);
