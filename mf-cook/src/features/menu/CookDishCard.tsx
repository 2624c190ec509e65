// A dish of the cook's menu, in the catalogue card's look (the catalogue's card is mf-catalog's
// own): picture with the favourite toggle, name to the dish page, weight and portions, price and
// the add-to-basket control ('Изменить', to the cabinet's dish form, for the cook on their own page).
import { AddToBasket, AppLink, FavoriteButton, Picture, buildPath, formatPrice, formatWeight, type DishCard } from '@povar/shared-kit';
import { useIsOwnCookPage } from '../cook-page/use-own-cook-page';
import styles from './CookDishCard.module.css';

export function CookDishCard({ dish, region }: { dish: DishCard; region: string | null }) {
  const dishPath = buildPath('PRODUCT', { id: dish.id }, region);
  const titleId = `cook-dish-${dish.id}`;
  const ownDish = useIsOwnCookPage(dish.cook.id);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.mediaBox}>
        <AppLink href={dishPath} className={styles.media} tabIndex={-1} aria-hidden="true">
          <Picture image={dish.image} alt="" kind="dish" className={styles.picture} />
        </AppLink>
        {/* Beside the link, not in it: a button inside <a> is invalid and would open the dish. */}
        <FavoriteButton kind="dishes" id={dish.id} className={styles.favorite} />
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          <AppLink href={dishPath}>{dish.name}</AppLink>
        </h3>
        <p className={styles.meta}>
          {formatWeight(dish.weight)}
          {dish.quantity > 0 && ` · ${dish.quantity} ${dish.quantityUnit}`}
        </p>
        <div className={styles.buy}>
          <p className={styles.price}>{formatPrice(dish.price)}</p>
          {ownDish ? (
            <AppLink href={buildPath('PROFILE_DISHES_EDIT', { id: dish.id })} className={styles.edit} aria-label={`Изменить: ${dish.name}`}>
              Изменить
            </AppLink>
          ) : (
            <AddToBasket dish={dish} />
          )}
        </div>
      </div>
    </article>
  );
}
