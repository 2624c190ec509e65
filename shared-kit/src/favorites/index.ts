// Public face of favourites: the user's favourite ids and the toggle every card and page uses.
export { loadFavorites, resetFavoritesForTests, setFavorite, toggleFavorite, useIsFavorite, type FavoriteKind } from './favorites-store';
export { FavoriteButton, ADD_TO_FAVORITES_TEXT, IN_FAVORITES_TEXT, type FavoriteButtonProps } from './FavoriteButton';
