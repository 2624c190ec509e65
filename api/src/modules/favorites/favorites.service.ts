// Favourites rules: only what the catalogue shows can be added, removal always works (a cook paused since stays removable), both idempotent; lists are catalogue cards.
import type { CookCard, DishCard, FavoriteIds } from '@povar/shared-kit/contracts';
import { ApiError } from '../../plugins/errors.ts';
import { toCookCard, toDishCard } from '../catalog/index.ts';
import { type CookPageLocation, pointOf } from '../cooks/index.ts';
import type { FavoritesRepository } from './favorites.repository.ts';

export type FavoriteKind = 'cooks' | 'dishes';

export interface FavoriteListQuery extends CookPageLocation {
  page: number;
  perPage: number;
}

interface Page<T> {
  items: T[];
  pagination: { page: number; perPage: number; total: number; lastPage: number };
}

function pageOf<T>(items: T[], total: number, query: FavoriteListQuery): Page<T> {
  return { items, pagination: { page: query.page, perPage: query.perPage, total, lastPage: Math.max(1, Math.ceil(total / query.perPage)) } };
}

const windowOf = (query: FavoriteListQuery) => ({ limit: query.perPage, offset: (query.page - 1) * query.perPage });

export function createFavoritesService(deps: { favorites: FavoritesRepository; now: () => Date }) {
  const { favorites, now } = deps;

  return {
    ids(userId: number): Promise<FavoriteIds> {
      return favorites.listIds(userId);
    },

    /** Adds (on) or removes a favourite of the user and answers the new state; an unknown id is 404, and so is adding one the catalogue does not show. */
    async set(userId: number, kind: FavoriteKind, id: number, on: boolean): Promise<{ isFavorite: boolean }> {
      const target = kind === 'cooks' ? await favorites.findCook(id) : await favorites.findDish(id);
      if (!target || (on && !target.shown)) throw new ApiError('not_found');
      if (kind === 'cooks') await (on ? favorites.addCook(userId, id, now()) : favorites.removeCook(userId, id));
      else await (on ? favorites.addDish(userId, id, now()) : favorites.removeDish(userId, id));
      return { isFavorite: on };
    },

    /** Distances from the coordinates when given; favourites of every region are listed (the cards carry their cook). */
    async listCooks(userId: number, query: FavoriteListQuery): Promise<Page<CookCard>> {
      const { rows, total } = await favorites.listCooks(userId, windowOf(query), pointOf(query));
      return pageOf(rows.map(toCookCard), total, query);
    },

    async listDishes(userId: number, query: FavoriteListQuery): Promise<Page<DishCard>> {
      const { rows, total } = await favorites.listDishes(userId, windowOf(query), pointOf(query));
      return pageOf(rows.map(toDishCard), total, query);
    },
  };
}
