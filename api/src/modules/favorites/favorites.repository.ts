// Favourite cooks and dishes of one user: marks, idempotent adds and removals, and pages of catalogue cards, newest kept first. Every read and write names the user.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { cooks, dishCategories, dishes, favoriteCooks, favoriteDishes, mainCities, specialities } from '../../db/schema.ts';
import { cookColumns, dishCardColumns, type PageWindow, type Point } from '../catalog/index.ts';

/** What the catalogue shows: an active cook; a visible dish of an active cook. */
const cookShown = eq(cooks.isActive, true);
const dishShown = and(eq(dishes.isHidden, false), eq(cooks.isActive, true)) as SQL;

export function createFavoritesRepository(orm: Orm) {
  return {
    /** Whether a cook exists and whether the catalogue shows it; undefined for an unknown id. */
    async findCook(id: number): Promise<{ shown: boolean } | undefined> {
      const [row] = await orm.select({ shown: cooks.isActive }).from(cooks).where(eq(cooks.id, id));
      return row;
    },

    async findDish(id: number): Promise<{ shown: boolean } | undefined> {
      const [row] = await orm
        .select({ hidden: dishes.isHidden, cookActive: cooks.isActive })
        .from(dishes)
        .innerJoin(cooks, eq(cooks.id, dishes.cookId))
        .where(eq(dishes.id, id));
      return row && { shown: !row.hidden && row.cookActive };
    },

    /** Adding again keeps the first time, so re-adding does not move it up the list. */
    async addCook(userId: number, cookId: number, at: Date): Promise<void> {
      await orm.insert(favoriteCooks).values({ userId, cookId, createdAt: at }).onConflictDoNothing();
    },

    async addDish(userId: number, dishId: number, at: Date): Promise<void> {
      await orm.insert(favoriteDishes).values({ userId, dishId, createdAt: at }).onConflictDoNothing();
    },

    async removeCook(userId: number, cookId: number): Promise<void> {
      await orm.delete(favoriteCooks).where(and(eq(favoriteCooks.userId, userId), eq(favoriteCooks.cookId, cookId)));
    },

    async removeDish(userId: number, dishId: number): Promise<void> {
      await orm.delete(favoriteDishes).where(and(eq(favoriteDishes.userId, userId), eq(favoriteDishes.dishId, dishId)));
    },

    /** The ids of the shown favourites, newest kept first. */
    async listIds(userId: number): Promise<{ cooks: number[]; dishes: number[] }> {
      const [cookRows, dishRows] = await Promise.all([
        orm
          .select({ id: favoriteCooks.cookId })
          .from(favoriteCooks)
          .innerJoin(cooks, eq(cooks.id, favoriteCooks.cookId))
          .where(and(eq(favoriteCooks.userId, userId), cookShown))
          .orderBy(desc(favoriteCooks.createdAt), desc(favoriteCooks.cookId)),
        orm
          .select({ id: favoriteDishes.dishId })
          .from(favoriteDishes)
          .innerJoin(dishes, eq(dishes.id, favoriteDishes.dishId))
          .innerJoin(cooks, eq(cooks.id, dishes.cookId))
          .where(and(eq(favoriteDishes.userId, userId), dishShown))
          .orderBy(desc(favoriteDishes.createdAt), desc(favoriteDishes.dishId)),
      ]);
      return { cooks: cookRows.map((row) => row.id), dishes: dishRows.map((row) => row.id) };
    },

    async listCooks(userId: number, window: PageWindow, point: Point | undefined) {
      const where = and(eq(favoriteCooks.userId, userId), cookShown);
      const [rows, [total]] = await Promise.all([
        orm
          .select(cookColumns(point))
          .from(favoriteCooks)
          .innerJoin(cooks, eq(cooks.id, favoriteCooks.cookId))
          .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
          .leftJoin(specialities, eq(specialities.id, cooks.specialityId))
          .where(where)
          .orderBy(desc(favoriteCooks.createdAt), desc(favoriteCooks.cookId))
          .limit(window.limit)
          .offset(window.offset),
        orm.select({ total: count() }).from(favoriteCooks).innerJoin(cooks, eq(cooks.id, favoriteCooks.cookId)).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async listDishes(userId: number, window: PageWindow, point: Point | undefined) {
      const where = and(eq(favoriteDishes.userId, userId), dishShown);
      const [rows, [total]] = await Promise.all([
        orm
          .select(dishCardColumns(point))
          .from(favoriteDishes)
          .innerJoin(dishes, eq(dishes.id, favoriteDishes.dishId))
          .innerJoin(cooks, eq(cooks.id, dishes.cookId))
          .innerJoin(dishCategories, eq(dishCategories.id, dishes.categoryId))
          .where(where)
          .orderBy(desc(favoriteDishes.createdAt), desc(favoriteDishes.dishId))
          .limit(window.limit)
          .offset(window.offset),
        orm
          .select({ total: count() })
          .from(favoriteDishes)
          .innerJoin(dishes, eq(dishes.id, favoriteDishes.dishId))
          .innerJoin(cooks, eq(cooks.id, dishes.cookId))
          .where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
