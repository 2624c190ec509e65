// The dish form's rules: the contract's dishFormSchema (the same the API checks), the
// weight's range for its unit at once on blur, and a 400's texts put under the fields they name.
import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DISH_FIELD_LABELS,
  DISH_LIMITS,
  DISH_MESSAGES,
  dishFieldLabel,
  dishFormSchema,
  EMPTY_DISH_FORM,
  type CabinetDish,
  type DishForm,
  type DishFormField,
  type DishFormValues,
} from '@povar/shared-kit/contracts';
import { maxDecimalRule, minDecimalRule } from '@povar/shared-kit/validation';
import { imageRule } from '@povar/shared-kit/forms';

export const dishImageRule = (maxMegabytes: number) => imageRule('«Фотография»', maxMegabytes);

/**
 * The weight's range for its unit (whole grams; 0,01–50 кг). The contract checks it on the whole
 * form, which zod reaches only once every other field is right; here it is checked when the
 * weight itself is, so the cook hears of it on blur like every other rule.
 */
export function weightForUnitProblem(weight: string, unit: DishFormValues['weight_unit']): string | null {
  const text = weight.trim();
  if (text === '') return null;
  const limits = DISH_LIMITS.weight[unit];
  const label = dishFieldLabel('weight');
  if (unit === 'г' && text.includes(',')) return DISH_MESSAGES.gramsWhole;
  const below = minDecimalRule(text, limits.min, label);
  if (below) return below;
  return maxDecimalRule(text, limits.max, label) ?? null;
}

const zodDishResolver = zodResolver(dishFormSchema);

/** zod's answer, plus the weight's unit rule where the weight has no other error. */
export const dishFormResolver: Resolver<DishFormValues, unknown, DishForm> = async (values, context, options) => {
  const result = await zodDishResolver(values, context, options);
  const errors = result.errors as FieldErrors<DishFormValues>;
  if (!errors.weight && !errors.weight_unit) {
    const problem = weightForUnitProblem(String(values.weight ?? ''), values.weight_unit);
    if (problem) return { values: {}, errors: { ...errors, weight: { type: 'custom', message: problem } } };
  }
  return result as Awaited<ReturnType<Resolver<DishFormValues, unknown, DishForm>>>;
};

/** A new dish's form: no category chosen yet (so 'required' names it, not 'некорректно'). */
export const emptyDishForm = (): DishFormValues => ({ ...EMPTY_DISH_FORM, category_id: undefined as unknown as number });

/** The edit form's start, exactly as the server gives it. */
export const dishFormOf = (dish: CabinetDish): DishFormValues => ({ ...dish.form });

/** Which field a server text is about: the one whose «label» it names, or the pictures' and lists' own texts. */
const SPECIAL_TEXTS: [string, DishFormField][] = [
  [DISH_MESSAGES.imagesRequired, 'images'],
  [DISH_MESSAGES.tooManyImages, 'images'],
  [DISH_MESSAGES.imageNotFound, 'images'],
  [DISH_MESSAGES.imageNotPicture, 'images'],
  [DISH_MESSAGES.imageTooLarge, 'images'],
  [DISH_MESSAGES.categoryNotFound, 'category_id'],
  [DISH_MESSAGES.preferenceNotFound, 'other_preferences'],
  [DISH_MESSAGES.tooManyPreferences, 'other_preferences'],
];

/** Longest labels first: «Количество порций» before a shorter label it might contain. */
const LABELLED_FIELDS = (Object.entries(DISH_FIELD_LABELS) as [DishFormField, string][]).sort((a, b) => b[1].length - a[1].length);

export function fieldOfServerText(text: string): DishFormField | null {
  const special = SPECIAL_TEXTS.find(([known]) => known === text);
  if (special) return special[1];
  const labelled = LABELLED_FIELDS.find(([, label]) => text.includes(`«${label}»`));
  return labelled ? labelled[0] : null;
}

/** A 400's texts: those naming a field go under it (the first per field), the rest above the button. */
export function splitServerTexts(texts: readonly string[]): { byField: Partial<Record<DishFormField, string>>; rest: string[] } {
  const byField: Partial<Record<DishFormField, string>> = {};
  const rest: string[] = [];
  for (const text of texts) {
    const field = fieldOfServerText(text);
    if (field && !byField[field]) byField[field] = text;
    else if (!field) rest.push(text);
  }
  return { byField, rest };
}
