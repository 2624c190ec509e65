// Cooks for any suite (first written for the cook page and favourites tests): a cook of their own with dishes in chosen categories, beside the seeded demo catalogue.
import { eq } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { cooks, dishCategories, dishes, mainCities, users } from '../db/schema.ts';
import { freshPhone } from './auth.ts';

export const TYUMEN_CENTRE = { lat: 57.153033, lon: 65.534328 };
export const AT_TYUMEN_CENTRE = `lon=${TYUMEN_CENTRE.lon}&lat=${TYUMEN_CENTRE.lat}`;

export async function regionId(orm: Orm, slug: string): Promise<number> {
  const [row] = await orm.select({ id: mainCities.id }).from(mainCities).where(eq(mainCities.slug, slug));
  if (!row) throw new Error(`the seed has the region ${slug}`);
  return row.id;
}

export async function categoryId(orm: Orm, slug: string): Promise<number> {
  const [row] = await orm.select({ id: dishCategories.id }).from(dishCategories).where(eq(dishCategories.slug, slug));
  if (!row) throw new Error(`the seed has the category ${slug}`);
  return row.id;
}

/** A cook account of its own for a test's card (every card has one): answers its id. */
export async function insertCookAccount(orm: Orm, name = 'Тестовый Повар'): Promise<number> {
  const [user] = await orm.insert(users).values({ phone: freshPhone(), name, isCook: true, phoneVerified: true }).returning({ id: users.id });
  if (!user) throw new Error('the account was just inserted');
  return user.id;
}

/** A cook in Tyumen, 1 km north of the centre unless told otherwise, with an account of its own unless `userId` is given; answers its id. */
export async function insertCook(orm: Orm, overrides: Partial<typeof cooks.$inferInsert> = {}): Promise<number> {
  const [row] = await orm
    .insert(cooks)
    .values({
      userId: overrides.userId ?? (await insertCookAccount(orm, overrides.name)),
      name: 'Тестовый Повар',
      address: 'ул. Республики, 1',
      mainCityId: await regionId(orm, 'tyumen'),
      lat: TYUMEN_CENTRE.lat + 0.009,
      lon: TYUMEN_CENTRE.lon,
      ...overrides,
    })
    .returning({ id: cooks.id });
  if (!row) throw new Error('the cook was just inserted');
  return row.id;
}

/** A dish of the cook in the category (by slug); answers its id. */
export async function insertDish(orm: Orm, cookId: number, category: string, overrides: Partial<typeof dishes.$inferInsert> = {}): Promise<number> {
  const [row] = await orm
    .insert(dishes)
    .values({ cookId, categoryId: await categoryId(orm, category), name: 'Тестовое блюдо', weight: 500, cookingTime: 60, price: 50000, ...overrides })
    .returning({ id: dishes.id });
  if (!row) throw new Error('the dish was just inserted');
  return row.id;
}
