// One compilation open for writing: its title, and its dishes picked from the cook's shown
// dishes and put in order (dragged, or moved with the buttons). Saved whole (title and the
// ordered dish ids) with the contract's rules, checked on blur and on change, not on each keystroke.
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, ChevronUp, GripVertical, Plus, Search, X } from 'lucide-react';
import { buttonStyles, FORM_TIMING, formatPrice, notifyError, Picture, scrollToFirstError, type Compilation, type CompilationDish } from '@povar/shared-kit';
import {
  COMPILATION_LABELS,
  COMPILATION_LIMITS,
  compilationFieldsSchema,
  type CompilationFields,
  type CompilationFieldsInput,
} from '@povar/shared-kit/contracts';
import { controlProps, failureText, Field, FieldError, formStyles, isRefusal, Spinner } from '@povar/shared-kit/forms';
import { cabinetStyles } from '../../frame/CabinetFrame';
import { useSaveCompilation } from './compilations-api';
import { SortableList } from '../../frame/SortableList';
import styles from './CompilationsPage.module.css';

export function CompilationEditor({
  compilation,
  defaultTitle,
  dishes,
  onClose,
}: {
  /** Null for a new one. */
  compilation: Compilation | null;
  defaultTitle: string;
  /** The cook's shown dishes: what may be added. */
  dishes: readonly CompilationDish[];
  onClose: () => void;
}) {
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;
  const [refusal, setRefusal] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const save = useSaveCompilation({ onSaved: onClose });
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<CompilationFieldsInput, unknown, CompilationFields>({
    resolver: zodResolver(compilationFieldsSchema),
    ...FORM_TIMING,
    defaultValues: { title: defaultTitle, dishIds: compilation?.dishIds ?? [] },
  });

  const dishIds = watch('dishIds');
  // A dish hidden since it was added is still known from the compilation itself.
  const known = useMemo(() => new Map([...(compilation?.dishes ?? []), ...dishes].map((dish) => [dish.id, dish])), [compilation, dishes]);
  const chosen = dishIds.flatMap((dishId) => known.get(dishId) ?? []);
  const query = search.trim().toLowerCase();
  const available = dishes.filter((dish) => !dishIds.includes(dish.id) && (query === '' || dish.name.toLowerCase().includes(query)));
  const full = dishIds.length >= COMPILATION_LIMITS.dishesMax;

  const setDishes = (next: number[]) => {
    setRefusal(null);
    setValue('dishIds', next, { shouldDirty: true, shouldValidate: true });
  };

  const send = (fields: CompilationFields) => {
    setRefusal(null);
    save.mutate(
      { id: compilation?.id ?? null, fields },
      {
        onError: (error) => {
          if (isRefusal(error)) setRefusal(failureText(error));
          else notifyError(failureText(error));
        },
      },
    );
  };

  const heading = compilation ? `Подборка «${compilation.title}»` : 'Новая подборка';
  return (
    <form
      className={`${cabinetStyles.card} ${styles.editor}`}
      aria-label={heading}
      noValidate
      onSubmit={(event) => void handleSubmit(send, scrollToFirstError)(event)}
    >
      <h2 className={cabinetStyles.cardTitle}>{heading}</h2>
      <Field id={id('title')} label={COMPILATION_LABELS.title} error={errors.title?.message} hint={`До ${COMPILATION_LIMITS.titleMax} символов`}>
        <input
          className={formStyles.input}
          autoComplete="off"
          placeholder="Например, «Пироги к чаю»"
          {...controlProps(id('title'), { error: errors.title?.message, hint: true })}
          {...register('title')}
        />
      </Field>

      <fieldset className={styles.dishes}>
        <legend className={formStyles.label}>
          Блюда в подборке{' '}
          <span className={styles.counter}>
            {dishIds.length} из {COMPILATION_LIMITS.dishesMax}
          </span>
        </legend>
        {chosen.length === 0 ? (
          <p className={formStyles.hint}>Добавьте блюда из списка ниже — они покажутся в этом порядке.</p>
        ) : (
          <SortableList
            label="Блюда в подборке"
            className={styles.chosenList}
            itemClassName={styles.sortableRow}
            items={chosen}
            nameOf={(dish) => dish.name}
            onSort={setDishes}
            renderItem={(dish, handle) => (
              <div className={styles.dishRow}>
                <button type="button" className={styles.handle} aria-label={`Переставить «${dish.name}»`} {...handle.handleProps}>
                  <GripVertical aria-hidden="true" size={18} />
                </button>
                <Picture image={dish.image} alt="" kind="dish" className={styles.thumb} />
                <span className={styles.dishText}>
                  <span className={styles.dishName}>{dish.name}</span>
                  <span className={styles.dishMeta}>
                    {formatPrice(dish.price)}
                    {dish.isHidden && <span className={styles.hiddenBadge}>Скрыто — на странице не видно</span>}
                  </span>
                </span>
                <span className={styles.rowActions}>
                  <button
                    type="button"
                    className={cabinetStyles.iconButton}
                    aria-label={`Выше: «${dish.name}»`}
                    disabled={!handle.moveUp}
                    onClick={() => handle.moveUp?.()}
                  >
                    <ChevronUp aria-hidden="true" size={16} />
                  </button>
                  <button
                    type="button"
                    className={cabinetStyles.iconButton}
                    aria-label={`Ниже: «${dish.name}»`}
                    disabled={!handle.moveDown}
                    onClick={() => handle.moveDown?.()}
                  >
                    <ChevronDown aria-hidden="true" size={16} />
                  </button>
                  <button
                    type="button"
                    className={cabinetStyles.iconButton}
                    aria-label={`Убрать «${dish.name}» из подборки`}
                    onClick={() => setDishes(dishIds.filter((dishId) => dishId !== dish.id))}
                  >
                    <X aria-hidden="true" size={16} />
                  </button>
                </span>
              </div>
            )}
          />
        )}
        <FieldError message={errors.dishIds?.message ?? errors.dishIds?.root?.message} />
      </fieldset>

      <div className={styles.picker}>
        <label className={formStyles.label} htmlFor={id('search')}>
          Добавить блюда
        </label>
        <div className={styles.searchBox}>
          <Search aria-hidden="true" size={18} className={styles.searchIcon} />
          <input
            id={id('search')}
            className={`${formStyles.input} ${styles.searchInput}`}
            type="search"
            placeholder="Найти блюдо"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {dishes.length === 0 ? (
          <p className={formStyles.hint}>В меню нет видимых блюд: добавьте их в разделе «Мои блюда».</p>
        ) : available.length === 0 ? (
          <p className={formStyles.hint}>{query ? 'Ничего не нашлось' : 'Все блюда уже в подборке'}</p>
        ) : (
          <ul className={styles.available} aria-label="Блюда, которые можно добавить">
            {available.map((dish) => (
              <li key={dish.id}>
                <button type="button" className={styles.addDish} disabled={full} onClick={() => setDishes([...dishIds, dish.id])}>
                  <Picture image={dish.image} alt="" kind="dish" className={styles.thumb} />
                  <span className={styles.dishText}>
                    {/* The name read out is what shows, with the action first (axe: label-content-name-mismatch). */}
                    <span className={styles.dishName}>
                      <span className={styles.visuallyHidden}>Добавить </span>
                      {dish.name}
                    </span>
                    <span className={styles.dishMeta}>
                      {dish.category} · {formatPrice(dish.price)}
                    </span>
                  </span>
                  <Plus aria-hidden="true" size={18} className={styles.addIcon} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <FieldError message={refusal ?? undefined} />
      <div className={styles.editorActions}>
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {save.isPending ? 'Сохраняем…' : 'Сохранить'}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onClose} disabled={save.isPending}>
          Отменить
        </button>
      </div>
    </form>
  );
}
