// Writes the demo data every fresh database starts with; safe to run on every start.
import { sql } from 'drizzle-orm';
import type { FileStorage } from '../files/storage.ts';
import type { Orm } from './client.ts';
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
import { loadMainCityRows } from './main-cities.ts';
import { mainCities } from './schema.ts';

/**
 * `storage`: where the demo pictures are written; without it only their descriptors are written
 * (tests skip the rendering time). `demoAccounts`: the customer (with orders to review), cook and
 * operator of the README, and the demo reviewers with their reviews, everywhere but production,
 * where anyone holding those phones would get the roles.
 */
export async function seedDemoData(
  orm: Orm,
  options: { storage?: FileStorage; demoAccounts?: boolean } = {},
): Promise<void> {
  await seedMainCities(orm);
  const demoAccounts = options.demoAccounts ?? process.env.APP_ENV !== 'production';
  await seedDemoCatalog(orm);
  await seedDemoGallery(orm);
  // Before the home page: its 'Выбор покупателей' and reels follow the ratings the reviews make.
  if (demoAccounts) await seedDemoReviews(orm);
  await seedEditorialContent(orm);
  await seedDemoHome(orm);
  if (demoAccounts) {
    await seedDemoAccounts(orm);
    await seedDemoCustomerOrders(orm);
    await seedDemoPromoCodes(orm);
    await seedDemoPayouts(orm);
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
