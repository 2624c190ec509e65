// The basket popup: every cook's basket is one order, so the popup shows one cook's
// basket at a time (the order-basket view, with its basket-product rows), a switch between the
// cooks when there are several, the sums, the upsell compilation, and 'Оформить заказ'.
import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import {
  AppLink,
  buildPath,
  buttonStyles,
  formatPrice,
  Popup,
  StateBlock,
  useAuth,
  useBasket,
  useRegion,
  whenSignedIn,
  type CookBasket,
  type WidgetProps,
} from '@povar/shared-kit';
import { basketTotalWithDelivery } from './basket-sums';
import { CookBasketView } from './CookBasketView';
import { CookSwitch } from './CookSwitch';
import { UpsellBlock } from './UpsellBlock';
import { BASKET_TITLE, CHECKOUT_TEXT, EMPTY_BASKET_TEXT, EMPTY_BASKET_TITLE, TO_CATALOGUE_TEXT } from './texts';
import styles from './Basket.module.css';

export function BasketPopup({ cookId, onClose }: WidgetProps<'basket'>) {
  const { items, loaded } = useBasket();
  const [chosenCookId, setChosenCookId] = useState(cookId);
  const current = items.find((item) => item.cook.id === chosenCookId) ?? items[0];

  return (
    <Popup title={BASKET_TITLE} onClose={onClose} sheetBelow="tablet" variant="side" footer={current && <CheckoutButton basket={current} onClose={onClose} />}>
      {!current ? (
        loaded ? (
          <EmptyBasket onClose={onClose} />
        ) : (
          <p aria-busy="true">Загрузка…</p>
        )
      ) : (
        <div className={styles.basket}>
          {items.length > 1 && <CookSwitch baskets={items} currentCookId={current.cook.id} onChoose={setChosenCookId} />}
          <CookBasketView basket={current} onNavigate={onClose} />
          <UpsellBlock cookId={current.cook.id} rowsKey={current.rows.map((row) => row.dish.id).join(',')} />
        </div>
      )}
    </Popup>
  );
}

function EmptyBasket({ onClose }: { onClose: () => void }) {
  const regionSlug = useRegion((state) => state.region?.slug ?? null);
  return (
    <StateBlock look="plain" className={styles.empty} title={EMPTY_BASKET_TITLE} text={EMPTY_BASKET_TEXT}>
      <AppLink className={buttonStyles.secondary} href={buildPath('MENU', {}, regionSlug)} onClick={onClose}>
        {TO_CATALOGUE_TEXT}
      </AppLink>
    </StateBlock>
  );
}

/** The checkout is for signed-in customers: a guest signs in first and then goes on to it. */
function CheckoutButton({ basket, onClose }: { basket: CookBasket; onClose: () => void }) {
  const isAuth = useAuth((state) => state.isAuth);
  const checkout = () => {
    onClose();
    whenSignedIn(isAuth, () => navigateToUrl(buildPath('ORDER', { id: basket.cook.id })));
  };
  return (
    <button type="button" className={styles.checkout} onClick={checkout}>
      <span>{CHECKOUT_TEXT}</span> <span className={styles.checkoutSum}>{formatPrice(basketTotalWithDelivery(basket))}</span>
    </button>
  );
}
