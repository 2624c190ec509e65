// @povar/shared-kit/cards: the cards of listings. DishCard is the one dish card (the catalogue,
// the cook page's menu, the favourites); ListingCard is its frame, which the cook cards of the
// catalogue and the favourites fill with their own facts; CardRating is the star and figure.
// A subpath that is not shared: stateless, it is bundled into the chunks of the pages that
// show cards, and its styles travel with them.
export { DishCard, type DishCardCook, type DishCardProps } from './DishCard';
export { ListingCard, CardLink, cardClasses, type CardLinks, type CardLook, type CardSubject, type ListingCardProps } from './ListingCard';
export { CardRating } from './CardRating';
