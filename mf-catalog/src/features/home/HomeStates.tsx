// What the home page shows instead of its blocks: skeletons of the first blocks while the page
// loads (their heights reserved, so the blocks take their place without pushing anything) and a
// region whose home page has nothing yet. A failure is the kit's error screen.
import { Link } from '@povar/shared-kit';
import { buildPath, screenStyles } from '@povar/shared-kit';
import styles from './HomePage.module.css';

const SKELETON_CARDS = 6;

export function HomeSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label="Загружаем главную страницу">
      <div className={styles.skeletonRow}>
        <div className={`${styles.block} ${styles.skeletonBanner}`} />
        <div className={`${styles.block} ${styles.skeletonBanner}`} />
      </div>
      {[0, 1].map((row) => (
        <div key={row} className={styles.skeletonSection}>
          <div className={`${styles.block} ${styles.skeletonHeading}`} />
          <div className={styles.skeletonRow}>
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <div key={index} className={`${styles.block} ${styles.skeletonCard}`} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

export function HomeEmpty({ region }: { region: string | null }) {
  return (
    <div className={styles.empty}>
      <h2 className={screenStyles.title}>Подборки скоро появятся</h2>
      <p className={screenStyles.text}>А пока загляните в каталог: там все блюда и повара города.</p>
      <div className={screenStyles.actions}>
        <Link className={screenStyles.primary} to={buildPath('MENU', {}, region)}>
          Каталог блюд
        </Link>
        <Link className={screenStyles.secondary} to={buildPath('COOKS', {}, region)}>
          Все повара
        </Link>
      </div>
    </div>
  );
}
