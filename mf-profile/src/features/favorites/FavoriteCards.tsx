// The compact cards of the favourites pages: picture, name linking to the cook's or the dish's
// page, rating, distance, the dish's price, and the heart over the picture. (The catalogue's
// cards belong to mf-catalog; a remote does not import another's components.)
import { Star } from 'lucide-react';
import { AppLink, FavoriteButton, Picture, buildPath, formatDistance, formatPrice, formatRating, type CookCard, type DishCard } from '@povar/shared-kit';
import styles from './FavoritesPage.module.css';

/*
 * The heart starts pressed (everything here is a favourite). Un-clicking it leaves the card where
 * it is, unpressed, until the page is opened again: people un-click by mistake, and the card
 * stays to be clicked back; a vanishing card would also move every card after it.
 */

export function FavoriteCookCard({ cook }: { cook: CookCard }) {
  const cookPath = buildPath('COOK', { id: cook.id }, cook.mainCity.slug);
  const distance = formatDistance(cook.distance);
  return (
    <article className={styles.card} aria-labelledby={`favorite-cook-${cook.id}`}>
      <div className={styles.media}>
        <AppLink href={cookPath} className={styles.mediaLink} tabIndex={-1} aria-hidden="true">
          <Picture image={cook.avatar} alt="" kind="cook" className={styles.picture} />
        </AppLink>
        <FavoriteButton kind="cooks" id={cook.id} initial className={styles.favorite} />
      </div>
      <div className={styles.body}>
        <h2 id={`favorite-cook-${cook.id}`} className={styles.name}>
          <AppLink href={cookPath}>{cook.name}</AppLink>
        </h2>
        {cook.speciality && <p className={styles.meta}>{cook.speciality.title}</p>}
        <Rating rating={cook.rating} label="Рейтинг" />
        {distance && <p className={styles.meta}>{distance}</p>}
      </div>
    </article>
  );
}

/** The dish card carries no city: its page opens in the visitor's region. */
export function FavoriteDishCard({ dish, region }: { dish: DishCard; region: string | null }) {
  const dishPath = buildPath('PRODUCT', { id: dish.id }, region);
  const distance = formatDistance(dish.distance);
  return (
    <article className={styles.card} aria-labelledby={`favorite-dish-${dish.id}`}>
      <div className={styles.media}>
        <AppLink href={dishPath} className={styles.mediaLink} tabIndex={-1} aria-hidden="true">
          <Picture image={dish.image} alt="" kind="dish" className={styles.picture} />
        </AppLink>
        <FavoriteButton kind="dishes" id={dish.id} initial className={styles.favorite} />
      </div>
      <div className={styles.body}>
        <h2 id={`favorite-dish-${dish.id}`} className={styles.name}>
          <AppLink href={dishPath}>{dish.name}</AppLink>
        </h2>
        <p className={styles.meta}>{dish.cook.name}</p>
        <Rating rating={dish.cook.rating} label="Рейтинг повара" />
        {distance && <p className={styles.meta}>{distance}</p>}
        <p className={styles.price}>{formatPrice(dish.price)}</p>
      </div>
    </article>
  );
}

function Rating({ rating, label }: { rating: number; label: string }) {
  return (
    <p className={styles.rating}>
      <Star aria-hidden="true" size={16} className={styles.star} />
      <span aria-label={label}>{formatRating(rating)}</span>
    </p>
  );
}
