// The cook's own dishes (/profile/dishes, /profile/dishes/create, /profile/dishes/edit/{id},
// /profile/hidden-dishes): the form's fields and number rules, and the calls and shapes we
// chose for them (docs/decisions.md "Cook's dishes").
// The same dishFormSchema checks the form in the browser and the body on the server, so both give
// the same Russian messages. Every call below is for a signed-in cook only: a guest gets 401, a
// signed-in account that is not a cook error 'forbidden' with 'Раздел доступен только поварам'
// (status 404: the API answers no 403), another cook's dish or image 404 'not_found':
//
//   GET    /api/profiles/dishes?search=&categoryId=&hidden=0|1  the cook's dishes, grouped by category (cabinetDishListQuerySchema → cabinetDishListResponseSchema)
//   GET    /api/profiles/dishes/form-options                   categories, taste preferences, units, limits (dishFormOptionsResponseSchema)
//   GET    /api/profiles/dishes/{id}                           one dish with the form's values (cabinetDishResponseSchema)
//   POST   /api/profiles/dishes                                create (dishFormSchema → 201 cabinetDishResponseSchema)
//   PUT    /api/profiles/dishes/{id}                           update, the whole form (dishFormSchema → cabinetDishResponseSchema)
//   POST   /api/profiles/dishes/{id}/hide, …/{id}/show         hide from / show again to customers (cabinetDishResponseSchema)
//   DELETE /api/profiles/dishes/{id}                           delete; past orders keep their lines (data null)
//   POST   /api/profiles/dishes/reorder                        {categoryId, dishIds} the order within one category (dishReorderResponseSchema)
//   POST   /api/profiles/dishes/images                         multipart, field 'file', one picture → {id, image} (dishImageUploadResponseSchema)
//
// Numbers the cook types travel as the typed text ('12,5', comma decimals): the server applies
// exactly the same rules to the same text. Money comes back in kopecks, weight in grams.
import { z } from 'zod';
import { decimalText, formatDecimalInput, integerText } from '../validation/decimal';
import { validationMessages } from '../validation/messages';
import { imageSchema } from './catalog';
import { COOKS_ONLY_MESSAGE } from './cook-applications';
import { imageSourceSchema } from './content';
import { envelopeSchema } from './envelope';

/** Units the weight is typed in; the number is stored in grams. */
export const DISH_WEIGHT_UNITS = ['г', 'кг'] as const;
export type DishWeightUnit = (typeof DISH_WEIGHT_UNITS)[number];
/** Units of the quantity (the number of portions). */
export const DISH_QUANTITY_UNITS = ['порц.', 'шт.'] as const;
export type DishQuantityUnit = (typeof DISH_QUANTITY_UNITS)[number];

/** The form fields by their snake_case names, plus the dish's title, the daily limit and hiding. */
export const DISH_FORM_FIELDS = [
  'name',
  'category_id',
  'preview_text',
  'weight',
  'weight_unit',
  'quantity',
  'quantity_unit',
  'cooking_time',
  'price',
  'calories',
  'proteins',
  'fats',
  'carbohydrates',
  'other_preferences',
  'images',
  'daily_limit',
  'is_hidden',
] as const;
export type DishFormField = (typeof DISH_FORM_FIELDS)[number];

/** Russian labels of the fields, as the form shows them. */
export const DISH_FIELD_LABELS: Readonly<Record<DishFormField, string>> = {
  name: 'Название',
  category_id: 'Категория',
  preview_text: 'Описание и состав',
  weight: 'Вес',
  weight_unit: 'Единица веса',
  quantity: 'Количество порций',
  quantity_unit: 'Единица количества',
  cooking_time: 'Время приготовления',
  price: 'Цена',
  calories: 'Калорийность',
  proteins: 'Белки',
  fats: 'Жиры',
  carbohydrates: 'Углеводы',
  other_preferences: 'Вкусовые предпочтения',
  images: 'Фотографии',
  daily_limit: 'Порций в день',
  is_hidden: 'Скрыть блюдо',
};

/**
 * How the messages name a field. The validation texts are '{label} должно быть числом.' and 'Поле
 * {field} обязательно для заполнения'; the labels are of all genders, so the number rules get
 * 'Поле «Вес»' and 'required' gets '«Вес»': 'Поле «Вес» должно быть числом.', 'Поле «Вес»
 * обязательно для заполнения'.
 */
