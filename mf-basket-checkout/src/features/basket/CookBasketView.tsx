// One cook's basket, the order it will become (the order-basket view): the cook, the rows, the
// sums with the delivery cost, the promo codes usable with this cook (applied at checkout), and
// emptying it after a confirmation.
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import {
  activePromoCodesQuery,
  AddToBasket,
  AppLink,
  buildPath,
  clearCookBasket,
  confirmDialog,
  formatDeliveryCost,
  formatPrice,
  formatWeight,
  Picture,
  removeBasketDish,
  type BasketRow as BasketRowData,
  type CookBasket,
} from '@povar/shared-kit';
import { UsablePromoCodes } from '../promo/UsablePromoCodes';
import { basketTotalWithDelivery } from './basket-sums';
import { PROMO_AT_CHECKOUT_TEXT, CLEAR_CONFIRM_TITLE, CLEAR_TEXT, clearConfirmText, DELIVERY_TEXT, DISHES_SUM_TEXT, REMOVE_TEXT, TOTAL_TEXT } from './texts';
import styles from './Basket.module.css';

export function CookBasketView({ basket, onNavigate }: { basket: CookBasket; onNavigate: () => void }) {
  const { cook } = basket;
  const promoCodes = useQuery(activePromoCodesQuery(cook.id));
  const clear = async () => {
    const confirmed = await confirmDialog({ title: CLEAR_CONFIRM_TITLE, message: clearConfirmText(cook.name), confirmText: CLEAR_TEXT });
    if (confirmed) await clearCookBasket(cook.id);
  };
  return (
    <section className={styles.order} aria-label={`Заказ у повара ${cook.name}`}>
      <header className={styles.cook}>
        <Picture image={cook.avatar} alt="" kind="cook" className={styles.cookAvatar} />
        <AppLink className={styles.cookName} href={buildPath('COOK', { id: cook.id }, cook.mainCity.slug)} onClick={onNavigate}>
          {cook.name}
        </AppLink>
        <button type="button" className={styles.clear} onClick={() => void clear()}>
          {CLEAR_TEXT}
        </button>
      </header>
      <ul className={styles.rows}>
        {basket.rows.map((row) => (
          <BasketRow key={row.dish.id} row={row} regionSlug={cook.mainCity.slug} onNavigate={onNavigate} />
        ))}
      </ul>
      <dl className={styles.sums}>
        <div>
          <dt>{DISHES_SUM_TEXT}</dt>
          <dd>{formatPrice(basket.total)}</dd>
        </div>
        <div>
          <dt>{DELIVERY_TEXT}</dt>
          <dd>{formatDeliveryCost(cook.deliveryCost, cook.delivers)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{TOTAL_TEXT}</dt>
          <dd>{formatPrice(basketTotalWithDelivery(basket))}</dd>
        </div>
      </dl>
      {promoCodes.data && promoCodes.data.length > 0 && <UsablePromoCodes codes={promoCodes.data} dishesSum={basket.total} note={PROMO_AT_CHECKOUT_TEXT} />}
    </section>
  );
}

/** A dish in the basket (the basket-product view): picture, name, weight, price, count, sum, remove. */
function BasketRow({ row, regionSlug, onNavigate }: { row: BasketRowData; regionSlug: string; onNavigate: () => void }) {
  const { dish } = row;
  return (
    <li className={styles.row}>
      <Picture image={dish.image} alt="" kind="dish" className={styles.rowPicture} />
      <div className={styles.rowBody}>
        <AppLink className={styles.rowName} href={buildPath('PRODUCT', { id: dish.id }, regionSlug)} onClick={onNavigate}>
          {dish.name}
        </AppLink>
        <p className={styles.muted}>
          {formatWeight(dish.weight)} · {formatPrice(row.price)}
        </p>
        <div className={styles.rowActions}>
          <AddToBasket dish={dish} />
          <span className={styles.rowSum}>{formatPrice(row.sum)}</span>
        </div>
      </div>
      <button
        type="button"
        className={styles.remove}
        aria-label={`${REMOVE_TEXT}: ${dish.name}`}
        title={REMOVE_TEXT}
        onClick={() => void removeBasketDish(dish)}
      >
        <X aria-hidden="true" size={18} />
      </button>
    </li>
  );
}
