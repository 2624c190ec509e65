// 'Промокод' at checkout: checked by the server against this cook's dishes (validity dates,
// minimum sum, one use per customer); the discount shows in the breakdown and the code goes
// with the order, where the server checks it once more. The codes usable now are offered under
// the field (from the API), and the answer follows the basket: when the dishes change, an applied
// code is checked again for the new sum and an old refusal is dropped.
import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { activePromoCodesQuery, buttonStyles, formatPrice, GENERIC_ERROR_TEXT, isApiError, type PromoCheck } from '@povar/shared-kit';
import { CHECKOUT_LABELS } from '@povar/shared-kit/contracts';
import { UsablePromoCodes } from '../promo/UsablePromoCodes';
import { checkPromoCode } from './checkout-api';
import styles from './Checkout.module.css';

export type AppliedPromo = PromoCheck;

export function PromoCodeField({
  cookId,
  dishesSum,
  applied,
  onApplied,
}: {
  cookId: number;
  dishesSum: number;
  applied: AppliedPromo | null;
  onApplied: (promo: AppliedPromo | null) => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const usable = useQuery(activePromoCodesQuery(cookId));

  const apply = async (typed: string) => {
    if (!typed.trim()) {
      setProblem('Введите промокод');
      return;
    }
    setChecking(true);
    setProblem(null);
    try {
      const answer = await checkPromoCode({ code: typed.trim(), cookId, dishesSum });
      if (answer) onApplied(answer);
    } catch (error) {
      onApplied(null);
      setProblem(isApiError(error) ? error.userMessage : GENERIC_ERROR_TEXT);
    } finally {
      setChecking(false);
    }
  };

  // The basket changed: the applied code is checked for the new sum, a refusal about the old one goes.
  const checkedSum = useRef(dishesSum);
  useEffect(() => {
    if (checkedSum.current === dishesSum) return;
    checkedSum.current = dishesSum;
    if (applied && applied.dishesSum !== dishesSum) {
      setCode(applied.code);
      void apply(applied.code);
    } else {
      setProblem(null);
    }
    // Only a change of the sum starts this; apply reads the current props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dishesSum]);

  if (applied && applied.dishesSum === dishesSum) {
    return (
      <div className={styles.promoApplied}>
        <p>
          Промокод <strong>{applied.code}</strong>: скидка {formatPrice(applied.discount)}
        </p>
        <button type="button" className={styles.link} onClick={() => onApplied(null)}>
          Убрать
        </button>
      </div>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{CHECKOUT_LABELS.promoCode}</label>
      <div className={styles.promo}>
        <input
          id={id}
          className={styles.input}
          value={code}
          autoComplete="off"
          aria-invalid={problem ? 'true' : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            // A refusal is about the code that was sent, not the one being typed.
            setProblem(null);
          }}
          onKeyDown={(event) => {
            // Enter applies the code, not the whole order.
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply(code);
            }
          }}
        />
        <button type="button" className={buttonStyles.secondary} disabled={checking} onClick={() => void apply(code)}>
          Применить
        </button>
      </div>
      {applied && applied.dishesSum !== dishesSum && <p className={styles.muted}>Корзина изменилась — проверяем промокод ещё раз…</p>}
      {problem && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {problem}
        </p>
      )}
      {usable.data && usable.data.length > 0 && (
        <UsablePromoCodes
          codes={usable.data}
          dishesSum={dishesSum}
          disabled={checking}
          onPick={(picked) => {
            setCode(picked);
            void apply(picked);
          }}
        />
      )}
    </div>
  );
}
