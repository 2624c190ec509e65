// Which cook's basket the popup shows, when the basket holds several (each is its own order).
import { Picture, formatPrice, type CookBasket } from '@povar/shared-kit';
import { COOK_BASKETS_LABEL } from './texts';
import styles from './Basket.module.css';

export function CookSwitch({ baskets, currentCookId, onChoose }: { baskets: CookBasket[]; currentCookId: number; onChoose: (cookId: number) => void }) {
  return (
    <div className={styles.switch} role="group" aria-label={COOK_BASKETS_LABEL}>
      {baskets.map((basket) => (
        <button
          key={basket.cook.id}
          type="button"
          className={styles.switchItem}
          aria-pressed={basket.cook.id === currentCookId}
          onClick={() => onChoose(basket.cook.id)}
        >
          <Picture image={basket.cook.avatar} alt="" kind="cook" className={styles.switchAvatar} />
          <span className={styles.switchText}>
            <span className={styles.switchName}>{basket.cook.name}</span>
            <span className={styles.muted}>{formatPrice(basket.total)}</span>
          </span>
        </button>
      ))}
    </div>
  );
}
