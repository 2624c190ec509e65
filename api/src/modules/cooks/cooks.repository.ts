// Reads a cook's page: the catalogue's cook card, their visible dishes as catalogue cards, their own compilation, their public gallery and whether a user keeps them in favourites.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { compilations, cookGallery, cooks, dishCategories, dishes, favoriteCooks, mainCities, specialities } from '../../db/schema.ts';
import { cookColumns, dishCardColumns, type Point } from '../catalog/index.ts';

export function createCooksRepository(orm: Orm) {
  return {
    /** The card of an active cook; undefined for an unknown or paused one. */
    async findActiveCook(id: number, point: Point | undefined) {
      const [row] = await orm
        .select(cookColumns(point))
        .from(cooks)
        .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
        .leftJoin(specialities, eq(specialities.id, cooks.specialityId))
        .where(and(eq(cooks.id, id), eq(cooks.isActive, true)));
      return row;
    },

    /** The cook's visible dishes in the order of their categories, then the cook's own order (the cabinet's), newest first on ties. */
    async listVisibleDishes(cookId: number, point: Point | undefined) {
      return orm
        .select(dishCardColumns(point))
        .from(dishes)
        .innerJoin(cooks, eq(cooks.id, dishes.cookId))
        .innerJoin(dishCategories, eq(dishCategories.id, dishes.categoryId))
        .where(and(eq(dishes.cookId, cookId), eq(dishes.isHidden, false)))
        .orderBy(asc(dishCategories.sortOrder), asc(dishes.sortOrder), desc(dishes.createdAt), asc(dishes.id));
    },

    /** The dish ids of the cook's own compilation ('Повар рекомендует'), in its order; undefined when there is none. */
    async findOwnCompilationDishIds(cookId: number): Promise<number[] | undefined> {
      const [row] = await orm
        .select({ dishIds: compilations.dishIds })
        .from(compilations)
        .where(eq(compilations.cookId, cookId))
        .orderBy(asc(compilations.sortOrder), asc(compilations.id))
        .limit(1);
      return row?.dishIds;
    },

    /** Kitchen photos and certificates, each kind in its position order. */
    async listGallery(cookId: number) {
      return orm
        .select({
          id: cookGallery.id,
          kind: cookGallery.kind,
          image: cookGallery.image,
          href: cookGallery.href,
          extension: cookGallery.extension,
          name: cookGallery.name,
        })
        .from(cookGallery)
        .where(eq(cookGallery.cookId, cookId))
        .orderBy(asc(cookGallery.position), asc(cookGallery.id));
    },

    async isFavorite(userId: number, cookId: number): Promise<boolean> {
      const [row] = await orm
        .select({ cookId: favoriteCooks.cookId })
        .from(favoriteCooks)
        .where(and(eq(favoriteCooks.userId, userId), eq(favoriteCooks.cookId, cookId)));
      return row !== undefined;
    },
  };
}

export type CooksRepository = ReturnType<typeof createCooksRepository>;
