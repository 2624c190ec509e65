// What a remote's place on the page shows when that remote cannot be loaded or has crashed:
// the rest of the page keeps working.
import styles from './RemoteFallback.module.css';

export function RemoteFallback({ remote }: { remote: string }) {
  return (
    <section className={styles.fallback} role="alert" data-fallback={remote}>
      <h2 className={styles.title}>Раздел временно недоступен</h2>
      <p className={styles.text}>Эта часть страницы не загрузилась. Остальной сайт работает — обновите страницу чуть позже.</p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        Обновить страницу
      </button>
    </section>
  );
}
