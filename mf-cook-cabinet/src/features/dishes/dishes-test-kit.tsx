// For the dish pages' tests only: the API's shapes (list items, the form's options, a stored
// dish); the signed-in cook, the providers and failures are the cabinet's (src/test-kit.tsx).
import type { CabinetDish, CabinetDishList, CabinetDishListItem, DishFormOptions, DishImage } from '@povar/shared-kit';

export const pictureOf = (id: number): DishImage => ({
  webp: `/files/dishes/${id}.webp`,
  png: '',
  jpg: `/files/dishes/${id}.jpg`,
  src: `/files/dishes/${id}.jpg`,
  original: `/files/dishes/${id}.jpg`,
  size: { width: 1200, height: 900 },
});

export const OPTIONS: DishFormOptions = {
  categories: [
    { id: 1, title: 'Супы', slug: 'soups' },
    { id: 2, title: 'Выпечка', slug: 'bakery' },
  ],
  tastePreferences: [
    { id: 5, title: 'Острое', slug: 'spicy' },
    { id: 6, title: 'Без глютена', slug: 'gluten-free' },
  ],
  weightUnits: ['г', 'кг'],
  quantityUnits: ['порц.', 'шт.'],
  imageMaxMegabytes: 10,
  maxImages: 10,
};

export function listItem(id: number, name: string, categoryId: number, sortOrder: number, isHidden = false): CabinetDishListItem {
  return {
    id,
    name,
    image: pictureOf(id),
    categoryId,
    sortOrder,
    weight: 500,
    weightUnit: 'г',
    quantity: 2,
    quantityUnit: 'порц.',
    price: 35000,
    cookingTime: 90,
    isHidden,
    dailyLimit: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };
}

/** The list answer for these dishes, grouped as the API groups them (category order, then sortOrder). */
export function listOf(dishes: readonly CabinetDishListItem[]): CabinetDishList {
  const categories = OPTIONS.categories
    .map((category) => ({ ...category, dishes: dishes.filter((dish) => dish.categoryId === category.id).sort((a, b) => a.sortOrder - b.sortOrder) }))
    .filter((category) => category.dishes.length > 0);
  return {
    categories,
    total: dishes.length,
    visibleCount: dishes.filter((dish) => !dish.isHidden).length,
    hiddenCount: dishes.filter((dish) => dish.isHidden).length,
  };
}

export function storedDish(overrides: Partial<CabinetDish['form']> = {}): CabinetDish {
  const form: CabinetDish['form'] = {
    name: 'Борщ',
    category_id: 1,
    preview_text: 'Свёкла, капуста, говядина',
    weight: '1,5',
    weight_unit: 'кг',
    quantity: '4',
    quantity_unit: 'порц.',
    cooking_time: '120',
    price: '450',
    calories: '',
    proteins: '',
    fats: '',
    carbohydrates: '',
    other_preferences: [5],
    images: [101, 102],
    daily_limit: '',
    is_hidden: false,
    ...overrides,
  };
  return {
    ...listItem(40, form.name, form.category_id, 1, form.is_hidden),
    category: OPTIONS.categories[0]!,
    previewText: form.preview_text,
    calories: 0,
    proteins: 0,
    fats: 0,
    carbohydrates: 0,
    preferences: [OPTIONS.tastePreferences[0]!],
    images: form.images.map((id) => ({ id, image: pictureOf(id) })),
    form,
  };
}

/** A file as the picker gives it, of the size asked for. */
export const fileOf = (name: string, type: string, size = 1024) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
