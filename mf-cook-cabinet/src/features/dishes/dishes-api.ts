// The cook's own dishes over /api/profiles/dishes (the calls are listed in shared-kit's
// contracts/cabinet-dishes.ts): the list, the form's options, one dish, saving, hiding and
// showing (optimistic), deleting, the order within a category, and the picture upload.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  call,
  notifyError,
  notifySuccess,
  type CabinetDish,
  type CabinetDishList,
  type CabinetDishListItem,
  type DishForm,
  type DishImageUpload,
} from '@povar/shared-kit';
import { DISH_MESSAGES } from '@povar/shared-kit/contracts';
import { failureText } from '@povar/shared-kit/forms';
import { cabinetEndpoints } from '@povar/shared-kit/endpoints/cabinet';

/** Everything this remote keeps about the cook's dishes starts with this key. */
export const CABINET_DISHES_KEY = ['cabinet', 'dishes'] as const;
export const dishListKey = (filters: DishListFilters) => [...CABINET_DISHES_KEY, 'list', filters] as const;
export const FORM_OPTIONS_KEY = [...CABINET_DISHES_KEY, 'form-options'] as const;
export const dishKey = (id: number) => [...CABINET_DISHES_KEY, 'dish', id] as const;
/**
 * The public pages' keys (mf-catalog: ['catalog', …] for listings, search and the dish, ['content',
 * 'home', …] for the home blocks; mf-cook: ['cook', id, …]). Each remote makes its own QueryClient
 * when it mounts, so the catalogue and the cook page, mounted after the cabinet, read afresh
 * anyway; these go from whatever client the cabinet's pages are given, should one be shared.
 */
const PUBLIC_DISH_KEYS = [['catalog'], ['content', 'home'], ['cook']] as const;

/** The list's filters; the list always asks for shown and hidden dishes, the page picks (reordering needs the whole category). */
export interface DishListFilters {
  search: string;
  categoryId: number | null;
}

/** A call that answered nothing: the client has told the cook (5xx, 429) in a toast. */
const NO_ANSWER = 'No answer';
const answered = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error(NO_ANSWER);
  return value;
};

export function useDishList(filters: DishListFilters) {
  return useQuery({
    queryKey: dishListKey(filters),
    queryFn: async ({ signal }) =>
      answered(
        await call(cabinetEndpoints.listOwnDishes, {
          signal,
          query: { search: filters.search === '' ? undefined : filters.search, categoryId: filters.categoryId ?? undefined },
        }),
      ),
    // The previous answer stays on screen while a new search loads.
    placeholderData: (previous) => previous,
    // One cook's own list: read afresh on every visit.
    gcTime: 0,
  });
}

export function useDishFormOptions() {
  return useQuery({
    queryKey: FORM_OPTIONS_KEY,
    queryFn: async ({ signal }) => answered(await call(cabinetEndpoints.getDishFormOptions, { signal })),
    staleTime: 5 * 60_000,
  });
}

export function useCabinetDish(id: number | null) {
  return useQuery({
    queryKey: dishKey(id ?? 0),
    // Runs only with an id (enabled below).
    queryFn: async ({ signal }) => answered(await call(cabinetEndpoints.getOwnDish, { params: { id: id! }, signal })),
    enabled: id !== null,
    gcTime: 0,
    staleTime: 0,
  });
}

/** After any change: the cabinet's lists re-read, and whatever public dish pages it holds. */
export async function invalidateAfterChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: CABINET_DISHES_KEY }),
    ...PUBLIC_DISH_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
  ]);
}

/** POST (create, 201) or PUT (update) of the whole form; numbers travel as the typed text. */
export async function saveDish(id: number | null, form: DishForm): Promise<CabinetDish | undefined> {
  return id === null ? call(cabinetEndpoints.createOwnDish, { body: form }) : call(cabinetEndpoints.updateOwnDish, { params: { id }, body: form });
}

/** One picture, as chosen: the id goes into the form's images. */
export async function uploadDishImage(file: File, signal: AbortSignal): Promise<DishImageUpload | undefined> {
  const body = new FormData();
  body.append('file', file);
  return call(cabinetEndpoints.uploadDishImage, { body, signal });
}

type ListSnapshot = [readonly unknown[], CabinetDishList | undefined][];

const withDish = (list: CabinetDishList, dishId: number, change: (dish: CabinetDishListItem) => CabinetDishListItem | null): CabinetDishList => {
  let found: CabinetDishListItem | null = null;
  const categories = list.categories
    .map((category) => ({
      ...category,
      dishes: category.dishes.flatMap((dish) => {
        if (dish.id !== dishId) return [dish];
        found = dish;
        const changed = change(dish);
        return changed ? [changed] : [];
      }),
    }))
    .filter((category) => category.dishes.length > 0);
  const before = found as CabinetDishListItem | null;
  if (!before) return list;
  const after = change(before);
  const counts = (dish: CabinetDishListItem | null) => ({ visible: dish && !dish.isHidden ? 1 : 0, hidden: dish?.isHidden ? 1 : 0 });
  const [was, now] = [counts(before), counts(after)];
  return {
    categories,
    total: list.total - (after ? 0 : 1),
    visibleCount: list.visibleCount - was.visible + now.visible,
    hiddenCount: list.hiddenCount - was.hidden + now.hidden,
  };
};

