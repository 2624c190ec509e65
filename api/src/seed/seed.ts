// What a database holds besides its tables: the reference data every database needs (the regions,
// the editorial pages) and, on request only, the demo catalogue and accounts. Both are safe to run again.
// Each step belongs to the module whose tables it fills (`<module>.reference-seed.ts`,
// `<module>.demo-seed.ts`, exported from the module's index.ts), and the demo world those steps share
// (taxonomy, dish families, pictures, the seeded random, the demo phones) lies below the modules in
// demo-world/. This file only orders the steps: it stands above the modules, and the database layer
// below them knows nothing of it: the API's start opens the database through openSeededDatabase.
import type { FileStorage } from '../files/storage.ts';
import { openDatabase, type Database, type DatabaseConfig, type Orm } from '../db/client.ts';
import { renderContentImages } from '../demo-world/content-images.ts';
import { writeDemoDocuments } from '../demo-world/demo-documents.ts';
import { renderDemoImages } from '../demo-world/demo-images.ts';
import { seedDemoAccounts } from '../modules/auth/index.ts';
import { seedDemoCatalog } from '../modules/catalog/index.ts';
import { seedDemoHome, seedEditorialContent } from '../modules/content/index.ts';
import { seedDemoGallery } from '../modules/cooks/index.ts';
import { seedMainCities } from '../modules/geo/index.ts';
import { seedDemoPayouts } from '../modules/orders/index.ts';
import type { PayoutRates } from '../modules/payouts/index.ts';
import { seedDemoPromoCodes } from '../modules/promo/index.ts';
import { seedDemoCustomerOrders, seedDemoReviews } from '../modules/reviews/index.ts';
import { seedSeoFaqs } from '../modules/seo/index.ts';

/** The regions, upserted by id from the list in code (the geo module's step); kept here for the callers that seed them alone. */
export { seedMainCities };

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
  await seedSeoFaqs(orm);
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
