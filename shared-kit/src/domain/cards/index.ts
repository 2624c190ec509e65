// Owner: mf-catalog. The cards of listings: the one dish card and the one cook card, the catalogue's first.
// '@povar/shared-kit/cards'. DishCard is the dish card of the catalogue, the cook page's menu and
// the favourites; CookCard is the cook's, filled with the caller's facts;
// both are drawn in one frame (ListingCard, inside); CardRating is the star and figure, and
// cardClasses the look's classes for facts a caller draws under the name.
// A subpath that is not shared: stateless, it is bundled into the chunks of the pages that
// show cards, and its styles travel with them.
export { DishCard, type DishCardCook, type DishCardProps } from './DishCard';
export { CookCard, type CookCardProps } from './CookCard';
export { cardClasses, type CardLinks, type CardLook } from './ListingCard';
export { CardRating } from './CardRating';
