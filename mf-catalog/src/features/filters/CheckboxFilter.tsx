// A list filter ('Вкусовые предпочтения', 'Специализация'): each item with how many results
// checking it would give ('30', or '30+' when the server stopped counting: at least 30).
// Items that would give nothing are left out unless already checked.
import type { FilterDefinition } from '@povar/shared-kit';
import styles from './Filters.module.css';

export interface CheckboxFilterProps {
  label: string;
  items: FilterDefinition['items'];
  selected: readonly string[];
  onToggle: (slug: string) => void;
}

export function CheckboxFilter({ label, items, selected, onToggle }: CheckboxFilterProps) {
  const offered = items.filter((item) => item.total > 0 || selected.includes(item.slug));
  if (offered.length === 0) return <p className={styles.muted}>Нет вариантов для выбранных условий</p>;
  return (
    <ul className={styles.checkboxes} aria-label={label}>
      {offered.map((item) => (
        <li key={item.slug}>
          <label className={styles.checkbox}>
            <input type="checkbox" checked={selected.includes(item.slug)} onChange={() => onToggle(item.slug)} />
            <span className={styles.checkboxLabel}>{item.label}</span>
            <span className={styles.total} title={item.totalIsCapped ? `не менее ${item.total}` : undefined}>
              {item.totalIsCapped ? `${item.total}+` : item.total}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
