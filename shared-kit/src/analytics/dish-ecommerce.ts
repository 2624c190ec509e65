// The catalogue's ecommerce events (impressions and click, with the list type
// 'page' for a catalogue listing or 'list' for a block of cards on another page), and the
// dish's own view (Metrika's `detail`), from its page or its popup.
import type { DishCard } from '../contracts/catalog';
import { pushEcommerce, type EcommerceProduct } from './metrika';

/** Where a dish card was shown: the list type. */
export type EcommerceListType = 'page' | 'list';

export function dishEcommerceProduct(
  dish: Pick<DishCard, 'id' | 'name' | 'price' | 'cook' | 'category'>,
  list: EcommerceListType,
  position?: number,
): EcommerceProduct {
  return {
    id: dish.id,
    name: dish.name,
    priceKopecks: dish.price,
    brand: dish.cook.name,
    category: dish.category.title,
    list,
    ...(position ? { position } : {}),
  };
}

/** The cards shown, with their places (1-based, counted from `firstPosition`). */
export function reportDishImpressions(dishes: readonly DishCard[], list: EcommerceListType, firstPosition = 1): void {
  if (dishes.length === 0) return;
  pushEcommerce('impressions', { products: dishes.map((dish, index) => dishEcommerceProduct(dish, list, firstPosition + index)) });
}

/** A card opened. */
export function reportDishClick(dish: DishCard, list: EcommerceListType): void {
  pushEcommerce('click', { products: [dishEcommerceProduct(dish, list)] });
}

/** A dish looked at on its own: its page or its popup. */
export function reportDishDetail(dish: Pick<DishCard, 'id' | 'name' | 'price' | 'cook' | 'category'>): void {
  pushEcommerce('detail', { products: [{ id: dish.id, name: dish.name, priceKopecks: dish.price, brand: dish.cook.name, category: dish.category.title }] });
}
