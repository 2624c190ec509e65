// The seam for 'Оформить заказ' (spec 2.7: the basket total for this cook, in kopecks).
// The basket does not exist yet: the basket issue fills this from the shared basket state
// (spec 3 Basket: the cook's rows, price × count). Until then there is nothing to order, and
// the page shows no checkout button.
export function useCookBasketTotal(_cookId: number): number {
  return 0;
}
