// The compact cards of the favourites pages, the kit's cards in their compact look: picture, name
// linking to the cook's or the dish's page, rating, distance, the dish's price, and the heart
// over the picture.
import { buildPath, formatDistance, type CookCard, type DishCard as DishCardData } from '@povar/shared-kit';
import { CardRating, DishCard, ListingCard, cardClasses } from '@povar/shared-kit/cards';

/*
 * The heart starts pressed (everything here is a favourite). Un-clicking it leaves the card where
 * it is, unpressed, until the page is opened again: people un-click by mistake, and the card
 * stays to be clicked back; a vanishing card would also move every card after it.
 */

const { meta } = cardClasses('compact');

export function FavoriteCookCard({ cook }: { cook: CookCard }) {
  const distance = formatDistance(cook.distance);
  return (
    <ListingCard
      subject="cook"
      id={cook.id}
      name={cook.name}
      image={cook.avatar}
      href={buildPath('COOK', { id: cook.id }, cook.mainCity.slug)}
      titleId={`favorite-cook-${cook.id}`}
      look="compact"
      headingLevel={2}
      favorite
    >
      {cook.speciality && <p className={meta}>{cook.speciality.title}</p>}
      <CardRating rating={cook.rating} label="Рейтинг" />
      {distance && <p className={meta}>{distance}</p>}
    </ListingCard>
  );
}

/** The dish card carries no city: its page opens in the visitor's region. */
export function FavoriteDishCard({ dish, region }: { dish: DishCardData; region: string | null }) {
  return (
    <DishCard dish={dish} region={region} idPrefix="favorite-dish" look="compact" headingLevel={2} favorite cook="rated" weight={false} action={null} />
  );
}
