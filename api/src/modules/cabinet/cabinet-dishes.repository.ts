// Reads and writes one cook's dishes for the cabinet: the dishes with their category,
// taste preferences and pictures (dish_images), their order within a category, and the uploads.
// Every read and write names the cook, so one cook never reaches another's rows.
import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, max, notInArray, or, sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import type { DishImage } from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import { cooks, dishCategories, dishImages, dishPreferences, dishes, tastePreferences } from '../../db/schema.ts';

/** The orm or one of its transactions. */
type Db = Pick<Orm, 'select' | 'insert' | 'update' | 'delete'>;

export type DishRow = typeof dishes.$inferSelect & { category: { id: number; title: string; slug: string } };
export type DishImageRow = typeof dishImages.$inferSelect;

/** What a dish write sets; the owner, id and rating-like columns are never among them (no mass assignment). */
export interface DishWrite {
  categoryId: number;
  name: string;
  previewText: string;
  weight: number;
  weightUnit: string;
  quantity: number;
  quantityUnit: string;
  cookingTime: number;
  price: number;
  calories: number;
  proteins: number;
  fats: number;
  carbohydrates: number;
  dailyLimit: number | null;
  isHidden: boolean;
}

export interface DishListFilter {
  search?: string;
  categoryId?: number;
  hidden?: boolean;
}

const dishWithCategory = {
  dish: dishes,
  category: { id: dishCategories.id, title: dishCategories.title, slug: dishCategories.slug },
};

const toRow = ({ dish, category }: { dish: typeof dishes.$inferSelect; category: DishRow['category'] }): DishRow => ({ ...dish, category });

