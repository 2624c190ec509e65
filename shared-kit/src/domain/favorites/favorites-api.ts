// The favourites' calls: the ids the pages mark, and adding or removing one.
import { call } from '../../api/call';
import type { FavoriteKind } from './favorites-store';
import { favoritesEndpoints } from '../../contracts/endpoints/favorites';

export const listFavoriteIds = () => call(favoritesEndpoints.listFavoriteIds);

export const setFavorite = (kind: FavoriteKind, id: number, on: boolean) =>
  call(on ? favoritesEndpoints.addFavorite : favoritesEndpoints.removeFavorite, { params: { kind, id } });
