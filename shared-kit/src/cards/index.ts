// @povar/shared-kit/cards: the cards of listings. DishCard is the one dish card (the catalogue,
// the cook page's menu, the favourites); CookCard is the cook's, filled with the caller's facts;
// both are drawn in one frame (ListingCard, inside); CardRating is the star and figure, and
// cardClasses the look's classes for facts a caller draws under the name.
// A subpath that is not shared: stateless, it is bundled into the chunks of the pages that
// show cards, and its styles travel with them.
export { DishCard, type DishCardCook, type DishCardProps } from './DishCard';
export { CookCard, type CookCardProps } from './CookCard';
export { cardClasses, type CardLinks, type CardLook } from './ListingCard';
export { CardRating } from './CardRating';