export const dishFieldName = (field: DishFormField) => `«${DISH_FIELD_LABELS[field]}»`;
export const dishFieldLabel = (field: DishFormField) => `Поле ${dishFieldName(field)}`;

/** One picture at most this big, before re-encoding (in MB of 1024 × 1024 bytes). */
export const DISH_IMAGE_MAX_MEGABYTES = 10;
export const DISH_IMAGE_MAX_BYTES = DISH_IMAGE_MAX_MEGABYTES * 1024 * 1024;
/** The picture kinds the upload takes (recognised by the bytes, not the name). */
export const DISH_IMAGE_TYPES = ['PNG', 'JPG', 'JPEG', 'WEBP'] as const;
/** For the file input's accept attribute. */
export const DISH_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';

/** Limits of the form, in the units the cook types (roubles, minutes, the chosen weight unit). */
export const DISH_LIMITS = {
  name: { min: 2, max: 100 },
  previewText: { max: 3000 },
  /** Whole grams, or kilograms with up to two digits after the comma (0,01 kg = 10 g). */
  weight: { г: { min: 1, max: 50000 }, кг: { min: 0.01, max: 50 } },
  quantity: { min: 1, max: 100 },
  /** Minutes. */
  cookingTime: { min: 1, max: 2880 },
  /** Roubles. */
  price: { min: 1, max: 100000 },
  /** The whole dish, kcal. */
  calories: { min: 0, max: 50000 },
  /** The whole dish, grams. */
  nutrient: { min: 0, max: 5000 },
  preferences: { max: 20 },
  images: { min: 1, max: 10 },
  dailyLimit: { min: 1, max: 999 },
  search: { max: 100 },
} as const;

export const DISH_MESSAGES = {
  imagesRequired: 'Добавьте хотя бы одну фотографию блюда',
  tooManyImages: `Можно добавить не больше ${DISH_LIMITS.images.max} фотографий`,
  imageNotFound: 'Фотография не найдена. Загрузите её ещё раз',
  /** The 'image', 'size' and 'required' messages for the upload (PNG, JPG, JPEG, WEBP by their bytes; at most DISH_IMAGE_MAX_MEGABYTES). */
  imageNotPicture: validationMessages.image(dishFieldName('images')),
  imageTooLarge: validationMessages.size(dishFieldName('images'), DISH_IMAGE_MAX_MEGABYTES * 1024),
  imageMissing: validationMessages.required(dishFieldName('images')),
  categoryNotFound: 'Выберите категорию из списка',
  preferenceNotFound: 'Выберите вкусовые предпочтения из списка',
  tooManyPreferences: `Можно выбрать не больше ${DISH_LIMITS.preferences.max} вкусовых предпочтений`,
  /** For 'г' the weight is whole grams. */
  gramsWhole: validationMessages.integer(dishFieldLabel('weight')),
  /** The 'forbidden' answer to a signed-in account that is not a cook (the roles plugin's text). */
  notACook: COOKS_ONLY_MESSAGE,
  noCookCard: 'Карточка повара ещё не создана',
  dishNotFound: 'Блюдо не найдено',
  reorderMismatch: 'Список блюд категории изменился. Обновите страницу и попробуйте снова',
  created: 'Блюдо добавлено',
  saved: 'Изменения сохранены',
  hidden: 'Блюдо скрыто',
  shown: 'Блюдо снова в меню',
  deleted: 'Блюдо удалено',
} as const;

/** An id chosen from a list; 0 (nothing chosen yet, as EMPTY_DISH_FORM has it) is 'required'. */
const requiredId = (field: DishFormField, message?: string) =>
  z
    .number({ error: message ?? validationMessages.required(dishFieldName(field)) })
    .int(message ?? validationMessages.invalid(dishFieldName(field)))
    .positive(message ?? validationMessages.required(dishFieldName(field)))
    .max(2_147_483_647, message ?? validationMessages.invalid(dishFieldName(field)));

const decimalField = (field: DishFormField, limits: { min: number; max: number }, required: boolean) =>
  decimalText({
    label: dishFieldLabel(field),
    requiredField: required ? dishFieldName(field) : undefined,
    min: limits.min,
    max: limits.max,
  });

