// The promo codes usable now, under the checkout's promo field (each a button that applies it)
// and in the basket (told, typed at checkout): so a customer finds them where they look.
import { useId } from 'react';
import { formatPrice } from '@povar/shared-kit';
import type { ActivePromoCode } from '@povar/shared-kit/contracts';
import styles from './UsablePromoCodes.module.css';

export const PROMO_HINT_TITLE = 'Действующие промокоды';

/** The codes usable now, each a button that applies it; one the dishes do not reach yet says how much is missing. */
export function UsablePromoCodes({
  codes,
  dishesSum,
  disabled = false,
  onPick,
  note,
}: {
  codes: ActivePromoCode[];
  dishesSum: number;
  disabled?: boolean;
  /** Without it the codes are only told (the basket: they are typed at checkout). */
  onPick?: (code: string) => void;
  /** A line under the list (the basket: where the code goes). */
  note?: string;
}) {
  const titleId = useId();
  return (
    <div className={styles.promoHint}>
      <p id={titleId} className={styles.promoHintTitle}>
        {PROMO_HINT_TITLE}
      </p>
      <ul aria-labelledby={titleId} className={styles.promoHintList}>
        {codes.map((promo) => {
          const missing = promo.minSum - dishesSum;
          return (
            <li key={promo.code}>
              {onPick ? (
                <button
                  type="button"
                  className={styles.promoHintCode}
                  disabled={disabled}
                  onClick={() => onPick(promo.code)}
                  aria-label={`Применить промокод ${promo.code}`}
                >
                  {promo.code}
                </button>
              ) : (
                <strong className={styles.promoHintCode}>{promo.code}</strong>
              )}
              <span className={styles.conditions}>
                {promo.conditions}
                {missing > 0 ? ` — добавьте блюд ещё на ${formatPrice(missing)}` : ''}
              </span>
            </li>
          );
        })}
      </ul>
      {note && <p className={styles.conditions}>{note}</p>}
    </div>
  );
}
