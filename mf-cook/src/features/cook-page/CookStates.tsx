// What the cook page shows while the cook loads. A failure is the kit's error screen, 'not found'
// its NotFoundScreen.
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