const integerField = (field: DishFormField, limits: { min: number; max: number }, required: boolean) =>
  integerText({
    label: dishFieldLabel(field),
    requiredField: required ? dishFieldName(field) : undefined,
    min: limits.min,
    max: limits.max,
  });

const textField = (field: DishFormField, limits: { min?: number; max: number }) => {
  const name = dishFieldName(field);
  const base = z.string({ error: validationMessages.required(name) }).trim();
  const required = base.min(1, { error: validationMessages.required(name), abort: true });
  return (limits.min !== undefined ? required.min(limits.min, { error: validationMessages.min(name, limits.min), abort: true }) : required).max(
    limits.max,
    validationMessages.max(name, limits.max),
  );
};

const dishFormShape = {
  name: textField('name', DISH_LIMITS.name),
  category_id: requiredId('category_id'),
  preview_text: textField('preview_text', DISH_LIMITS.previewText),
  /** Typed in weight_unit: '500' (г) or '1,5' (кг); its range depends on the unit (checked with it). */
  weight: decimalField('weight', { min: DISH_LIMITS.weight.кг.min, max: DISH_LIMITS.weight.г.max }, true),
  weight_unit: z.enum(DISH_WEIGHT_UNITS, { error: validationMessages.required(dishFieldName('weight_unit')) }),
  /** The number of portions. */
  quantity: integerField('quantity', DISH_LIMITS.quantity, true),
  quantity_unit: z.enum(DISH_QUANTITY_UNITS, { error: validationMessages.required(dishFieldName('quantity_unit')) }),
  /** Minutes. */
  cooking_time: integerField('cooking_time', DISH_LIMITS.cookingTime, true),
  /** Roubles, '350' or '349,90'. */
  price: decimalField('price', DISH_LIMITS.price, true),
  /** The whole dish; empty means not given (kept as 0). */
  calories: decimalField('calories', DISH_LIMITS.calories, false).default(''),
  proteins: decimalField('proteins', DISH_LIMITS.nutrient, false).default(''),
  fats: decimalField('fats', DISH_LIMITS.nutrient, false).default(''),
  carbohydrates: decimalField('carbohydrates', DISH_LIMITS.nutrient, false).default(''),
  /** Taste preference ids from form-options' tastePreferences; repeats count once. */
  other_preferences: z
    .array(requiredId('other_preferences', DISH_MESSAGES.preferenceNotFound), { error: DISH_MESSAGES.preferenceNotFound })
    .max(DISH_LIMITS.preferences.max, DISH_MESSAGES.tooManyPreferences)
    .default([]),
  /** Ids from POST /api/profiles/dishes/images, in the order shown; the first is the cover. */
  images: z
    .array(requiredId('images', DISH_MESSAGES.imageNotFound), { error: DISH_MESSAGES.imagesRequired })
    .min(DISH_LIMITS.images.min, DISH_MESSAGES.imagesRequired)
    .max(DISH_LIMITS.images.max, DISH_MESSAGES.tooManyImages),
  /** Portions a day the cook can cook; empty: no limit. */
  daily_limit: integerField('daily_limit', DISH_LIMITS.dailyLimit, false).default(''),
  /** Absent: shown. */
  is_hidden: z.boolean({ error: validationMessages.invalid(dishFieldName('is_hidden')) }).default(false),
};

/**
 * POST/PUT body and the form's schema. Strict: a field not listed here (cookId, rating, id,
 * verification flags...) makes the body invalid rather than being quietly applied (no mass assignment).
 * Typed numbers stay text after parsing; dishFormToNumbers gives the stored values.
 */
export const dishFormSchema = z.strictObject(dishFormShape, { error: validationMessages.invalid('«Блюдо»') }).superRefine((form, context) => {
  const weight = form.weight;
  const limits = DISH_LIMITS.weight[form.weight_unit];
  const label = dishFieldLabel('weight');
  if (form.weight_unit === 'г' && weight.includes(',')) {
    context.addIssue({ code: 'custom', message: DISH_MESSAGES.gramsWhole, path: ['weight'] });
    return;
  }
  const value = Number(weight.replace(',', '.'));
  if (value < limits.min) context.addIssue({ code: 'custom', message: validationMessages.minDecimal(formatDecimalInput(limits.min), label), path: ['weight'] });
  else if (value > limits.max)
    context.addIssue({ code: 'custom', message: validationMessages.maxDecimal(formatDecimalInput(limits.max), label), path: ['weight'] });
});
/** What the form holds and sends (all typed numbers as text). */
export type DishFormValues = z.input<typeof dishFormSchema>;
export type DishForm = z.output<typeof dishFormSchema>;