/** Applies a change to every cached list at once; the snapshot puts them back. */
function changeCachedLists(queryClient: QueryClient, dishId: number, change: (dish: CabinetDishListItem) => CabinetDishListItem | null): ListSnapshot {
  const snapshot = queryClient.getQueriesData<CabinetDishList>({ queryKey: [...CABINET_DISHES_KEY, 'list'] });
  for (const [key, list] of snapshot) {
    if (list) queryClient.setQueryData<CabinetDishList>(key, withDish(list, dishId, change));
  }
  return snapshot;
}

export interface VisibilityChange {
  dish: Pick<CabinetDishListItem, 'id' | 'name'>;
  hidden: boolean;
}

/** Hide or show: the lists change at once, go back if the server refuses, and re-read when it agrees. */
export function useDishVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ dish, hidden }: VisibilityChange) =>
      answered(await call(hidden ? cabinetEndpoints.hideOwnDish : cabinetEndpoints.showOwnDish, { params: { id: dish.id } })),
    onMutate: async ({ dish, hidden }) => {
      await queryClient.cancelQueries({ queryKey: [...CABINET_DISHES_KEY, 'list'] });
      return changeCachedLists(queryClient, dish.id, (item) => ({ ...item, isHidden: hidden }));
    },
    onError: (error, _change, snapshot) => {
      for (const [key, list] of snapshot ?? []) queryClient.setQueryData(key, list);
      if (!(error instanceof Error && error.message === NO_ANSWER)) notifyError(failureText(error));
    },
    onSuccess: (_dish, { hidden }) => {
      notifySuccess(hidden ? DISH_MESSAGES.hidden : DISH_MESSAGES.shown);
    },
    onSettled: () => invalidateAfterChange(queryClient),
  });
}

export function useDeleteDish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dish: Pick<CabinetDishListItem, 'id' | 'name'>) => call(cabinetEndpoints.deleteOwnDish, { params: { id: dish.id } }),
    onSuccess: (_answer, dish) => {
      changeCachedLists(queryClient, dish.id, () => null);
      notifySuccess(DISH_MESSAGES.deleted);
    },
    onError: (error) => notifyError(failureText(error)),
    onSettled: () => invalidateAfterChange(queryClient),
  });
}

export interface ReorderChange {
  categoryId: number;
  /** Every dish of the category, shown and hidden, in the new order. */
  dishIds: number[];
}

/** The order within one category: shown at once, put back if the server refuses. */
export function useReorderDishes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ReorderChange) => answered(await call(cabinetEndpoints.reorderOwnDishes, { body: change })),
    onMutate: async ({ categoryId, dishIds }) => {
      await queryClient.cancelQueries({ queryKey: [...CABINET_DISHES_KEY, 'list'] });
      const snapshot = queryClient.getQueriesData<CabinetDishList>({ queryKey: [...CABINET_DISHES_KEY, 'list'] });
      const place = new Map(dishIds.map((id, index) => [id, index]));
      for (const [key, list] of snapshot) {
        if (!list) continue;
        queryClient.setQueryData<CabinetDishList>(key, {
          ...list,
          categories: list.categories.map((category) =>
            category.id !== categoryId
              ? category
              : {
                  ...category,
                  dishes: category.dishes
                    .map((dish) => ({ ...dish, sortOrder: place.get(dish.id) ?? dish.sortOrder }))
                    .sort((a, b) => a.sortOrder - b.sortOrder),
                },
          ),
        });
      }
      return snapshot;
    },
    onError: (error, _change, snapshot) => {
      for (const [key, list] of snapshot ?? []) queryClient.setQueryData(key, list);
      if (!(error instanceof Error && error.message === NO_ANSWER)) notifyError(failureText(error));
    },
    onSettled: () => invalidateAfterChange(queryClient),
  });
}

/**
 * The whole category's new order when the page shows only some of its dishes (the shown ones,
 * or the hidden ones): the page's dishes take the page's order in the places they held, the
 * others stay where they were.
 */
export function mergedCategoryOrder(allInCategory: readonly CabinetDishListItem[], pageOrder: readonly number[]): number[] {
  const onPage = new Set(pageOrder);
  const queue = [...pageOrder];
  return [...allInCategory].sort((a, b) => a.sortOrder - b.sortOrder).map((dish) => (onPage.has(dish.id) ? (queue.shift() ?? dish.id) : dish.id));
}
