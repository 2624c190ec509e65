// The cook's own dishes: list, read, create, update, hide/show, delete, order within a
// category, picture uploads and the form's options. The bodies were checked by the contract's
// dishFormSchema (strict: no owner, id or rating can be written; no mass assignment); here come
// the checks that need the database: the category, the taste preferences and the pictures exist
// and are the cook's.
import {
  DISH_IMAGE_MAX_MEGABYTES,
  DISH_LIMITS,
  DISH_MESSAGES,
  DISH_QUANTITY_UNITS,
  DISH_WEIGHT_UNITS,
  dishFormToNumbers,
  type CabinetDish,
  type CabinetDishList,
  type CabinetDishListItem,
  type DishForm,
  type DishFormOptions,
  type DishImage,
  type DishImageUpload,
  type DishQuantityUnit,
  type DishWeightUnit,
} from '@povar/shared-kit/contracts';
import { formatDecimalInput } from '@povar/shared-kit/validation';
import { NotAPictureError } from '../../files/images.ts';
import type { ReceivedFile } from '../../files/multipart.ts';
import type { FileStorage } from '../../files/storage.ts';
import { ApiError } from '../../plugins/errors.ts';
import { UPLOADS_UNAVAILABLE_MESSAGE } from '../../files/uploads.ts';
import type { CabinetDishesRepository, DishImageRow, DishRow, DishWrite } from './cabinet-dishes.repository.ts';
import { removeDishPictures, renderDishPicture, storeDishPicture } from './dish-pictures.ts';

/** Uploads no saved dish uses are deleted after this long (the form may still be open meanwhile). */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export interface CabinetDishesServiceDeps {
  repository: CabinetDishesRepository;
  /** Null when the API runs without a files directory: uploads then answer 503. */
  storage: FileStorage | null;
  now: () => Date;
}

const notFound = () => new ApiError('not_found', { message: DISH_MESSAGES.dishNotFound });
const invalid = (message: string) => new ApiError('validation', { errors: [message] });

const weightUnitOf = (unit: string): DishWeightUnit => ((DISH_WEIGHT_UNITS as readonly string[]).includes(unit) ? (unit as DishWeightUnit) : 'г');
const quantityUnitOf = (unit: string): DishQuantityUnit => ((DISH_QUANTITY_UNITS as readonly string[]).includes(unit) ? (unit as DishQuantityUnit) : 'порц.');
/** 0 means 'not given' for the nutrition fields: the form shows them empty. */
const optionalNumber = (value: number) => (value === 0 ? '' : formatDecimalInput(value));