/** An empty create form. */
export const EMPTY_DISH_FORM: DishFormValues = {
  name: '',
  category_id: 0,
  preview_text: '',
  weight: '',
  weight_unit: 'г',
  quantity: '1',
  quantity_unit: 'порц.',
  cooking_time: '',
  price: '',
  calories: '',
  proteins: '',
  fats: '',
  carbohydrates: '',
  other_preferences: [],
  images: [],
  daily_limit: '',
  is_hidden: false,
};

/** The values the server stores, from a valid form: grams, kopecks, minutes. */
export interface DishNumbers {
  weightGrams: number;
  quantity: number;
  cookingTime: number;
  priceKopecks: number;
  calories: number;
  proteins: number;
  fats: number;
  carbohydrates: number;
  dailyLimit: number | null;
}

/** Integer arithmetic on the typed text: '1,05' кг → 1050 g, '349,90' → 34990 kopecks. */
export function dishFormToNumbers(form: DishForm): DishNumbers {
  const hundredths = (text: string) => {
    if (text === '') return 0;
    const negative = text.startsWith('-');
    const [whole = '0', fraction = ''] = text.replace('-', '').split(',');
    const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    return negative ? -value : value;
  };
  return {
    weightGrams: form.weight_unit === 'кг' ? hundredths(form.weight) * 10 : Number(form.weight),
    quantity: Number(form.quantity),
    cookingTime: Number(form.cooking_time),
    priceKopecks: hundredths(form.price),
    calories: hundredths(form.calories) / 100,
    proteins: hundredths(form.proteins) / 100,
    fats: hundredths(form.fats) / 100,
    carbohydrates: hundredths(form.carbohydrates) / 100,
    dailyLimit: form.daily_limit === '' ? null : Number(form.daily_limit),
  };
}

const titledSchema = z.object({ id: z.number().int(), title: z.string(), slug: z.string() });

/** A stored dish picture: the catalogue's Image (webp, jpg, src, original, size) plus its widths for srcset. */
export const dishImageSchema = imageSchema.extend({ sources: z.array(imageSourceSchema).optional() });
export type DishImage = z.infer<typeof dishImageSchema>;

/** POST /api/profiles/dishes/images answer: the id the form sends in `images`, and the picture to preview. */
export const dishImageUploadSchema = z.object({ id: z.number().int(), image: dishImageSchema });
export type DishImageUpload = z.infer<typeof dishImageUploadSchema>;
export const dishImageUploadResponseSchema = envelopeSchema(dishImageUploadSchema);

/** One dish in the cabinet's list. */
export const cabinetDishListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The cover (the first picture); null without pictures. */
  image: dishImageSchema.nullable(),
  categoryId: z.number().int(),
  /** The place within its category on the cook page (ascending). */
  sortOrder: z.number().int(),
  /** Grams. */
  weight: z.number().int(),
  weightUnit: z.string(),
  quantity: z.number().int(),
  quantityUnit: z.string(),
  /** Kopecks. */
  price: z.number().int(),
  /** Minutes. */
  cookingTime: z.number().int(),
  isHidden: z.boolean(),
  /** Portions a day; null: no limit. */
  dailyLimit: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CabinetDishListItem = z.infer<typeof cabinetDishListItemSchema>;

/** One dish, with the values to fill the edit form with (`form`). */
export const cabinetDishSchema = cabinetDishListItemSchema.extend({
  category: titledSchema,
  previewText: z.string(),
  calories: z.number(),
  proteins: z.number(),
  fats: z.number(),
  carbohydrates: z.number(),
  preferences: z.array(titledSchema),
  /** In the order shown; the first is the cover. */
  images: z.array(dishImageUploadSchema),
  /** Exactly what the edit form starts with; send it back (changed) with PUT. */
  form: z.object({
    name: z.string(),
    category_id: z.number().int(),
    preview_text: z.string(),
    weight: z.string(),
    weight_unit: z.enum(DISH_WEIGHT_UNITS),
    quantity: z.string(),
    quantity_unit: z.enum(DISH_QUANTITY_UNITS),
    cooking_time: z.string(),
    price: z.string(),
    calories: z.string(),
    proteins: z.string(),
    fats: z.string(),
    carbohydrates: z.string(),
    other_preferences: z.array(z.number().int()),
    images: z.array(z.number().int()),
    daily_limit: z.string(),
    is_hidden: z.boolean(),
  }),
});
export type CabinetDish = z.infer<typeof cabinetDishSchema>;
export const cabinetDishResponseSchema = envelopeSchema(cabinetDishSchema);

