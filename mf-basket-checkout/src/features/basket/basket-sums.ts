import type { CookBasket } from '@povar/shared-kit';

/** What the order will cost before the checkout's choices (pickup, promo code): the dishes plus the cook's delivery. */
export const basketTotalWithDelivery = (basket: CookBasket) => basket.total + basket.cook.deliveryCost;