/** '%' and '_' typed by the cook are letters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export function createCabinetDishesRepository(orm: Orm) {
  const findDishIn = async (db: Db, cookId: number, dishId: number): Promise<DishRow | undefined> => {
    const [row] = await db
      .select(dishWithCategory)
      .from(dishes)
      .innerJoin(dishCategories, eq(dishCategories.id, dishes.categoryId))
      .where(and(eq(dishes.id, dishId), eq(dishes.cookId, cookId)));
    return row ? toRow(row) : undefined;
  };

  /** The next place at the end of a category of the cook. */
  const nextSortOrder = async (db: Db, cookId: number, categoryId: number): Promise<number> => {
    const [row] = await db
      .select({ last: max(dishes.sortOrder) })
      .from(dishes)
      .where(and(eq(dishes.cookId, cookId), eq(dishes.categoryId, categoryId)));
    return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
  };

  /**
   * Gives the dish exactly these pictures in this order: each must be the cook's and free or
   * already this dish's (one conditional update, so two dishes cannot take one upload), and the
   * pictures it no longer uses are set free. False when one of them is not available.
   */
  const attachImages = async (db: Db, cookId: number, dishId: number, imageIds: readonly number[]): Promise<DishImage[] | false> => {
    const claimed = await db
      .update(dishImages)
      .set({ dishId, position: sql`array_position(${sql.raw(`ARRAY[${imageIds.map(Number).join(',')}]::int[]`)}, ${dishImages.id}) - 1` })
      .where(and(inArray(dishImages.id, [...imageIds]), eq(dishImages.cookId, cookId), or(isNull(dishImages.dishId), eq(dishImages.dishId, dishId))))
      .returning({ id: dishImages.id, image: dishImages.image });
    if (claimed.length !== imageIds.length) return false;
    await db
      .update(dishImages)
      .set({ dishId: null, position: 0 })
      .where(and(eq(dishImages.dishId, dishId), notInArray(dishImages.id, [...imageIds])));
    const byId = new Map(claimed.map((row) => [row.id, row.image]));
    return imageIds.map((id) => byId.get(id)!);
  };

  const replacePreferences = async (db: Db, dishId: number, preferenceIds: readonly number[]) => {
    await db.delete(dishPreferences).where(eq(dishPreferences.dishId, dishId));
    if (preferenceIds.length > 0) await db.insert(dishPreferences).values(preferenceIds.map((preferenceId) => ({ dishId, preferenceId })));
  };

  return {
    /** The card the account runs (paused or not: a paused cook still keeps their menu). */
    async findCookOfUser(userId: number): Promise<{ id: number } | undefined> {
      const [row] = await orm.select({ id: cooks.id }).from(cooks).where(eq(cooks.userId, userId));
      return row;
    },

    listCategories() {
      return orm
        .select({ id: dishCategories.id, title: dishCategories.title, slug: dishCategories.slug })
        .from(dishCategories)
        .orderBy(asc(dishCategories.sortOrder), asc(dishCategories.id));
    },

    listTastePreferences() {
      return orm
        .select({ id: tastePreferences.id, title: tastePreferences.title, slug: tastePreferences.slug })
        .from(tastePreferences)
        .orderBy(asc(tastePreferences.sortOrder), asc(tastePreferences.id));
    },

    async categoryExists(id: number): Promise<boolean> {
      const [row] = await orm.select({ id: dishCategories.id }).from(dishCategories).where(eq(dishCategories.id, id));
      return row !== undefined;
    },

    /** How many of these ids are taste preferences. */
    async countPreferences(ids: readonly number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const [row] = await orm
        .select({ total: count() })
        .from(tastePreferences)
        .where(inArray(tastePreferences.id, [...ids]));
      return row?.total ?? 0;
    },

    /** The cook's dishes matching the filter, in the catalogue's category order, then the cook's order, newest first on ties. */
    async listDishes(cookId: number, filter: DishListFilter): Promise<DishRow[]> {
      const conditions: (SQL | undefined)[] = [eq(dishes.cookId, cookId)];
      if (filter.categoryId !== undefined) conditions.push(eq(dishes.categoryId, filter.categoryId));
      if (filter.hidden !== undefined) conditions.push(eq(dishes.isHidden, filter.hidden));
      if (filter.search) conditions.push(ilike(dishes.name, likePattern(filter.search)));
      const rows = await orm
        .select(dishWithCategory)
        .from(dishes)
        .innerJoin(dishCategories, eq(dishCategories.id, dishes.categoryId))
        .where(and(...conditions))
        .orderBy(asc(dishCategories.sortOrder), asc(dishCategories.id), asc(dishes.sortOrder), desc(dishes.createdAt), asc(dishes.id));
      return rows.map(toRow);
    },

    async countDishes(cookId: number): Promise<{ visible: number; hidden: number }> {
      const rows = await orm.select({ hidden: dishes.isHidden, total: count() }).from(dishes).where(eq(dishes.cookId, cookId)).groupBy(dishes.isHidden);
      return {
        visible: rows.find((row) => !row.hidden)?.total ?? 0,
        hidden: rows.find((row) => row.hidden)?.total ?? 0,
      };
    },

    findDish: (cookId: number, dishId: number) => findDishIn(orm, cookId, dishId),

    async listPreferencesOf(dishId: number) {
      return orm
        .select({ id: tastePreferences.id, title: tastePreferences.title, slug: tastePreferences.slug })
        .from(dishPreferences)
        .innerJoin(tastePreferences, eq(tastePreferences.id, dishPreferences.preferenceId))
        .where(eq(dishPreferences.dishId, dishId))
        .orderBy(asc(tastePreferences.sortOrder), asc(tastePreferences.id));
    },

    async listImagesOf(dishId: number): Promise<DishImageRow[]> {
      return orm.select().from(dishImages).where(eq(dishImages.dishId, dishId)).orderBy(asc(dishImages.position), asc(dishImages.id));
    },

    /** Rows for pictures a dish got outside the cabinet (the demo seed), so the form can name them by id. */
    async adoptImages(cookId: number, dishId: number, images: readonly DishImage[], now: Date): Promise<DishImageRow[]> {
      if (images.length === 0) return [];
      return orm
        .insert(dishImages)
        .values(images.map((image, position) => ({ cookId, dishId, position, image, storageKey: null, createdAt: now })))
        .returning();
    },

    async insertUpload(cookId: number, storageKey: string, image: DishImage, now: Date): Promise<DishImageRow> {
      const [row] = await orm.insert(dishImages).values({ cookId, storageKey, image, createdAt: now }).returning();
      if (!row) throw new Error('the upload was just recorded');
      return row;
    },

    /** Uploads no dish uses, made before `before`: their rows are deleted here; the caller deletes the files. */
    async takeStaleUploads(before: Date, limit = 50): Promise<DishImageRow[]> {
      const stale = await orm
        .select({ id: dishImages.id })
        .from(dishImages)
        .where(and(isNull(dishImages.dishId), lt(dishImages.createdAt, before)))
        .limit(limit);
      if (stale.length === 0) return [];
      return orm
        .delete(dishImages)
        .where(
          and(
            inArray(
              dishImages.id,
              stale.map((row) => row.id),
            ),
            isNull(dishImages.dishId),
          ),
        )
        .returning();
    },

    /**
     * Creates the dish at the end of its category with its pictures and preferences, in one
     * transaction; 'images' when a picture is not the cook's or is another dish's.
     */
    async createDish(cookId: number, write: DishWrite, imageIds: readonly number[], preferenceIds: readonly number[], now: Date) {
      return orm
        .transaction(async (tx) => {
          const sortOrder = await nextSortOrder(tx, cookId, write.categoryId);
          const [inserted] = await tx
            .insert(dishes)
            .values({ ...write, cookId, sortOrder, otherPreferences: '', images: [], createdAt: now, updatedAt: now })
            .returning({ id: dishes.id });
          if (!inserted) throw new Error('the dish was just inserted');
          const images = await attachImages(tx, cookId, inserted.id, imageIds);
          if (images === false) {
            tx.rollback();
            return { outcome: 'images' as const };
          }
          await tx.update(dishes).set({ images }).where(eq(dishes.id, inserted.id));
          await replacePreferences(tx, inserted.id, preferenceIds);
          return { outcome: 'done' as const, id: inserted.id };
        })
        .catch(rolledBackAs({ outcome: 'images' as const }));
    },

    /** Rewrites the dish (moved to the end of a new category when the category changes). */
    async updateDish(cookId: number, dishId: number, write: DishWrite, imageIds: readonly number[], preferenceIds: readonly number[], now: Date) {
      return orm
        .transaction(async (tx) => {
          const current = await findDishIn(tx, cookId, dishId);
          if (!current) return { outcome: 'not_found' as const };
          const sortOrder = current.categoryId === write.categoryId ? current.sortOrder : await nextSortOrder(tx, cookId, write.categoryId);
          const images = await attachImages(tx, cookId, dishId, imageIds);
          if (images === false) {
            tx.rollback();
            return { outcome: 'images' as const };
          }
          await tx
            .update(dishes)
            .set({ ...write, sortOrder, images, updatedAt: now })
            .where(and(eq(dishes.id, dishId), eq(dishes.cookId, cookId)));
          await replacePreferences(tx, dishId, preferenceIds);
          return { outcome: 'done' as const, id: dishId };
        })
        .catch(rolledBackAs({ outcome: 'images' as const }));
    },

    async setHidden(cookId: number, dishId: number, isHidden: boolean, now: Date): Promise<boolean> {
      const rows = await orm
        .update(dishes)
        .set({ isHidden, updatedAt: now })
        .where(and(eq(dishes.id, dishId), eq(dishes.cookId, cookId)))
        .returning({ id: dishes.id });
      return rows.length > 0;
    },

    /** Deletes the dish and its pictures' rows; answers the pictures (for their files), or undefined when it is not the cook's. */
    async deleteDish(cookId: number, dishId: number): Promise<DishImageRow[] | undefined> {
      return orm
        .transaction(async (tx) => {
          const pictures = await tx
            .delete(dishImages)
            .where(and(eq(dishImages.dishId, dishId), eq(dishImages.cookId, cookId)))
            .returning();
          const deleted = await tx
            .delete(dishes)
            .where(and(eq(dishes.id, dishId), eq(dishes.cookId, cookId)))
            .returning({ id: dishes.id });
          if (deleted.length === 0) {
            tx.rollback();
            return undefined;
          }
          return pictures;
        })
        .catch(rolledBackAs(undefined));
    },

    /** The ids of the cook's dishes in a category, in their current order. */
    async listCategoryOrder(cookId: number, categoryId: number): Promise<number[]> {
      const rows = await orm
        .select({ id: dishes.id })
        .from(dishes)
        .where(and(eq(dishes.cookId, cookId), eq(dishes.categoryId, categoryId)))
        .orderBy(asc(dishes.sortOrder), desc(dishes.createdAt), asc(dishes.id));
      return rows.map((row) => row.id);
    },

    /** Which of these ids are dishes of the cook (any category). */
    async ownDishIds(cookId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await orm
        .select({ id: dishes.id })
        .from(dishes)
        .where(and(eq(dishes.cookId, cookId), inArray(dishes.id, [...ids])));
      return new Set(rows.map((row) => row.id));
    },

    /** Numbers the category's dishes 0, 1, 2… in this order. */
    async writeCategoryOrder(cookId: number, categoryId: number, orderedIds: readonly number[]): Promise<void> {
      if (orderedIds.length === 0) return;
      await orm
        .update(dishes)
        .set({ sortOrder: sql`array_position(${sql.raw(`ARRAY[${orderedIds.map(Number).join(',')}]::int[]`)}, ${dishes.id}) - 1` })
        .where(and(eq(dishes.cookId, cookId), eq(dishes.categoryId, categoryId), inArray(dishes.id, [...orderedIds])));
    },
  };
}

/** drizzle's tx.rollback() throws to end the transaction; this turns that throw into the answer meant. */
function rolledBackAs<T>(answer: T) {
  return (error: unknown): T => {
    if (error instanceof TransactionRollbackError) return answer;
    throw error;
  };
}

export type CabinetDishesRepository = ReturnType<typeof createCabinetDishesRepository>;
