// 'Мои блюда' (PROFILE_DISHES) and 'Скрытые блюда' (PROFILE_HIDDEN_DISHES): the cook's dishes by
// category, searched by name and filtered by category; each hidden or shown again at once
// (optimistic, with a toast), deleted after a confirmation, and put in order within its category
// by dragging (pointer or keyboard) or with the 'выше / ниже' buttons.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Eye, EyeOff, Plus, Search, Soup } from 'lucide-react';
import { AppLink, buildPath, buttonStyles, confirmDialog, useUser, type CabinetDishList, type CabinetDishListItem } from '@povar/shared-kit';
import { failureText, formStyles, Spinner } from '@povar/shared-kit/forms';
import { DISH_LIMITS } from '@povar/shared-kit/contracts';
import { DishRow } from './DishRow';
import { SortableDishList } from './SortableDishList';
import { mergedCategoryOrder, useDeleteDish, useDishFormOptions, useDishList, useDishVisibility, useReorderDishes, type DishListFilters } from './dishes-api';
import { CabinetFrame, EmptyState } from '../../frame/CabinetFrame';
import styles from './DishesPage.module.css';

export const DISHES_TITLE = 'Мои блюда';
export const HIDDEN_DISHES_TITLE = 'Скрытые блюда';
export const NO_DISHES_TITLE = 'У вас пока нет блюд';
export const NO_DISHES_TEXT = 'Добавьте первое блюдо: покупатели увидят его в каталоге и на вашей странице.';
export const ALL_HIDDEN_TITLE = 'Все блюда скрыты';
export const NO_HIDDEN_TITLE = 'Скрытых блюд нет';
export const NOTHING_FOUND_TITLE = 'Ничего не нашлось';
export const LIST_FAILED_TITLE = 'Не удалось загрузить блюда';
export const ADD_DISH_TEXT = 'Добавить блюдо';
/** Filters apply themselves 500 ms after the last change. */
export const SEARCH_DEBOUNCE_MS = 500;

export function DishesPage() {
  return <DishListPage hidden={false} />;
}

export function HiddenDishesPage() {
  return <DishListPage hidden />;
}

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

