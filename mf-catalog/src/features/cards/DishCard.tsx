// A dish in a listing (issue 3): picture, name, weight and portions, price with the add-to-basket
// control, cook, distance, and the favourite heart over the picture. A plain click on the picture or the name opens the
// product-detail popup over the current page; the links keep the dish page's path for new tabs
// and crawlers.
import type { MouseEvent } from 'react';
import { Link } from '@povar/shared-kit';
import { AddToBasket, FavoriteButton, Picture, buildPath, formatDistance, formatPrice, formatWeight, reportDishClick, type DishCard as DishCardData, type EcommerceListType } from '@povar/shared-kit';
import { useOpenDishPopup } from '../dish/dish-popup-url';
import styles from './Card.module.css';

/** `list`: where the card is, for the ecommerce click ('page' in a listing, 'list' in a block of another page). */
export function DishCard({ dish, region, priority = false, list = 'page' }: { dish: DishCardData; region: string | null; priority?: boolean; list?: EcommerceListType }) {
  const dishPath = buildPath('PRODUCT', { id: dish.id }, region);
  const distance = formatDistance(dish.distance);
  const openPopup = useOpenDishPopup();
  const openDish = (event: MouseEvent<HTMLAnchorElement>) => {
    // Ctrl/Cmd/Shift/Alt and other buttons keep the link's own behaviour (new tab, window, download).
    reportDishClick(dish, list);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openPopup(dish.id);
  };
  return (
    <article className={styles.card} aria-labelledby={`dish-${dish.id}`}>
      <div className={styles.mediaBox}>
        <Link to={dishPath} className={styles.media} tabIndex={-1} aria-hidden="true" onClick={openDish}>
          <Picture image={dish.image} alt="" kind="dish" className={styles.picture} priority={priority} />
        </Link>
        {/* Beside the link, not in it: a button inside <a> is invalid and would open the dish. */}
        <FavoriteButton kind="dishes" id={dish.id} className={styles.favorite} />
      </div>
      <div className={styles.body}>
        <h3 id={`dish-${dish.id}`} className={styles.title}>
          <Link to={dishPath} onClick={openDish} aria-haspopup="dialog">
            {dish.name}
          </Link>
        </h3>
        <p className={styles.meta}>
          {formatWeight(dish.weight)}
          {dish.quantity > 0 && ` · ${dish.quantity} ${dish.quantityUnit}`}
        </p>
        <p className={styles.meta}>
          <Link className={styles.cookLink} to={buildPath('COOK', { id: dish.cook.id }, region)}>
            {dish.cook.name}
          </Link>
          {distance && <span> · {distance}</span>}
        </p>
        <div className={styles.buy}>
          <p className={styles.price}>{formatPrice(dish.price)}</p>
          <AddToBasket dish={dish} />
        </div>
      </div>
    </article>
  );
}
