// The compact cards of the favourites pages, the kit's cards in their compact look: picture, name
// linking to the cook's or the dish's page, rating, distance, the dish's price, and the heart
// over the picture.
import { formatDistance, type CookCard, type DishCard as DishCardData } from '@povar/shared-kit';
import { CardRating, CookCard as KitCookCard, DishCard, cardClasses } from '@povar/shared-kit/cards';

/*
 * The heart starts pressed (everything here is a favourite). Un-clicking it leaves the card where
 * it is, unpressed, until the page is opened again: people un-click by mistake, and the card
 * stays to be clicked back; a vanishing card would also move every card after it.
 */

const { meta } = cardClasses('compact');

/** The cook's page opens in the cook's own city. */
export function FavoriteCookCard({ cook }: { cook: CookCard }) {
  const distance = formatDistance(cook.distance);
  return (
    <KitCookCard cook={cook} region={cook.mainCity.slug} idPrefix="favorite-cook" look="compact" headingLevel={2} favorite>
      {cook.speciality && <p className={meta}>{cook.speciality.title}</p>}
      <CardRating rating={cook.rating} label="Рейтинг" />
      {distance && <p className={meta}>{distance}</p>}
    </KitCookCard>
  );
}

/** The dish card carries no city: its page opens in the visitor's region. */
export function FavoriteDishCard({ dish, region }: { dish: DishCardData; region: string | null }) {
  return <DishCard dish={dish} region={region} idPrefix="favorite-dish" look="compact" headingLevel={2} favorite cook="rated" weight={false} action={null} />;
}
