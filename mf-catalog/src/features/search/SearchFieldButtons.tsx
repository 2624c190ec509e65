// The search field's buttons, the same in the plain form and in the suggesting combobox:
// '×' when there is text to clear, and the submit button.
import { Search, X } from 'lucide-react';
import styles from './SearchBox.module.css';

export function SearchFieldButtons({ hasText, onClear }: { hasText: boolean; onClear(): void }) {
  return (
    <>
      {hasText && (
        <button type="button" className={styles.clear} aria-label="Очистить" title="Очистить" onClick={onClear}>
          <X aria-hidden="true" size={18} />
        </button>
      )}
      <button type="submit" className={styles.submit} aria-label="Найти">
        <Search aria-hidden="true" size={18} className={styles.submitIcon} />
        <span className={styles.submitText}>Найти</span>
      </button>
    </>
  );
}
