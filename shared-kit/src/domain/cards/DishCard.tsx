// The one dish card of every listing: the catalogue's lists and blocks, the cook page's menu and
// the favourites. What differs between them is a prop; what a prop leaves out is not drawn.
//   catalogue:  cook="linked", links="router", onOpen (the popup), priority for the first screen
//   cook page:  no cook (the page is the cook's), action = 'Изменить' on the cook's own page
//   favourites: look="compact", headingLevel 2, favorite, cook="rated", weight off, action null
import type { ReactNode } from 'react';
import { AddToBasket, buildPath, formatDistance, formatPrice, formatWeight, type DishCard as DishCardData } from '@povar/shared-kit';
import { CardRating } from './CardRating';
import { CardLink, ListingCard, cardClasses, type ListingCardProps } from './ListingCard';

/**
 * What the card says of the dish's cook: 'linked', the name to the cook's page and the distance
 * on one line; 'rated', the name, the cook's rating and the distance on lines of their own.
 */
export type DishCardCook = 'linked' | 'rated';

export interface DishCardProps extends Pick<ListingCardProps, 'look' | 'headingLevel' | 'links' | 'onOpen' | 'opensDialog' | 'priority' | 'favorite'> {
  dish: DishCardData;
  /** The visitor's region: the dish's and the cook's pages open in it. */
  region: string | null;
  /** Before the dish's id in the name's id ('dish-15'): two lists on one page take two prefixes. */
  idPrefix?: string;
  /** Left out: no cook at all (on the cook's own page). */
  cook?: DishCardCook;
  /** The weight and portions line. */
  weight?: boolean;
  /** Beside the price at the card's foot: the add-to-basket control unless given; null: the price alone. */
  action?: ReactNode;
}

export function DishCard({ dish, region, idPrefix = 'dish', cook, weight = true, action, ...frame }: DishCardProps) {
  const classes = cardClasses(frame.look ?? 'listing');
  const distance = formatDistance(dish.distance);
  const price = <p className={classes.price}>{formatPrice(dish.price)}</p>;
  return (
    <ListingCard
      subject="dish"
      id={dish.id}
      name={dish.name}
      image={dish.image}
      href={buildPath('PRODUCT', { id: dish.id }, region)}
      titleId={`${idPrefix}-${dish.id}`}
      {...frame}
    >
      {weight && (
        <p className={classes.meta}>
          {formatWeight(dish.weight)}
          {dish.quantity > 0 && ` · ${dish.quantity} ${dish.quantityUnit}`}
        </p>
      )}
      {cook === 'linked' && (
        <p className={classes.meta}>
          <CardLink via={frame.links ?? 'app'} className={classes.cookLink} href={buildPath('COOK', { id: dish.cook.id }, region)}>
            {dish.cook.name}
          </CardLink>
          {distance && <span> · {distance}</span>}
        </p>
      )}
      {cook === 'rated' && (
        <>
          <p className={classes.meta}>{dish.cook.name}</p>
          <CardRating rating={dish.cook.rating} label="Рейтинг повара" />
          {distance && <p className={classes.meta}>{distance}</p>}
        </>
      )}
      {action === null ? (
        price
      ) : (
        <div className={classes.buy}>
          {price}
          {action ?? <AddToBasket dish={dish} />}
        </div>
      )}
    </ListingCard>
  );
}