function DishListPage({ hidden }: { hidden: boolean }) {
  const ids = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cookId = useUser((state) => state.user?.cookData?.id ?? null);
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const settledSearch = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const filters: DishListFilters = { search: settledSearch, categoryId };
  const list = useDishList(filters);
  const options = useDishFormOptions();
  const visibility = useDishVisibility();
  const deletion = useDeleteDish();
  const reorder = useReorderDishes();

  const title = hidden ? HIDDEN_DISHES_TITLE : DISHES_TITLE;
  const filtered = settledSearch !== '' || categoryId !== null;
  const data = list.data;

  const toggle = (dish: CabinetDishListItem) => {
    // The pressed button goes with the dish: focus waits on the heading.
    headingRef.current?.focus();
    visibility.mutate({ dish, hidden: !dish.isHidden });
  };
  const remove = async (dish: CabinetDishListItem) => {
    const confirmed = await confirmDialog({
      title: 'Удалить блюдо?',
      message: `«${dish.name}» пропадёт из меню и каталога. Прошлые заказы с ним сохранятся.`,
      confirmText: 'Удалить',
      cancelText: 'Отменить',
      variant: 'secondary',
    });
    if (!confirmed) return;
    headingRef.current?.focus();
    deletion.mutate(dish);
  };
  const sort = (category: CabinetDishList['categories'][number], pageOrder: number[]) => {
    reorder.mutate({ categoryId: category.id, dishIds: mergedCategoryOrder(category.dishes, pageOrder) });
  };

  let body: ReactNode;
  if (!data) {
    body = list.isError ? (
      <EmptyState
        title={LIST_FAILED_TITLE}
        text={failureText(list.error)}
        alert
        action={
          <button type="button" className={buttonStyles.secondary} disabled={list.isFetching} onClick={() => void list.refetch()}>
            {list.isFetching && <Spinner />}
            Повторить
          </button>
        }
      />
    ) : (
      <ListSkeleton />
    );
  } else if (data.visibleCount + data.hiddenCount === 0 && !filtered) {
    body = <EmptyState icon={<Soup aria-hidden="true" size={48} strokeWidth={1.4} />} title={NO_DISHES_TITLE} text={NO_DISHES_TEXT} action={<AddDishLink />} />;
  } else {
    const categories = data.categories
      .map((category) => ({ category, dishes: category.dishes.filter((dish) => dish.isHidden === hidden) }))
      .filter((entry) => entry.dishes.length > 0);
    const shownCount = categories.reduce((sum, entry) => sum + entry.dishes.length, 0);
    const sortable = settledSearch === '';
    // Nothing on this tab and nothing asked for: no search to offer.
    const showFilters = shownCount > 0 || filtered || search !== '';
    body = (
      <>
        {showFilters && (
          <div className={styles.filters} role="search">
            <label className={styles.searchBox}>
              <span className={styles.visuallyHidden}>Поиск по названию</span>
              <Search className={styles.searchIcon} aria-hidden="true" size={18} />
              <input
                className={`${formStyles.input} ${styles.search}`}
                type="search"
                placeholder="Поиск по названию"
                maxLength={DISH_LIMITS.search.max}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </label>
            <label className={styles.categoryBox}>
              <span className={styles.visuallyHidden}>Категория</span>
              <select
                className={formStyles.input}
                value={categoryId === null ? '' : String(categoryId)}
                onChange={(event) => setCategoryId(event.target.value === '' ? null : Number(event.target.value))}
              >
                <option value="">Все категории</option>
                {(options.data?.categories ?? []).map((category) => (
                  <option key={category.id} value={String(category.id)}>
                    {category.title}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
        {showFilters && (
          <p className={styles.summary} aria-live="polite">
            {list.isFetching && <Spinner size={16} />}
            {filtered ? `Найдено: ${shownCount}` : hidden ? 'Этих блюд покупатели не видят' : 'Блюда в том порядке, в котором их видят покупатели'}
          </p>
        )}
        {shownCount === 0 ? (
          filtered ? (
            <EmptyState
              title={NOTHING_FOUND_TITLE}
              text="Попробуйте другое название или категорию."
              action={
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => {
                    setSearch('');
                    setCategoryId(null);
                  }}
                >
                  Сбросить фильтры
                </button>
              }
            />
          ) : hidden ? (
            <EmptyState
              icon={<EyeOff aria-hidden="true" size={48} strokeWidth={1.4} />}
              title={NO_HIDDEN_TITLE}
              text="Скрытое блюдо пропадает из каталога и с вашей страницы, пока вы его не покажете."
            />
          ) : (
            <EmptyState
              icon={<Eye aria-hidden="true" size={48} strokeWidth={1.4} />}
              title={ALL_HIDDEN_TITLE}
              text="Покажите блюда, чтобы покупатели их увидели."
              action={
                <AppLink className={buttonStyles.secondary} href={buildPath('PROFILE_HIDDEN_DISHES')}>
                  К скрытым блюдам
                </AppLink>
              }
            />
          )
        ) : (
          <>
            {!sortable && settledSearch !== '' && <p className={formStyles.hint}>Порядок можно менять без поиска.</p>}
            {categories.map(({ category, dishes }) => (
              <section key={category.id} className={styles.category} aria-labelledby={`${ids}-category-${category.id}`}>
                <h2 id={`${ids}-category-${category.id}`} className={styles.categoryTitle}>
                  {category.title} <span className={styles.categoryCount}>{dishes.length}</span>
                </h2>
                <SortableDishList
                  label={`Блюда категории «${category.title}»`}
                  dishes={dishes}
                  sortable={sortable}
                  onSort={(order) => sort(category, order)}
                  renderDish={(dish, handle) => (
                    <DishRow
                      dish={dish}
                      handle={handle}
                      busy={(visibility.isPending && visibility.variables.dish.id === dish.id) || (deletion.isPending && deletion.variables.id === dish.id)}
                      onToggle={() => toggle(dish)}
                      onDelete={() => void remove(dish)}
                    />
                  )}
                />
              </section>
            ))}
          </>
        )}
      </>
    );
  }

  return (
    <CabinetFrame
      wide
      title={title}
      headingRef={headingRef}
      actions={
        <div className={styles.headActions}>
          {cookId !== null && (
            <AppLink className={styles.ownPage} href={buildPath('COOK', { id: cookId })}>
              Моя страница
            </AppLink>
          )}
          <AddDishLink />
        </div>
      }
    >
      <nav className={styles.tabs} aria-label="Блюда">
        <AppLink className={styles.tab} href={buildPath('PROFILE_DISHES')} aria-current={hidden ? undefined : 'page'}>
          В меню{data ? <span className={styles.tabCount}>{data.visibleCount}</span> : null}
        </AppLink>
        <AppLink className={styles.tab} href={buildPath('PROFILE_HIDDEN_DISHES')} aria-current={hidden ? 'page' : undefined}>
          Скрытые{data ? <span className={styles.tabCount}>{data.hiddenCount}</span> : null}
        </AppLink>
      </nav>
      {body}
    </CabinetFrame>
  );
}

function AddDishLink() {
  return (
    <AppLink className={buttonStyles.primary} href={buildPath('PROFILE_DISHES_CREATE')}>
      <Plus aria-hidden="true" size={18} strokeWidth={2.2} />
      {ADD_DISH_TEXT}
    </AppLink>
  );
}

function ListSkeleton() {
  return (
    <div aria-busy="true" aria-label="Загрузка блюд">
      <div className={`${styles.skeletonBar} ${styles.shimmer}`} />
      {[0, 1, 2].map((index) => (
        <div key={index} className={`${styles.skeletonRow} ${styles.shimmer}`} />
      ))}
    </div>
  );
}
