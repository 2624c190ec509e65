// The add-to-basket control of dish cards, the dish page and popup, and the cook's menu:
// 'В корзину' while the dish is not in the basket, then '−' count '+' (0 takes it out).
import { Minus, Plus, ShoppingBasket } from 'lucide-react';
import type { MouseEvent } from 'react';
import { BASKET_COUNT_LIMIT_MESSAGE, MAX_BASKET_DISH_COUNT } from '../../contracts/basket-limits';
import { setDishCount, useDishCount, type BasketDish } from './basket-store';
import styles from './AddToBasket.module.css';

export const ADD_TO_BASKET_TEXT = 'В корзину';

export interface AddToBasketProps {
  dish: BasketDish;
  /** 'card' for cards (compact), 'page' for the dish page and popup (full width). */
  size?: 'card' | 'page';
  className?: string;
}

/** Cards are links: pressing a control must not open the card. */
function inPlace(action: () => void) {
  return (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    action();
  };
}

export function AddToBasket({ dish, size = 'card', className = '' }: AddToBasketProps) {
  const count = useDishCount(dish.id);
  const sizeClass = size === 'page' ? styles.page : styles.card;
  if (count === 0) {
    return (
      <button
        type="button"
        className={`${styles.add} ${sizeClass} ${className}`}
        aria-label={`${ADD_TO_BASKET_TEXT}: ${dish.name}`}
        onClick={inPlace(() => void setDishCount(dish, 1))}
      >
        <ShoppingBasket aria-hidden="true" size={size === 'page' ? 20 : 16} />
        {ADD_TO_BASKET_TEXT}
      </button>
    );
  }
  return (
    <div className={`${styles.stepper} ${sizeClass} ${className}`} role="group" aria-label={`${dish.name} в корзине`}>
      <button type="button" className={styles.step} aria-label="Убрать одну порцию" onClick={inPlace(() => void setDishCount(dish, count - 1))}>
        <Minus aria-hidden="true" size={16} />
      </button>
      <span className={styles.count} aria-live="polite">
        {count}
        <span className="visually-hidden"> шт. в корзине</span>
      </span>
      <button
        type="button"
        className={styles.step}
        aria-label="Добавить ещё одну порцию"
        disabled={count >= MAX_BASKET_DISH_COUNT}
        title={count >= MAX_BASKET_DISH_COUNT ? BASKET_COUNT_LIMIT_MESSAGE : undefined}
        onClick={inPlace(() => void setDishCount(dish, count + 1))}
      >
        <Plus aria-hidden="true" size={16} />
      </button>
    </div>
  );
}
