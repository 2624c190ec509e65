// The cook's compilations ('Повар рекомендует'): list with the dishes one may add, create (at most
// COMPILATION_LIMITS.perCook), rename and refill, delete, reorder. Only the cook's own shown dishes
// go in; another cook's compilation is as unknown as a made-up id (404).
import {
  COMPILATION_LIMITS,
  COMPILATION_MESSAGES,
  SCHEDULE_MESSAGES,
  type Compilation,
  type CompilationDish,
  type CompilationFields,
  type CompilationList,
} from '@povar/shared-kit/contracts';
import { ApiError } from '../../plugins/errors.ts';
import { compilationSlug } from './compilation-slug.ts';
import type { CompilationRow, CompilationsRepository } from './compilations.repository.ts';

type DishRow = Awaited<ReturnType<CompilationsRepository['listDishes']>>[number];

const toDish = (row: DishRow): CompilationDish => ({
  id: row.id,
  name: row.name,
  image: row.images[0] ?? null,
  price: row.price,
  category: row.category,
  isHidden: row.isHidden,
});

function toCompilation(row: CompilationRow, dishesById: ReadonlyMap<number, CompilationDish>): Compilation {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    dishIds: row.dishIds,
    dishes: row.dishIds.flatMap((id) => dishesById.get(id) ?? []),
  };
}

const notFound = () => new ApiError('not_found', { message: COMPILATION_MESSAGES.notFound });

/** Tries a few random tails before giving up: a clash of a 4-hex tail with one cook and one title is already rare. */
const SLUG_ATTEMPTS = 5;

export interface CompilationsServiceDeps {
  repository: Pick<
    CompilationsRepository,
    'findCookIdOfUser' | 'listOwn' | 'listDishes' | 'visibleDishIds' | 'insertWithin' | 'slugTaken' | 'update' | 'remove' | 'reorder'
  >;
}

export function createCompilationsService({ repository }: CompilationsServiceDeps) {
  const ownCookId = async (userId: number): Promise<number> => {
    const cookId = await repository.findCookIdOfUser(userId);
    if (cookId === undefined) throw new ApiError('not_found', { message: SCHEDULE_MESSAGES.noCookCard });
    return cookId;
  };

  const dishesOf = async (cookId: number) => new Map((await repository.listDishes(cookId)).map((row) => [row.id, toDish(row)]));

  /** Every dish must be the cook's and shown now; a dish already in the compilation and hidden since may stay. */
  const checkDishes = async (cookId: number, dishIds: readonly number[], keptHidden: readonly number[] = []) => {
    const wanted = dishIds.filter((id) => !keptHidden.includes(id));
    const visible = await repository.visibleDishIds(cookId, wanted);
    if (wanted.some((id) => !visible.has(id))) throw new ApiError('validation', { errors: [COMPILATION_MESSAGES.foreignDish] });
  };

  const freeSlug = async (title: string, cookId: number): Promise<string> => {
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
      const slug = compilationSlug(title, cookId);
      if (!(await repository.slugTaken(slug))) return slug;
    }
    throw new Error('no free compilation slug after several attempts');
  };

  const list = async (userId: number): Promise<CompilationList> => {
    const cookId = await ownCookId(userId);
    const [rows, dishes] = await Promise.all([repository.listOwn(cookId), dishesOf(cookId)]);
    return {
      items: rows.map((row) => toCompilation(row, dishes)),
      dishes: [...dishes.values()].filter((dish) => !dish.isHidden),
    };
  };

  return {
    list,

    async create(userId: number, fields: CompilationFields): Promise<Compilation> {
      const cookId = await ownCookId(userId);
      await checkDishes(cookId, fields.dishIds);
      const outcome = await repository.insertWithin(cookId, COMPILATION_LIMITS.perCook, {
        slug: await freeSlug(fields.title, cookId),
        title: fields.title,
        dishIds: fields.dishIds,
      });
      if (outcome.result === 'full') throw new ApiError('validation', { errors: [COMPILATION_MESSAGES.tooMany] });
      return toCompilation(outcome.row, await dishesOf(cookId));
    },

    async update(userId: number, id: number, fields: CompilationFields): Promise<Compilation> {
      const cookId = await ownCookId(userId);
      const current = (await repository.listOwn(cookId)).find((row) => row.id === id);
      if (!current) throw notFound();
      const dishes = await dishesOf(cookId);
      // The cook may reorder or rename without first taking out a dish they hid since.
      const keptHidden = current.dishIds.filter((dishId) => dishes.get(dishId)?.isHidden === true);
      await checkDishes(cookId, fields.dishIds, keptHidden);
      const row = await repository.update(cookId, id, { title: fields.title, dishIds: fields.dishIds });
      if (!row) throw notFound();
      return toCompilation(row, dishes);
    },

    async remove(userId: number, id: number): Promise<void> {
      const cookId = await ownCookId(userId);
      if (!(await repository.remove(cookId, id))) throw notFound();
    },

    /** `ids`: all of the cook's compilations in the new order; answers the list in it. */
    async reorder(userId: number, ids: readonly number[]): Promise<CompilationList> {
      const cookId = await ownCookId(userId);
      if (!(await repository.reorder(cookId, ids)))
        throw new ApiError('conflict', { message: COMPILATION_MESSAGES.reorderMismatch, errors: [COMPILATION_MESSAGES.reorderMismatch] });
      return list(userId);
    },
  };
}

export type CompilationsService = ReturnType<typeof createCompilationsService>;
