// Owner: mf-profile. Favourites: the user's favourite ids and the toggle every card and page uses.
// The favourite cooks' and dishes' pages are mf-profile's; the heart is on every card.
export { loadFavorites, resetFavoritesForTests, setFavorite, toggleFavorite, useIsFavorite, type FavoriteKind } from './favorites-store';
export { FavoriteButton, ADD_TO_FAVORITES_TEXT, IN_FAVORITES_TEXT, type FavoriteButtonProps } from './FavoriteButton';
