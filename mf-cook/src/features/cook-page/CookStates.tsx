// What the cook page shows instead of the cook: a skeleton while it loads, and the error of a
// failure other than 'not found' (that one is the kit's NotFoundScreen).
import { isApiError, screenStyles } from '@povar/shared-kit';
import styles from './CookPage.module.css';

export function CookSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label="Загружаем страницу повара">
      <span className={`${styles.shimmer} ${styles.skeletonAvatar}`} />
      <span className={styles.skeletonLines}>
        <span className={`${styles.shimmer} ${styles.skeletonTitle}`} />
        <span className={`${styles.shimmer} ${styles.skeletonLine}`} />
        <span className={`${styles.shimmer} ${styles.skeletonLine}`} />
      </span>
      <span className={`${styles.shimmer} ${styles.skeletonTabs}`} />
      <span className={styles.skeletonGrid}>
        {Array.from({ length: 4 }, (_, index) => (
          <span key={index} className={`${styles.shimmer} ${styles.skeletonCard}`} />
        ))}
      </span>
    </div>
  );
}

export function cookErrorText(error: unknown): string {
  if (isApiError(error) && error.status === 0) return 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.';
  return 'Не удалось загрузить страницу повара: на сервере что-то пошло не так. Попробуйте ещё раз через минуту.';
}

export function CookError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <div className={styles.error} role="alert">
      <p>{cookErrorText(error)}</p>
      <button type="button" className={screenStyles.secondary} onClick={onRetry} disabled={retrying}>
        {retrying ? 'Загружаем…' : 'Попробовать снова'}
      </button>
    </div>
  );
}
