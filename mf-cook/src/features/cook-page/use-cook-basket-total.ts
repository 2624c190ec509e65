// 'Оформить заказ' on the cook page (spec 2.7): this cook's basket total in kopecks, from the
// kit's basket store (spec 3 Basket: the cook's rows, price × count); 0 when it holds nothing of theirs.
import { useCookBasket } from '@povar/shared-kit';

export function useCookBasketTotal(cookId: number): number {
  return useCookBasket(cookId)?.total ?? 0;
}
