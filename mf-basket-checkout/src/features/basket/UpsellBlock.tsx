// The upsell compilation under a cook's basket (GET /api/upsell, page 1, perPage 6, with
// the location): more of the same cook's dishes, since each cook's basket is one order. It is
// an extra: while loading, on failure or when empty it takes no room.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AddToBasket, deliveryLocationQuery, formatPrice, Picture, UPSELL_PER_PAGE_DEFAULT, useDeliveryLocation } from '@povar/shared-kit';
import { getUpsell } from './basket-api';
import styles from './Basket.module.css';

/** `rowsKey` names the dishes the basket holds: the compilation leaves them out, so it refetches when they change. */
export function UpsellBlock({ cookId, rowsKey }: { cookId: number; rowsKey: string }) {
  const location = useDeliveryLocation();
  const { data } = useQuery({
    queryKey: ['upsell', cookId, location, rowsKey],
    queryFn: ({ signal }) => getUpsell({ cookId, page: 1, perPage: UPSELL_PER_PAGE_DEFAULT, ...deliveryLocationQuery(location) }, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  if (!data || data.items.length === 0) return null;
  return (
    <section className={styles.upsell} aria-labelledby={`upsell-${cookId}`}>
      <h3 id={`upsell-${cookId}`} className={styles.upsellTitle}>
        {data.title}
      </h3>
      <ul className={styles.upsellList}>
        {data.items.map((dish) => (
          <li key={dish.id} className={styles.upsellCard}>
            <Picture image={dish.image} alt="" kind="dish" className={styles.upsellPicture} />
            <p className={styles.upsellName}>{dish.name}</p>
            <p className={styles.upsellPrice}>{formatPrice(dish.price)}</p>
            <AddToBasket dish={dish} />
          </li>
        ))}
      </ul>
    </section>
  );
}
