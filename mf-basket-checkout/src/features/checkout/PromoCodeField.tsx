// 'Промокод' at checkout: checked by the server against this cook's basket (validity dates,
// minimum sum, one use per customer); the discount shows in the breakdown and the code goes
// with the order, where the server checks it once more.
import { useId, useState } from 'react';
import { apiRequest, buttonStyles, formatPrice, GENERIC_ERROR_TEXT, isApiError, type PromoCheck } from '@povar/shared-kit';
import { CHECKOUT_LABELS } from '@povar/shared-kit/contracts';
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

  const apply = async () => {
    if (!code.trim()) {
      setProblem('Введите промокод');
      return;
    }
    setChecking(true);
    setProblem(null);
    try {
      const answer = await apiRequest<PromoCheck>('POST', '/orders/promo-check', { body: { code: code.trim(), cookId } });
      if (answer) onApplied(answer);
    } catch (error) {
      onApplied(null);
      setProblem(isApiError(error) ? error.userMessage : GENERIC_ERROR_TEXT);
    } finally {
      setChecking(false);
    }
  };

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
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the code, not the whole order.
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
        />
        <button type="button" className={buttonStyles.secondary} disabled={checking} onClick={() => void apply()}>
          Применить
        </button>
      </div>
      {applied && applied.dishesSum !== dishesSum && <p className={styles.muted}>Корзина изменилась — примените промокод ещё раз.</p>}
      {problem && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
