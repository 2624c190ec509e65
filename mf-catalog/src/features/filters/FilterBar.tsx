// The filters bar: 'Фильтры' opens the whole panel, each named filter opens its own part;
// an active filter shows what it holds and a reset.
import { Link } from '@povar/shared-kit';
import { SlidersHorizontal, X } from 'lucide-react';
import type { ListingQuery } from '../listing/listing-query';
import { activeSectionCount, isSectionActive, priceSummary, SECTION_LABELS, type FilterSection } from './filter-state';
import styles from './Filters.module.css';

export interface FilterBarProps {
  sections: readonly FilterSection[];
  query: ListingQuery;
  category: string | null;
  categoryTitle: string | null;
  onOpen: (sections: readonly FilterSection[]) => void;
  onReset: (section: FilterSection) => void;
  /** The catalogue without its category, the query kept. */
  allCategoriesHref: string;
}

function chipText(section: FilterSection, query: ListingQuery, categoryTitle: string | null): string {
  const label = SECTION_LABELS[section];
  if (section === 'categories') return categoryTitle ?? label;
  if (section === 'price') return priceSummary(query) ?? label;
  const count = query.selected[section]?.length ?? 0;
  return count > 0 ? `${label}: ${count}` : label;
}

export function FilterBar({ sections, query, category, categoryTitle, onOpen, onReset, allCategoriesHref }: FilterBarProps) {
  const count = activeSectionCount(sections, query, category);
  return (
    <div className={styles.bar} role="group" aria-label="Фильтры каталога">
      <button type="button" className={styles.chip} aria-haspopup="dialog" onClick={() => onOpen(sections)}>
        <SlidersHorizontal size={16} aria-hidden="true" />
        Фильтры
        {count > 0 && (
          <span className={styles.badge} aria-label={`активных: ${count}`}>
            {count}
          </span>
        )}
      </button>
      {sections.map((section) => {
        const active = isSectionActive(section, query, category);
        const resetLabel = `Сбросить фильтр «${SECTION_LABELS[section]}»`;
        return (
          <span key={section} className={`${styles.chipGroup} ${active ? styles.active : ''}`}>
            <button type="button" className={styles.chip} aria-haspopup="dialog" aria-pressed={active} onClick={() => onOpen([section])}>
              {chipText(section, query, categoryTitle)}
            </button>
            {active &&
              (section === 'categories' ? (
                <Link className={styles.reset} to={allCategoriesHref} aria-label={resetLabel} title={resetLabel}>
                  <X size={14} aria-hidden="true" />
                </Link>
              ) : (
                <button type="button" className={styles.reset} aria-label={resetLabel} title={resetLabel} onClick={() => onReset(section)}>
                  <X size={14} aria-hidden="true" />
                </button>
              ))}
          </span>
        );
      })}
    </div>
  );
}
