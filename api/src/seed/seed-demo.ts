// `npm run seed:demo`: writes the demo catalogue (cooks, dishes, their pictures, the home page) into
// the configured database, PGlite directory or DATABASE_URL alike, and in development the demo
// accounts too. The server seeds it itself on a development start; this is for a database opened
// without it (SEED_DEMO_DATA=false, a staging copy). Migrates first, like any start.
import { loadConfig } from '../config.ts';
import { resolveFileStorage } from '../files/storage-config.ts';
import { openSeededDatabase, seedDemoData } from './seed.ts';

const config = loadConfig('api');
const { databaseUrl, pgliteDir } = config.database;
const storage = await resolveFileStorage(config.storage, { pgliteDir });
const db = await openSeededDatabase(databaseUrl ? { databaseUrl } : { pgliteDir });
try {
  // Never the demo accounts in production: anyone holding those phones would get their roles.
  await seedDemoData(db.orm, { demoAccounts: !config.production, payoutRates: config.api.payouts.rates, storage });
  console.log(
    `demo data written to ${databaseUrl ? 'the DATABASE_URL database' : pgliteDir}${config.production ? ' (without the demo accounts: APP_ENV=production)' : ''}`,
  );
} finally {
  await db.close();
}
