// What the dish page and popup show instead of the dish: a skeleton while it loads, the
// not-found state for an unknown or hidden dish, and the error of any other failure.
import { SearchX } from 'lucide-react';
import { Link } from '@povar/shared-kit';
import { buildPath, isApiError, screenStyles, useMarkPageScreen } from '@povar/shared-kit';
import type { DishDetailsVariant } from './DishDetails';
import styles from './DishStates.module.css';

export function DishSkeleton({ variant }: { variant: DishDetailsVariant }) {
  return (
    <div className={`${styles.skeleton} ${variant === 'page' ? styles.skeletonPage : ''}`} aria-busy="true" aria-label="Загружаем блюдо" role="status">
      <div className={`${styles.block} ${styles.picture}`} />
      <div className={styles.lines}>
        <div className={`${styles.block} ${styles.short}`} />
        <div className={`${styles.block} ${styles.title}`} />
        <div className={`${styles.block} ${styles.price}`} />
        <div className={`${styles.block} ${styles.line}`} />
        <div className={`${styles.block} ${styles.line}`} />
        <div className={`${styles.block} ${styles.nutrition}`} />
      </div>
    </div>
  );
}

export const DISH_NOT_FOUND_TITLE = 'Блюдо не найдено';
const NOT_FOUND_TEXT = 'Возможно, повар убрал его из меню. В каталоге много других домашних блюд.';

export function DishNotFound({ region, variant, path }: { region: string | null; variant: DishDetailsVariant; path: string }) {
  const menuPath = buildPath('MENU', {}, region);
  // A dish missing from the popup leaves the page under it as it is.
  useMarkPageScreen('not-found', variant === 'page');
  if (variant === 'popup') {
    return (
      <div className={styles.popupMessage} role="status">
        <p>{NOT_FOUND_TEXT}</p>
        <Link className={screenStyles.secondary} to={menuPath}>
          Перейти в каталог блюд
        </Link>
      </div>
    );
  }
  return (
    <section className={screenStyles.screen} data-error={`Page Not Found: ${path}`}>
      <SearchX className={screenStyles.illustration} aria-hidden="true" size={80} strokeWidth={1.4} />
      <h1 className={screenStyles.title}>{DISH_NOT_FOUND_TITLE}</h1>
      <p className={screenStyles.text}>{NOT_FOUND_TEXT}</p>
      <div className={screenStyles.actions}>
        <Link className={screenStyles.primary} to={menuPath}>
          Перейти в каталог блюд
        </Link>
      </div>
    </section>
  );
}

/** What went wrong and what to do, in words a visitor understands. */
export function dishErrorText(error: unknown): string {
  if (isApiError(error) && error.status === 0) {
    return 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.';
  }
  return 'Не удалось загрузить блюдо: на сервере что-то пошло не так. Попробуйте ещё раз через минуту.';
}

export function DishError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <div className={styles.error} role="alert">
      <p>{dishErrorText(error)}</p>
      <button type="button" className={screenStyles.secondary} onClick={onRetry} disabled={retrying}>
        {retrying ? 'Загружаем…' : 'Попробовать снова'}
      </button>
    </div>
  );
}
