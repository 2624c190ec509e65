// The sort selector: each option shows its name, an asc/desc arrow and a tooltip; on
// small screens it opens as a popup. Distance without an address is disabled, and choosing
// it asks for the address instead. Choosing the current option again reverses its order.
import { useState } from 'react';
import { ArrowDownWideNarrow, ArrowUpNarrowWide, ChevronDown } from 'lucide-react';
import { Popup, Tooltip, type SortField, type SortOption, type SortOrder } from '@povar/shared-kit';
import styles from './SortSelector.module.css';

export interface SortSelectorProps {
  options: readonly SortOption[];
  current: { field: SortField; order: SortOrder };
  onChange: (sort: { field: SortField; order: SortOrder }) => void;
  /** A disabled option (distance without an address) was chosen: ask for the address. */
  onRequestAddress: () => void;
}

const isCurrent = (option: SortOption, current: SortSelectorProps['current']) => option.field === current.field && option.order === current.order;
const reversed = (order: SortOrder): SortOrder => (order === 'asc' ? 'desc' : 'asc');

function OrderArrow({ order }: { order: SortOrder }) {
  const Arrow = order === 'asc' ? ArrowUpNarrowWide : ArrowDownWideNarrow;
  return (
    <>
      <Arrow className={styles.arrow} aria-hidden="true" size={16} />
      <span className="visually-hidden">{order === 'asc' ? 'по возрастанию' : 'по убыванию'}</span>
    </>
  );
}

export function SortSelector({ options, current, onChange, onRequestAddress }: SortSelectorProps) {
  const [popupOpen, setPopupOpen] = useState(false);
  const currentOption = options.find((option) => isCurrent(option, current));

  const choose = (option: SortOption) => {
    setPopupOpen(false);
    if (option.disabled) onRequestAddress();
    else onChange({ field: option.field, order: isCurrent(option, current) ? reversed(option.order) : option.order });
  };

  const optionButton = (option: SortOption, variant: 'row' | 'list', describedBy?: string) => (
    <button
      key={`${option.field}-${option.order}`}
      type="button"
      className={`${styles.option} ${styles[variant]}`}
      // The row shows the hint as a tooltip; the list in the popup (phones) keeps the plain title.
      title={describedBy ? undefined : option.tooltip}
      aria-describedby={describedBy}
      aria-pressed={isCurrent(option, current)}
      aria-disabled={option.disabled || undefined}
      onClick={() => choose(option)}
    >
      {option.name}
      <OrderArrow order={option.order} />
    </button>
  );

  return (
    <div className={styles.selector}>
      <div className={styles.row} role="group" aria-label="Сортировка">
        {options.map((option) => (
          <Tooltip key={`${option.field}-${option.order}`} text={option.tooltip}>
            {(describedBy) => optionButton(option, 'row', describedBy)}
          </Tooltip>
        ))}
      </div>
      <button
        type="button"
        className={styles.opener}
        aria-haspopup="dialog"
        aria-label={currentOption ? `Сортировка: ${currentOption.name}` : 'Сортировка'}
        onClick={() => setPopupOpen(true)}
      >
        {currentOption ? (
          <>
            {currentOption.name}
            <OrderArrow order={currentOption.order} />
          </>
        ) : (
          'Сортировка'
        )}
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      {popupOpen && (
        <Popup title="Сортировка" onClose={() => setPopupOpen(false)} sheetBelow="tablet">
          <div className={styles.sheetList}>{options.map((option) => optionButton(option, 'list'))}</div>
        </Popup>
      )}
    </div>
  );
}
