// What a database holds besides its tables: the reference data every database needs (the regions,
// the editorial pages) and, on request only, the demo catalogue and accounts. Both are safe to run again.
// This layer stands above the modules (it writes through their repositories) and the database layer
// below them knows nothing of it: the API's start opens the database through openSeededDatabase.
import { sql } from 'drizzle-orm';
import type { FileStorage } from '../files/storage.ts';
import { openDatabase, type Database, type DatabaseConfig, type Orm } from '../db/client.ts';
import { seedEditorialContent } from './content/seed-content.ts';
import { renderContentImages } from './demo/content-images.ts';
import { writeDemoDocuments } from './demo/demo-documents.ts';
import { renderDemoImages } from './demo/demo-images.ts';
import { seedDemoAccounts } from './demo/seed-accounts.ts';
import { seedDemoCatalog } from './demo/seed-catalog.ts';
import { seedDemoGallery } from './demo/seed-gallery.ts';
import { seedDemoHome } from './demo/seed-home.ts';
import { seedDemoPayouts } from './demo/seed-payouts.ts';
import { seedDemoPromoCodes } from './demo/seed-promo-codes.ts';
import { seedDemoCustomerOrders, seedDemoReviews } from './demo/seed-reviews.ts';
import { loadMainCityRows } from '../db/main-cities.ts';
import { mainCities } from '../db/schema.ts';
import type { PayoutRates } from '../modules/payouts/index.ts';

export interface DemoDataOptions {
  /**
   * The customer (with orders to review), cook and operator of the README, and the demo reviewers
   * with their reviews: development only, as anyone holding those phones would get the roles.
   */
  demoAccounts: boolean;
  /** The rates the demo payouts are worked out with (the configured PAYOUT_*_PERCENT). */
  payoutRates?: PayoutRates;
}

/** What opening the API's database writes besides migrating. */
export interface SeedConfig {
  /** Where files live (served under /api/files); the demo pictures and documents are written there when set. */
  storage?: FileStorage;
  /** Seed the demo catalogue (and accounts) too: development and tests; unset, only the reference data (production). */
  demoData?: DemoDataOptions;
}

export type SeededDatabaseConfig = DatabaseConfig & SeedConfig;

/**
 * Opens and migrates the database, then writes the reference data and, when `demoData` asks, the
 * demo data, still under the migration lock (instances starting together seed one at a time).
 */
export function openSeededDatabase(config: SeededDatabaseConfig): Promise<Database> {
  return openDatabase(config, {
    prepare: async (orm) => {
      await seedReferenceData(orm);
      if (config.demoData) await seedDemoData(orm, { ...config.demoData, storage: config.storage });
    },
  });
}

/** The regions and the editorial content (site settings, /docs pages, SEO FAQ): every database, production included. */
export async function seedReferenceData(orm: Orm): Promise<void> {
  await seedMainCities(orm);
  await seedEditorialContent(orm);
}

/**
 * The demo cooks, dishes, pictures and home page (and, with `demoAccounts`, the demo accounts):
 * what `npm start` shows in development, and `npm run seed:demo` writes on request. `storage`:
 * where the demo pictures are written; without it only their descriptors are written (tests skip
 * the rendering time). Expects seedReferenceData to have run.
 */
export async function seedDemoData(orm: Orm, options: DemoDataOptions & { storage?: FileStorage }): Promise<void> {
  const { demoAccounts } = options;
  await seedDemoCatalog(orm);
  await seedDemoGallery(orm);
  // Before the home page: its 'Выбор покупателей' and reels follow the ratings the reviews make.
  if (demoAccounts) await seedDemoReviews(orm);
  await seedDemoHome(orm);
  if (demoAccounts) {
    await seedDemoAccounts(orm);
    await seedDemoCustomerOrders(orm);
    await seedDemoPromoCodes(orm);
    await seedDemoPayouts(orm, options.payoutRates);
  }
  if (options.storage) {
    await renderDemoImages(options.storage);
    await renderContentImages(options.storage);
    await writeDemoDocuments(options.storage);
  }
}

/** Upsert by id: the seed list in code is the source of truth for regions, so a changed entry reaches old databases too. */
export async function seedMainCities(orm: Orm): Promise<void> {
  const excluded = (column: { name: string }) => sql.raw(`excluded."${column.name}"`);
  await orm
    .insert(mainCities)
    .values(await loadMainCityRows())
    .onConflictDoUpdate({
      target: mainCities.id,
      set: {
        slug: excluded(mainCities.slug),
        name: excluded(mainCities.name),
        fiasId: excluded(mainCities.fiasId),
        lat: excluded(mainCities.lat),
        lon: excluded(mainCities.lon),
        timezone: excluded(mainCities.timezone),
        isServed: excluded(mainCities.isServed),
        sortOrder: excluded(mainCities.sortOrder),
      },
    });
}
