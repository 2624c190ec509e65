// A cook's 'Повар рекомендует' compilations ('/profile/compilations'). Their fields
// and their calls are our design (docs/decisions.md 'Compilations'):
// GET|POST /api/profiles/compilations, PUT|DELETE /api/profiles/compilations/{id} and
// POST /api/profiles/compilations/reorder, cooks only. The first compilation leads the cook
// page's menu; a compilation holds only the cook's own shown dishes, in the cook's order.
import { z } from 'zod';
import { validationMessages } from '../validation/messages';
import { imageSchema } from './catalog';
import { envelopeSchema } from './envelope';

export const COMPILATION_LIMITS = {
  /** Characters of a title, after trimming. */
  titleMax: 60,
  /** Dishes in one compilation. */
  dishesMax: 50,
  /** Compilations of one cook. */
  perCook: 10,
} as const;

export const COMPILATION_LABELS = {
  title: 'Название',
  dishIds: 'Блюда',
  ids: 'Порядок подборок',
} as const;

/** What a new compilation is called until the cook renames it. */
export const DEFAULT_COMPILATION_TITLE = 'Повар рекомендует';

export const COMPILATION_MESSAGES = {
  notFound: 'Подборка не найдена',
  tooMany: `Можно создать не больше ${COMPILATION_LIMITS.perCook} подборок`,
  tooManyDishes: `В подборке может быть не больше ${COMPILATION_LIMITS.dishesMax} блюд`,
  foreignDish: 'В подборку можно добавить только свои блюда, которые видны покупателям',
  reorderMismatch: 'Список подборок изменился. Обновите страницу и попробуйте ещё раз',
} as const;

const MAX_INTEGER_ID = 2_147_483_647;
const idOf = (label: string) =>
  z
    .number({ error: validationMessages.invalid(label) })
    .int(validationMessages.invalid(label))
    .min(1, validationMessages.invalid(label))
    .max(MAX_INTEGER_ID, validationMessages.invalid(label));

/**
 * POST and PUT body: the title and the dishes in the order shown. Only these two fields are read
 * (a cookId, slug or sortOrder in the body is dropped). A dish named twice counts once, at its first place.
 */
export const compilationFieldsSchema = z.object({
  title: z
    .string({ error: validationMessages.required(COMPILATION_LABELS.title) })
    .trim()
    .min(1, validationMessages.required(COMPILATION_LABELS.title))
    .max(COMPILATION_LIMITS.titleMax, validationMessages.max(COMPILATION_LABELS.title, COMPILATION_LIMITS.titleMax)),
  dishIds: z
    .array(idOf(COMPILATION_LABELS.dishIds), { error: validationMessages.invalid(COMPILATION_LABELS.dishIds) })
    .transform((ids) => [...new Set(ids)])
    .pipe(z.array(z.number()).max(COMPILATION_LIMITS.dishesMax, COMPILATION_MESSAGES.tooManyDishes)),
});
export type CompilationFieldsInput = z.input<typeof compilationFieldsSchema>;
export type CompilationFields = z.output<typeof compilationFieldsSchema>;

/** POST /api/profiles/compilations/reorder: every one of the cook's compilation ids, in the new order. */
export const compilationReorderRequestSchema = z.object({
  ids: z
    .array(idOf(COMPILATION_LABELS.ids), { error: validationMessages.invalid(COMPILATION_LABELS.ids) })
    .min(1, validationMessages.invalid(COMPILATION_LABELS.ids))
    .max(COMPILATION_LIMITS.perCook, validationMessages.invalid(COMPILATION_LABELS.ids)),
});
export type CompilationReorderRequest = z.infer<typeof compilationReorderRequestSchema>;

/** One of the cook's dishes as the compilations page shows it. */
export const compilationDishSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: imageSchema.nullable(),
  /** Kopecks. */
  price: z.number().int(),
  category: z.string(),
  /** Hidden since it was added: kept in the compilation, left out on the cook page. */
  isHidden: z.boolean(),
});
export type CompilationDish = z.infer<typeof compilationDishSchema>;

export const compilationSchema = z.object({
  id: z.number().int(),
  /** Unique across the site; kept when the title changes. */
  slug: z.string(),
  title: z.string(),
  /** In the order shown. */
  dishIds: z.array(z.number().int()),
  /** The same dishes, in that order (a dish deleted since is left out). */
  dishes: z.array(compilationDishSchema),
});
export type Compilation = z.infer<typeof compilationSchema>;
export const compilationResponseSchema = envelopeSchema(compilationSchema);

/** GET answer: the compilations in their order (the first leads the cook page), and the dishes one may add. */
export const compilationListSchema = z.object({
  items: z.array(compilationSchema),
  /** The cook's shown dishes, by category then name: what a compilation may hold. */
  dishes: z.array(compilationDishSchema),
});
export type CompilationList = z.infer<typeof compilationListSchema>;
export const compilationListResponseSchema = envelopeSchema(compilationListSchema);

export const compilationDeletedResponseSchema = envelopeSchema(z.object({ deleted: z.literal(true) }));
