// What a listing says when nothing matches.
import { SearchX } from 'lucide-react';
import styles from './EmptyResult.module.css';

export function EmptyResult() {
  return (
    <section className={styles.empty} role="status">
      <SearchX className={styles.icon} aria-hidden="true" size={56} strokeWidth={1.5} />
      <h2 className={styles.title}>Ничего не найдено</h2>
      <p className={styles.text}>К сожалению, мы не нашли ни одной позиции по вашему запросу. Попробуйте сменить параметры фильтров или поиска</p>
    </section>
  );
}
