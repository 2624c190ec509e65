// Reads and writes a cook's own compilations (the compilations rows with cook_id set) and the
// cook's dishes they are made of. Every read and write names the cook, so no call reaches
// another cook's rows.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { compilations, cooks, dishCategories, dishes } from '../../db/schema.ts';

export type CompilationRow = Pick<typeof compilations.$inferSelect, 'id' | 'slug' | 'title' | 'dishIds' | 'sortOrder'>;

const rowColumns = {
  id: compilations.id,
  slug: compilations.slug,
  title: compilations.title,
  dishIds: compilations.dishIds,
  sortOrder: compilations.sortOrder,
};

const ownedBy = (cookId: number, id: number) => and(eq(compilations.id, id), eq(compilations.cookId, cookId));

export function createCompilationsRepository(orm: Orm) {
  return {
    /** The card the account runs (paused or not: a paused cook still prepares the page). */
    async findCookIdOfUser(userId: number): Promise<number | undefined> {
      const [row] = await orm.select({ id: cooks.id }).from(cooks).where(eq(cooks.userId, userId));
      return row?.id;
    },

    /** The cook's compilations in their order: the first leads the cook page. */
    async listOwn(cookId: number): Promise<CompilationRow[]> {
      return orm.select(rowColumns).from(compilations).where(eq(compilations.cookId, cookId)).orderBy(asc(compilations.sortOrder), asc(compilations.id));
    },

    /** Every dish of the cook, hidden ones too (a compilation may hold a dish hidden since), by category then name. */
    async listDishes(cookId: number) {
      return orm
        .select({
          id: dishes.id,
          name: dishes.name,
          images: dishes.images,
          price: dishes.price,
          category: dishCategories.title,
          isHidden: dishes.isHidden,
        })
        .from(dishes)
        .innerJoin(dishCategories, eq(dishCategories.id, dishes.categoryId))
        .where(eq(dishes.cookId, cookId))
        .orderBy(asc(dishCategories.sortOrder), asc(dishes.name), asc(dishes.id));
    },

    /** Which of these ids are the cook's shown dishes. */
    async visibleDishIds(cookId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await orm
        .select({ id: dishes.id })
        .from(dishes)
        .where(and(eq(dishes.cookId, cookId), eq(dishes.isHidden, false), inArray(dishes.id, [...ids])));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Adds a compilation at the end unless the cook has `limit` already. The cook's row is locked
     * for the transaction, so two creations at once cannot both pass the count.
     */
    async insertWithin(
      cookId: number,
      limit: number,
      values: { slug: string; title: string; dishIds: number[] },
    ): Promise<{ result: 'created'; row: CompilationRow } | { result: 'full' }> {
      return orm.transaction(async (tx) => {
        await tx.execute(sql`select id from ${cooks} where ${cooks.id} = ${cookId} for update`);
        const [counted] = await tx
          .select({ count: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${compilations.sortOrder}), -1)::int` })
          .from(compilations)
          .where(eq(compilations.cookId, cookId));
        if ((counted?.count ?? 0) >= limit) return { result: 'full' as const };
        const [row] = await tx
          .insert(compilations)
          .values({ ...values, cookId, sortOrder: (counted?.last ?? -1) + 1 })
          .returning(rowColumns);
        if (!row) throw new Error('the compilation was just inserted');
        return { result: 'created' as const, row };
      });
    },

    async slugTaken(slug: string): Promise<boolean> {
      const [row] = await orm.select({ id: compilations.id }).from(compilations).where(eq(compilations.slug, slug));
      return row !== undefined;
    },

    /** Undefined when the compilation is not this cook's (or does not exist). */
    async update(cookId: number, id: number, values: { title: string; dishIds: number[] }): Promise<CompilationRow | undefined> {
      const [row] = await orm.update(compilations).set(values).where(ownedBy(cookId, id)).returning(rowColumns);
      return row;
    },

    async remove(cookId: number, id: number): Promise<boolean> {
      const rows = await orm.delete(compilations).where(ownedBy(cookId, id)).returning({ id: compilations.id });
      return rows.length > 0;
    },

    /**
     * Puts the cook's compilations in the order of `ids`, which must be exactly the cook's ids;
     * answers false, changing nothing, when they are not (one added or removed meanwhile, or someone else's).
     */
    async reorder(cookId: number, ids: readonly number[]): Promise<boolean> {
      return orm.transaction(async (tx) => {
        await tx.execute(sql`select id from ${cooks} where ${cooks.id} = ${cookId} for update`);
        const own = await tx.select({ id: compilations.id }).from(compilations).where(eq(compilations.cookId, cookId));
        const ownIds = new Set(own.map((row) => row.id));
        if (own.length !== ids.length || new Set(ids).size !== ids.length || !ids.every((id) => ownIds.has(id))) return false;
        for (const [position, id] of ids.entries()) {
          await tx.update(compilations).set({ sortOrder: position }).where(ownedBy(cookId, id));
        }
        return true;
      });
    },
  };
}

export type CompilationsRepository = ReturnType<typeof createCompilationsRepository>;
