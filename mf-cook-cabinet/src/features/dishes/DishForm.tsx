// The dish form: every dish field (weight, portions, category, cooking time, price, nutrients, preferences, description,
// pictures) plus the name, the daily portion limit and hiding, checked by the contract's dishFormSchema (on blur, then as it
// changes; the first failing rule is the only message; a failed send scrolls to the first error).
// Typed numbers are sent as typed, with the comma; a 400's texts go under the fields they name.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { navigateToUrl } from 'single-spa';
import { buildPath, notifyError, notifySuccess, scrollToFirstError, FORM_TIMING, type CabinetDish, type DishFormOptions } from '@povar/shared-kit';
import {
  DISH_FIELD_LABELS as LABELS,
  DISH_MESSAGES,
  type DishForm as DishFormOutput,
  type DishFormField,
  type DishFormValues,
} from '@povar/shared-kit/contracts';
import { controlProps, failureText, Field, FieldError, formStyles, isRefusal, Spinner } from '@povar/shared-kit/forms';
import { isApiError } from '@povar/shared-kit';
import { dishFormOf, dishFormResolver, dishImageRule, emptyDishForm, splitServerTexts } from './dish-form';
import { invalidateAfterChange, saveDish } from './dishes-api';
import { DishImagesField } from './DishImagesField';
import { useDishImages } from './use-dish-images';
import { useLeaveGuard } from './use-leave-guard';
import styles from './DishForm.module.css';

export interface DishFormProps {
  /** null: a new dish. */
  id: number | null;
  options: DishFormOptions;
  dish: CabinetDish | null;
}

