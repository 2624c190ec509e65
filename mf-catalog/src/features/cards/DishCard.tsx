// A dish in a listing (issue 3): picture, name, weight and portions, price, cook, distance.
import { Link } from 'react-router';
import { Picture, buildPath, formatDistance, formatPrice, formatWeight, type DishCard as DishCardData } from '@povar/shared-kit';
import styles from './Card.module.css';

export function DishCard({ dish, region, priority = false }: { dish: DishCardData; region: string | null; priority?: boolean }) {
  const dishPath = buildPath('PRODUCT', { id: dish.id }, region);
  const distance = formatDistance(dish.distance);
  return (
    <article className={styles.card} aria-labelledby={`dish-${dish.id}`}>
      <Link to={dishPath} className={styles.media} tabIndex={-1} aria-hidden="true">
        <Picture image={dish.image} alt="" kind="dish" className={styles.picture} priority={priority} />
      </Link>
      <div className={styles.body}>
        <h3 id={`dish-${dish.id}`} className={styles.title}>
          <Link to={dishPath}>{dish.name}</Link>
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
        <p className={styles.price}>{formatPrice(dish.price)}</p>
      </div>
    </article>
  );
}
