// The favourites' calls: the ids the pages mark, and adding or removing one.
import { call } from '../api/call';
import { endpoints } from '../contracts/endpoints';
import type { FavoriteKind } from './favorites-store';

export const listFavoriteIds = () => call(endpoints.listFavoriteIds);

export const setFavorite = (kind: FavoriteKind, id: number, on: boolean) =>
  call(on ? endpoints.addFavorite : endpoints.removeFavorite, { params: { kind, id } });
