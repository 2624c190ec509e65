// Owner: mf-basket-checkout. The basket: the store every remote reads, its controls, and the different-baskets rule.
// The basket popup, checkout and payment pages are mf-basket-checkout's; the shell's counters and
// the cards' 'В корзину' read the same store through the kit's barrel.
export {
  clearCookBasket,
  dishCountOf,
  getBasket,
  loadBasket,
  mergeGuestBasket,
  removeBasketDish,
  repeatOrder,
  resetBasket,
  resetBasketForTests,
  setDishCount,
  subscribeBasket,
  useBasket,
  useBasketCount,
  useCookBasket,
  useDishCount,
  type BasketDish,
} from './basket-store';
export { MAX_BASKET_DISH_COUNT, UPSELL_PER_PAGE_DEFAULT } from '../../contracts/basket-limits';
export { AddToBasket, ADD_TO_BASKET_TEXT, type AddToBasketProps } from './AddToBasket';
export {
  DIFFERENT_BASKETS_POPUP,
  differentBasketsShown,
  markDifferentBasketsShown,
  unmarkDifferentBasketsShown,
} from './different-baskets';