const toListItem = (row: DishRow): CabinetDishListItem => ({
  id: row.id,
  name: row.name,
  image: (row.images[0] as DishImage | undefined) ?? null,
  categoryId: row.categoryId,
  sortOrder: row.sortOrder,
  weight: row.weight,
  weightUnit: row.weightUnit,
  quantity: row.quantity,
  quantityUnit: row.quantityUnit,
  price: row.price,
  cookingTime: row.cookingTime,
  isHidden: row.isHidden,
  dailyLimit: row.dailyLimit,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export function createCabinetDishesService({ repository, storage, now }: CabinetDishesServiceDeps) {
  const ownCookId = async (userId: number): Promise<number> => {
    const cook = await repository.findCookOfUser(userId);
    if (!cook) throw new ApiError('not_found', { message: DISH_MESSAGES.noCookCard });
    return cook.id;
  };

  /** The dish's picture rows, making rows for pictures it got outside the cabinet (the demo seed). */
  const imageRowsOf = async (cookId: number, dish: DishRow): Promise<DishImageRow[]> => {
    const rows = await repository.listImagesOf(dish.id);
    if (rows.length > 0 || dish.images.length === 0) return rows;
    return repository.adoptImages(cookId, dish.id, dish.images as DishImage[], now());
  };

  const present = async (cookId: number, dishId: number): Promise<CabinetDish> => {
    const dish = await repository.findDish(cookId, dishId);
    if (!dish) throw notFound();
    const [preferences, imageRows] = [await repository.listPreferencesOf(dish.id), await imageRowsOf(cookId, dish)];
    const weightUnit = weightUnitOf(dish.weightUnit);
    return {
      ...toListItem(dish),
      category: dish.category,
      previewText: dish.previewText,
      calories: dish.calories,
      proteins: dish.proteins,
      fats: dish.fats,
      carbohydrates: dish.carbohydrates,
      preferences,
      images: imageRows.map((row) => ({ id: row.id, image: row.image })),
      form: {
        name: dish.name,
        category_id: dish.categoryId,
        preview_text: dish.previewText,
        weight: weightUnit === 'кг' ? formatDecimalInput(dish.weight / 1000) : String(dish.weight),
        weight_unit: weightUnit,
        quantity: String(dish.quantity),
        quantity_unit: quantityUnitOf(dish.quantityUnit),
        cooking_time: String(dish.cookingTime),
        price: formatDecimalInput(dish.price / 100),
        calories: optionalNumber(dish.calories),
        proteins: optionalNumber(dish.proteins),
        fats: optionalNumber(dish.fats),
        carbohydrates: optionalNumber(dish.carbohydrates),
        other_preferences: preferences.map((preference) => preference.id),
        images: imageRows.map((row) => row.id),
        daily_limit: dish.dailyLimit === null ? '' : String(dish.dailyLimit),
        is_hidden: dish.isHidden,
      },
    };
  };

  /** The checks the contract cannot make; answers what to write. */
  const prepare = async (form: DishForm): Promise<{ write: DishWrite; imageIds: number[]; preferenceIds: number[] }> => {
    const problems: string[] = [];
    if (!(await repository.categoryExists(form.category_id))) problems.push(DISH_MESSAGES.categoryNotFound);
    const preferenceIds = [...new Set(form.other_preferences)];
    if ((await repository.countPreferences(preferenceIds)) !== preferenceIds.length) problems.push(DISH_MESSAGES.preferenceNotFound);
    const imageIds = [...new Set(form.images)];
    if (problems.length > 0) throw new ApiError('validation', { errors: problems });
    const numbers = dishFormToNumbers(form);
    return {
      imageIds,
      preferenceIds,
      write: {
        categoryId: form.category_id,
        name: form.name,
        previewText: form.preview_text,
        weight: numbers.weightGrams,
        weightUnit: form.weight_unit,
        quantity: numbers.quantity,
        quantityUnit: form.quantity_unit,
        cookingTime: numbers.cookingTime,
        price: numbers.priceKopecks,
        calories: numbers.calories,
        proteins: numbers.proteins,
        fats: numbers.fats,
        carbohydrates: numbers.carbohydrates,
        dailyLimit: numbers.dailyLimit,
        isHidden: form.is_hidden,
      },
    };
  };

  /** Deletes a few uploads no dish took within a day, with their files. */
  const sweepUnusedUploads = async () => {
    if (!storage) return;
    const stale = await repository.takeStaleUploads(new Date(now().getTime() - UNUSED_UPLOAD_TTL_MS));
    await removeDishPictures(
      storage,
      stale.filter((row) => row.storageKey !== null).map((row) => row.image),
    );
  };

  return {
    async list(userId: number, query: { search?: string; categoryId?: number; hidden?: '0' | '1' }): Promise<CabinetDishList> {
      const cookId = await ownCookId(userId);
      const rows = await repository.listDishes(cookId, {
        search: query.search || undefined,
        categoryId: query.categoryId,
        hidden: query.hidden === undefined ? undefined : query.hidden === '1',
      });
      const categories: CabinetDishList['categories'] = [];
      for (const row of rows) {
        let group = categories[categories.length - 1];
        if (!group || group.id !== row.category.id) {
          group = { ...row.category, dishes: [] };
          categories.push(group);
        }
        group.dishes.push(toListItem(row));
      }
      const counts = await repository.countDishes(cookId);
      return { categories, total: rows.length, visibleCount: counts.visible, hiddenCount: counts.hidden };
    },

    async formOptions(): Promise<DishFormOptions> {
      return {
        categories: await repository.listCategories(),
        tastePreferences: await repository.listTastePreferences(),
        weightUnits: [...DISH_WEIGHT_UNITS],
        quantityUnits: [...DISH_QUANTITY_UNITS],
        imageMaxMegabytes: DISH_IMAGE_MAX_MEGABYTES,
        maxImages: DISH_LIMITS.images.max,
      };
    },

    async get(userId: number, dishId: number): Promise<CabinetDish> {
      return present(await ownCookId(userId), dishId);
    },

    async create(userId: number, form: DishForm): Promise<CabinetDish> {
      const cookId = await ownCookId(userId);
      const { write, imageIds, preferenceIds } = await prepare(form);
      const result = await repository.createDish(cookId, write, imageIds, preferenceIds, now());
      if (result.outcome === 'images') throw invalid(DISH_MESSAGES.imageNotFound);
      return present(cookId, result.id);
    },

    async update(userId: number, dishId: number, form: DishForm): Promise<CabinetDish> {
      const cookId = await ownCookId(userId);
      const dish = await repository.findDish(cookId, dishId);
      if (!dish) throw notFound();
      // Pictures the demo seed gave the dish get their rows first, so the form can keep them by id.
      await imageRowsOf(cookId, dish);
      const { write, imageIds, preferenceIds } = await prepare(form);
      const result = await repository.updateDish(cookId, dishId, write, imageIds, preferenceIds, now());
      if (result.outcome === 'not_found') throw notFound();
      if (result.outcome === 'images') throw invalid(DISH_MESSAGES.imageNotFound);
      return present(cookId, dishId);
    },

    async setHidden(userId: number, dishId: number, hidden: boolean): Promise<CabinetDish> {
      const cookId = await ownCookId(userId);
      if (!(await repository.setHidden(cookId, dishId, hidden, now()))) throw notFound();
      return present(cookId, dishId);
    },

    /** Past orders keep their lines (order_items.dish_id becomes null); baskets and favourites lose the dish. */
    async remove(userId: number, dishId: number): Promise<void> {
      const cookId = await ownCookId(userId);
      const pictures = await repository.deleteDish(cookId, dishId);
      if (pictures === undefined) throw notFound();
      if (storage)
        await removeDishPictures(
          storage,
          pictures.filter((row) => row.storageKey !== null).map((row) => row.image),
        );
    },

    /**
     * Puts the listed dishes of the category first, in this order; the category's dishes not
     * listed keep their order after them. Another cook's dish is 404; one of another category, or a
     * repeat, is 400.
     */
    async reorder(userId: number, categoryId: number, dishIds: readonly number[]): Promise<{ categoryId: number; dishIds: number[] }> {
      const cookId = await ownCookId(userId);
      const own = await repository.ownDishIds(cookId, dishIds);
      if (dishIds.some((id) => !own.has(id))) throw notFound();
      const current = await repository.listCategoryOrder(cookId, categoryId);
      const inCategory = new Set(current);
      if (new Set(dishIds).size !== dishIds.length || dishIds.some((id) => !inCategory.has(id))) throw invalid(DISH_MESSAGES.reorderMismatch);
      const listed = new Set(dishIds);
      const order = [...dishIds, ...current.filter((id) => !listed.has(id))];
      await repository.writeCategoryOrder(cookId, categoryId, order);
      return { categoryId, dishIds: order };
    },

    /** One picture: rendered before anything is written, so a bad file leaves nothing behind. */
    async upload(userId: number, file: ReceivedFile | null): Promise<DishImageUpload> {
      const cookId = await ownCookId(userId);
      if (!storage) throw new ApiError('unavailable', { message: UPLOADS_UNAVAILABLE_MESSAGE });
      if (!file) throw invalid(DISH_MESSAGES.imageMissing);
      let renditions: Awaited<ReturnType<typeof renderDishPicture>>;
      try {
        renditions = await renderDishPicture(file.data);
      } catch (error) {
        if (error instanceof NotAPictureError) throw invalid(DISH_MESSAGES.imageNotPicture);
        throw error;
      }
      const stored = await storeDishPicture(storage, renditions);
      let row: Awaited<ReturnType<typeof repository.insertUpload>>;
      try {
        row = await repository.insertUpload(cookId, stored.storageKey, stored.image, now());
      } catch (error) {
        await removeDishPictures(storage, [stored.image]);
        throw error;
      }
      await sweepUnusedUploads();
      return { id: row.id, image: row.image };
    },
  };
}

export type CabinetDishesService = ReturnType<typeof createCabinetDishesService>;