/** GET /api/profiles/dishes query: hidden '0' only shown dishes (/profile/dishes), '1' only hidden ones (/profile/hidden-dishes), absent both. */
export const cabinetDishListQuerySchema = z.object({
  search: z.string().trim().max(DISH_LIMITS.search.max).optional(),
  categoryId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .pipe(z.number().int().max(2_147_483_647))
    .optional(),
  hidden: z.enum(['0', '1']).optional(),
});
export type CabinetDishListQuery = z.input<typeof cabinetDishListQuerySchema>;

/** The answer: the categories that have matching dishes (in the catalogue's category order), each with its dishes by sortOrder. */
export const cabinetDishListSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      slug: z.string(),
      dishes: z.array(cabinetDishListItemSchema),
    }),
  ),
  /** Dishes matching the query. */
  total: z.number().int(),
  /** All the cook's dishes shown to customers and hidden, whatever the query (for the tabs' counters). */
  visibleCount: z.number().int(),
  hiddenCount: z.number().int(),
});
export type CabinetDishList = z.infer<typeof cabinetDishListSchema>;
export const cabinetDishListResponseSchema = envelopeSchema(cabinetDishListSchema);

/** GET /api/profiles/dishes/form-options. */
export const dishFormOptionsSchema = z.object({
  categories: z.array(titledSchema),
  tastePreferences: z.array(titledSchema),
  weightUnits: z.array(z.enum(DISH_WEIGHT_UNITS)),
  quantityUnits: z.array(z.enum(DISH_QUANTITY_UNITS)),
  imageMaxMegabytes: z.number().int(),
  maxImages: z.number().int(),
});
export type DishFormOptions = z.infer<typeof dishFormOptionsSchema>;
export const dishFormOptionsResponseSchema = envelopeSchema(dishFormOptionsSchema);

/** POST /api/profiles/dishes/reorder: every dish of that category of the cook (shown and hidden), in the new order. */
export const dishReorderRequestSchema = z.strictObject(
  {
    categoryId: z
      .number({ error: validationMessages.required(dishFieldName('category_id')) })
      .int()
      .positive()
      .max(2_147_483_647),
    dishIds: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(1000),
  },
  { error: validationMessages.invalid('«Порядок блюд»') },
);
export type DishReorderRequest = z.infer<typeof dishReorderRequestSchema>;
export const dishReorderSchema = z.object({ categoryId: z.number().int(), dishIds: z.array(z.number().int()) });
export const dishReorderResponseSchema = envelopeSchema(dishReorderSchema);

/** A basket line as the slots call carries it: which dish, how many portions. */
export interface DishPortions {
  dishId: number;
  count: number;
}

/**
 * `portions` of GET /api/cooks/{id}/slots: the basket's portions per dish, 'dishId:count' joined
 * by commas ('12:2,15:1'), so days on which a dish's daily limit cannot take them are left out.
 * Without it each dish of `dishIds` counts as one portion. Repeated dishes add up.
 */
export const dishPortionsQuerySchema = z
  .string({ error: validationMessages.invalid('portions') })
  .optional()
  .transform((text, context): DishPortions[] => {
    if (text === undefined || text.trim() === '') return [];
    const pairs = text.split(',').map((part) => part.trim());
    const valid = pairs.length <= 100 && pairs.every((pair) => /^[1-9]\d{0,9}:[1-9]\d{0,2}$/.test(pair) && Number(pair.split(':')[0]) <= 2_147_483_647);
    if (!valid) {
      context.issues.push({ code: 'custom', message: validationMessages.invalid('portions'), input: text });
      return z.NEVER;
    }
    const counts = new Map<number, number>();
    for (const pair of pairs) {
      const [dishId, count] = pair.split(':').map(Number) as [number, number];
      counts.set(dishId, (counts.get(dishId) ?? 0) + count);
    }
    return [...counts].map(([dishId, count]) => ({ dishId, count }));
  });
