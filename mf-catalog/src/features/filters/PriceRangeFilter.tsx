// The price range: two inputs and a slider with step 1. What is typed is parsed and
// clamped to the range when the field is left or Enter is pressed; the slider moves both ends.
import { useEffect, useState, type KeyboardEvent } from 'react';
import * as Slider from '@radix-ui/react-slider';
import { normalizeRange, type PriceBounds } from './price-range';
import styles from './Filters.module.css';

export interface PriceRangeFilterProps {
  bounds: PriceBounds;
  /** Whole roubles, within the bounds. */
  value: [number, number];
  onChange: (value: [number, number]) => void;
}

export function PriceRangeFilter({ bounds, value, onChange }: PriceRangeFilterProps) {
  const [typed, setTyped] = useState<[string, string]>([String(value[0]), String(value[1])]);
  // Follow the value when it changes from outside (the slider, a reset, a new answer).
  useEffect(() => setTyped([String(value[0]), String(value[1])]), [value[0], value[1]]);

  const commitTyped = () => {
    const next = normalizeRange(typed[0], typed[1], bounds);
    setTyped([String(next[0]), String(next[1])]);
    if (next[0] !== value[0] || next[1] !== value[1]) onChange(next);
  };
  const commitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitTyped();
  };
  const empty = bounds.max <= bounds.min;

  return (
    <div className={styles.price}>
      <div className={styles.priceInputs}>
        <label className={styles.priceField}>
          <span>от</span>
          <input
            inputMode="numeric"
            aria-label="Цена от, ₽"
            value={typed[0]}
            disabled={empty}
            onChange={(event) => setTyped([event.target.value, typed[1]])}
            onBlur={commitTyped}
            onKeyDown={commitOnEnter}
          />
          <span aria-hidden="true">₽</span>
        </label>
        <label className={styles.priceField}>
          <span>до</span>
          <input
            inputMode="numeric"
            aria-label="Цена до, ₽"
            value={typed[1]}
            disabled={empty}
            onChange={(event) => setTyped([typed[0], event.target.value])}
            onBlur={commitTyped}
            onKeyDown={commitOnEnter}
          />
          <span aria-hidden="true">₽</span>
        </label>
      </div>
      <Slider.Root
        className={styles.slider}
        min={bounds.min}
        max={bounds.max}
        step={1}
        minStepsBetweenThumbs={0}
        value={value}
        disabled={empty}
        onValueChange={(next) => onChange([next[0] ?? bounds.min, next[1] ?? bounds.max])}
      >
        <Slider.Track className={styles.track}>
          <Slider.Range className={styles.range} />
        </Slider.Track>
        <Slider.Thumb className={styles.thumb} aria-label="Минимальная цена" />
        <Slider.Thumb className={styles.thumb} aria-label="Максимальная цена" />
      </Slider.Root>
    </div>
  );
}
