// The geo module's reference seed, which every database gets (production included): the regions
// (main cities) from the one list the tests and fixtures share too (db/main-cities.ts).
import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { loadMainCityRows } from '../../db/main-cities.ts';
import { mainCities } from '../../db/schema.ts';

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