export function DishForm({ id, options, dish }: DishFormProps) {
  const ids = useId();
  const fieldId = (field: string) => `${ids}-${field}`;
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const rule = useMemo(() => dishImageRule(options.imageMaxMegabytes), [options.imageMaxMegabytes]);
  const images = useDishImages({ initial: dish?.images ?? [], rule, maxImages: options.maxImages });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    trigger,
    getFieldState,
    formState: { errors, isSubmitting, isDirty, isSubmitted },
  } = useForm<DishFormValues, unknown, DishFormOutput>({
    resolver: dishFormResolver,
    ...FORM_TIMING,
    defaultValues: dish ? dishFormOf(dish) : emptyDishForm(),
  });
  const guard = useLeaveGuard(isDirty || images.busy);

  // The uploaded pictures, in their order, are the form's `images`: checked as they change once
  // the cook has sent the form or added a picture.
  const imageIds = images.uploadedIds.join(',');
  const firstRun = useRef(true);
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    setValue('images', images.uploadedIds, { shouldDirty: true, shouldValidate: isSubmitted || images.uploadedIds.length > 0 });
  }, [imageIds, setValue]);

  const send = async (values: DishFormOutput) => {
    setRefusal(null);
    try {
      const saved = await saveDish(id, values);
      if (!saved) return;
      guard.allowLeave();
      await invalidateAfterChange(queryClient);
      notifySuccess(id === null ? DISH_MESSAGES.created : DISH_MESSAGES.saved);
      navigateToUrl(buildPath(saved.isHidden ? 'PROFILE_HIDDEN_DISHES' : 'PROFILE_DISHES'));
    } catch (error) {
      if (!isRefusal(error) || !isApiError(error)) {
        notifyError(failureText(error));
        return;
      }
      const { byField, rest } = splitServerTexts(error.errors.length > 0 ? error.errors : [failureText(error)]);
      for (const [field, message] of Object.entries(byField) as [DishFormField, string][]) setError(field, { type: 'server', message });
      if (rest.length > 0) setRefusal(rest.join('\n'));
      scrollAfterRender();
    }
  };

  // A failed send scrolls to the first message (the kit's scroll waits for them to be rendered).
  const scrollAfterRender = () => scrollToFirstError(undefined, { target: formRef.current });

  const cancel = async () => {
    if (await guard.confirmLeave()) navigateToUrl(buildPath(dish?.isHidden ? 'PROFILE_HIDDEN_DISHES' : 'PROFILE_DISHES'));
  };

  const error = (field: DishFormField) => errors[field]?.message;
  const text = (field: DishFormField, extra: { inputMode?: 'decimal' | 'numeric'; hint?: boolean } = {}) => (
    <input
      className={formStyles.input}
      type="text"
      autoComplete="off"
      {...(extra.inputMode ? { inputMode: extra.inputMode } : {})}
      {...controlProps(fieldId(field), { error: error(field), hint: extra.hint })}
      {...register(field)}
    />
  );
  const numberField = (field: DishFormField, label: string, inputMode: 'decimal' | 'numeric', options: { optional?: boolean; hint?: string } = {}) => (
    <Field id={fieldId(field)} label={label} optional={options.optional ?? false} error={error(field)} hint={options.hint}>
      {text(field, { inputMode, hint: Boolean(options.hint) })}
    </Field>
  );
  // A new unit changes the weight's range: a weight already checked is checked again at once.
  const unitRegistration = register('weight_unit', {
    onChange: () => {
      if (getFieldState('weight').isTouched || isSubmitted) void trigger('weight');
    },
  });
  const uploading = images.busy;
  const submitLabel = id === null ? 'Добавить блюдо' : 'Сохранить';

  return (
    <form ref={formRef} className={`${formStyles.form} ${styles.layout}`} noValidate onSubmit={(event) => void handleSubmit(send, scrollAfterRender)(event)}>
      <section className={`${styles.card} ${styles.main}`} aria-labelledby={fieldId('main-title')}>
        <h2 id={fieldId('main-title')} className={styles.cardTitle}>
          О блюде
        </h2>
        <Field id={fieldId('name')} label={LABELS.name} error={error('name')}>
          {text('name')}
        </Field>
        <Field id={fieldId('category_id')} label={LABELS.category_id} error={error('category_id')}>
          <select
            className={formStyles.input}
            {...controlProps(fieldId('category_id'), { error: error('category_id') })}
            {...register('category_id', {
              setValueAs: (value: unknown) => (value === '' || value === undefined || value === null ? undefined : Number(value)),
            })}
          >
            <option value="">Выберите категорию</option>
            {options.categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.title}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={fieldId('preview_text')}
          label={LABELS.preview_text}
          error={error('preview_text')}
          hint="Из чего блюдо и как приготовлено: это читают покупатели"
        >
          <textarea
            className={formStyles.input}
            rows={5}
            {...controlProps(fieldId('preview_text'), { error: error('preview_text'), hint: true })}
            {...register('preview_text')}
          />
        </Field>
      </section>

      <section className={`${styles.card} ${styles.photos}`} aria-labelledby={fieldId('photos-title')}>
        <h2 id={fieldId('photos-title')} className={styles.cardTitle}>
          Фотографии
        </h2>
        <DishImagesField id={fieldId('images')} legend={LABELS.images} images={images} rule={rule} maxImages={options.maxImages} error={error('images')} />
      </section>

      <section className={`${styles.card} ${styles.portion}`} aria-labelledby={fieldId('portion-title')}>
        <h2 id={fieldId('portion-title')} className={styles.cardTitle}>
          Порция и цена
        </h2>
        <div className={styles.pair}>
          <Field id={fieldId('weight')} label={LABELS.weight} error={error('weight')} hint="Целые граммы или килограммы через запятую: 1,5">
            <div className={styles.withUnit}>
              {text('weight', { inputMode: 'decimal', hint: true })}
              <select className={`${formStyles.input} ${styles.unit}`} aria-label={LABELS.weight_unit} {...unitRegistration}>
                {options.weightUnits.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit}
                  </option>
                ))}
              </select>
            </div>
          </Field>
          <Field id={fieldId('quantity')} label={LABELS.quantity} error={error('quantity')}>
            <div className={styles.withUnit}>
              {text('quantity', { inputMode: 'numeric' })}
              <select className={`${formStyles.input} ${styles.unit}`} aria-label={LABELS.quantity_unit} {...register('quantity_unit')}>
                {options.quantityUnits.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit}
                  </option>
                ))}
              </select>
            </div>
          </Field>
        </div>
        <div className={styles.pair}>
          {numberField('price', `${LABELS.price}, ₽`, 'decimal', { hint: 'Через запятую, если с копейками: 349,90' })}
          {numberField('cooking_time', `${LABELS.cooking_time}, мин`, 'numeric')}
        </div>
        {numberField('daily_limit', LABELS.daily_limit, 'numeric', {
          optional: true,
          hint: 'Сколько порций вы успеете приготовить за день. Пусто — без ограничения',
        })}
      </section>

      <section className={`${styles.card} ${styles.nutrition}`} aria-labelledby={fieldId('nutrition-title')}>
        <h2 id={fieldId('nutrition-title')} className={styles.cardTitle}>
          Пищевая ценность
        </h2>
        <p className={formStyles.hint}>Необязательно. На всё блюдо; дробные значения — через запятую, не больше двух цифр после неё.</p>
        <div className={styles.quad}>
          {numberField('calories', `${LABELS.calories}, ккал`, 'decimal')}
          {numberField('proteins', `${LABELS.proteins}, г`, 'decimal')}
          {numberField('fats', `${LABELS.fats}, г`, 'decimal')}
          {numberField('carbohydrates', `${LABELS.carbohydrates}, г`, 'decimal')}
        </div>
      </section>

      {options.tastePreferences.length > 0 && (
        <section className={`${styles.card} ${styles.preferences}`} aria-labelledby={fieldId('preferences-title')}>
          <h2 id={fieldId('preferences-title')} className={styles.cardTitle}>
            {LABELS.other_preferences}
          </h2>
          <Controller
            control={control}
            name="other_preferences"
            render={({ field }) => {
              const chosen = new Set(field.value ?? []);
              const toggle = (preference: number) =>
                field.onChange(chosen.has(preference) ? [...chosen].filter((value) => value !== preference) : [...chosen, preference]);
              return (
                <fieldset
                  className={styles.chips}
                  aria-invalid={error('other_preferences') ? 'true' : undefined}
                  aria-describedby={error('other_preferences') ? `${fieldId('other_preferences')}-error` : undefined}
                >
                  <legend className={styles.visuallyHidden}>{LABELS.other_preferences}</legend>
                  {options.tastePreferences.map((preference) => (
                    <label key={preference.id} className={styles.chip}>
                      <input type="checkbox" checked={chosen.has(preference.id)} onChange={() => toggle(preference.id)} onBlur={field.onBlur} />
                      <span>{preference.title}</span>
                    </label>
                  ))}
                </fieldset>
              );
            }}
          />
          <FieldError id={`${fieldId('other_preferences')}-error`} message={error('other_preferences')} />
        </section>
      )}

      <div className={`${styles.card} ${styles.finish}`}>
        <label className={styles.hideToggle}>
          <input type="checkbox" {...register('is_hidden')} />
          <span>
            <strong>{LABELS.is_hidden}</strong>
            <span className={formStyles.hint}>Покупатели не увидят его в каталоге и на вашей странице, пока вы его не покажете</span>
          </span>
        </label>
        <FieldError message={refusal ?? undefined} />
        <div className={styles.buttons}>
          <button className={`${formStyles.submit} ${styles.save}`} type="submit" disabled={isSubmitting || uploading}>
            {(isSubmitting || uploading) && <Spinner />}
            {isSubmitting ? 'Сохраняем…' : uploading ? 'Загружаем фото…' : submitLabel}
          </button>
          <button type="button" className={`${formStyles.secondary} ${styles.cancel}`} disabled={isSubmitting} onClick={() => void cancel()}>
            Отменить
          </button>
        </div>
      </div>
    </form>
  );
}
