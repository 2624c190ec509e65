// The filter panel: every filter of the catalogue (or the one chosen on the bar), applied
// by itself 500 ms after the last change, with 'Сбросить фильтры' and 'Применить'. The panel
// edits a draft; the listing follows the URL, so each apply is one navigation.
import { useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { Popup, type FilterDefinition } from '@povar/shared-kit';
import { toggleSelected, withoutFilters, type ListingQuery } from '../listing/listing-query';
import { CategoryTags } from './CategoryTags';
import { CheckboxFilter } from './CheckboxFilter';
import { AUTO_APPLY_MS, SECTION_LABELS, withPriceRange, type FilterSection } from './filter-state';
import { PriceRangeFilter } from './PriceRangeFilter';
import styles from './Filters.module.css';

export interface FilterPanelProps {
  sections: readonly FilterSection[];
  /** The answer's filter definitions: items with totals, the price range. */
  filters: Record<string, FilterDefinition>;
  query: ListingQuery;
  category: string | null;
  /** Where a category tag leads with the given query kept. */
  categoryHref: (slug: string | null, query: ListingQuery) => string;
  onApply: (query: ListingQuery) => void;
  /** 'Сбросить фильтры': no filters and no category, the search and sort kept. */
  onResetAll: (query: ListingQuery) => void;
  /** `applied`: a pending change was applied just now (the URL is already the listing's). */
  onClose: (applied: boolean) => void;
}

export function FilterPanel({ sections, filters, query, category, categoryHref, onApply, onResetAll, onClose }: FilterPanelProps) {
  const [draft, setDraft] = useState(query);
  const autoApply = useDebouncedCallback(onApply, AUTO_APPLY_MS);

  const change = (next: ListingQuery) => {
    setDraft(next);
    autoApply(next);
  };
  const close = () => {
    const applied = autoApply.isPending();
    autoApply.flush();
    onClose(applied);
  };
  const resetAll = () => {
    autoApply.cancel();
    const cleared = withoutFilters(draft);
    setDraft(cleared);
    onResetAll(cleared);
  };

  const title = sections.length === 1 ? SECTION_LABELS[sections[0]!] : 'Фильтры';
  const price = filters.price?.range;

  return (
    <Popup
      title={title}
      onClose={close}
      sheetBelow="tablet"
      footer={
        <>
          <button type="button" className={styles.secondaryAction} onClick={resetAll}>
            Сбросить фильтры
          </button>
          <button type="button" className={styles.primaryAction} onClick={close}>
            Применить
          </button>
        </>
      }
    >
      {sections.map((section) => {
        const definition = filters[section];
        if (!definition) return null;
        return (
          <fieldset key={section} className={styles.section}>
            {sections.length > 1 && <legend className={styles.sectionTitle}>{SECTION_LABELS[section]}</legend>}
            {section === 'categories' && (
              <CategoryTags items={definition.items} current={category} hrefFor={(slug) => categoryHref(slug, draft)} onFollow={() => autoApply.cancel()} />
            )}
            {section === 'price' && price && (
              <PriceRangeFilter
                bounds={{ min: price.min, max: price.max }}
                value={[draft.priceMin ?? price.min, draft.priceMax ?? price.max]}
                onChange={(range) => change(withPriceRange(draft, range, price))}
              />
            )}
            {(section === 'preferences' || section === 'specialities') && (
              <CheckboxFilter
                label={SECTION_LABELS[section]}
                items={definition.items}
                selected={draft.selected[section] ?? []}
                onToggle={(slug) => change(toggleSelected(draft, section, slug))}
              />
            )}
          </fieldset>
        );
      })}
    </Popup>
  );
}
