// 'Оформить заказ' on the cook page: this cook's basket total in kopecks, from the
// kit's basket store (the cook's rows, price × count); 0 when it holds nothing of theirs.
import { useCookBasket } from '@povar/shared-kit';

export function useCookBasketTotal(cookId: number): number {
  return useCookBasket(cookId)?.total ?? 0;
}
