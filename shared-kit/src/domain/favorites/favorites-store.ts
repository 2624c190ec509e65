// Favourite cooks and dishes ('В избранное' / 'В избранном'): the signed-in user's
// ids, loaded once per sign-in and changed optimistically; cards and pages read them by id, so
// catalogue answers stay the same for everyone (and cacheable).
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import * as favoritesApi from './favorites-api';
import { whenSignedIn } from '../../account/popups';
import { getAuth, subscribeAuth } from '../../stores/auth';

export type FavoriteKind = 'cooks' | 'dishes';

interface FavoritesState {
  cooks: ReadonlySet<number>;
  dishes: ReadonlySet<number>;
  loaded: boolean;
}

const empty = (): FavoritesState => ({ cooks: new Set(), dishes: new Set(), loaded: false });
const favoritesStore = createStore<FavoritesState>(empty);
let loadInFlight: Promise<void> | null = null;
let watching = false;

/** On first use: the signed-in user's ids once, then again at every sign-in. */
function watchAuth(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  if (getAuth().isAuth) void loadFavorites();
  subscribeAuth((state, previous) => {
    if (state.isAuth === previous.isAuth) return;
    favoritesStore.setState(empty());
    if (state.isAuth) void loadFavorites();
  });
}

/** The user's favourite ids; a failed load leaves the state as it was. */
export function loadFavorites(): Promise<void> {
  watchAuth();
  if (!getAuth().isAuth) return Promise.resolve();
  loadInFlight ??= (async () => {
    try {
      const ids = await favoritesApi.listFavoriteIds();
      if (ids && getAuth().isAuth) favoritesStore.setState({ cooks: new Set(ids.cooks), dishes: new Set(ids.dishes), loaded: true });
    } catch {
      // See above.
    } finally {
      loadInFlight = null;
    }
  })();
  return loadInFlight;
}

function setMark(kind: FavoriteKind, id: number, on: boolean): void {
  const next = new Set(favoritesStore.getState()[kind]);
  if (on) next.add(id);
  else next.delete(id);
  favoritesStore.setState(kind === 'cooks' ? { cooks: next } : { dishes: next });
}

/**
 * Adds or removes at once and tells the server; a refusal puts the mark back and reaches the
 * caller. Idempotent on the server, so a double click cannot leave the two out of step.
 */
export async function setFavorite(kind: FavoriteKind, id: number, on: boolean): Promise<void> {
  const was = favoritesStore.getState()[kind].has(id);
  setMark(kind, id, on);
  try {
    const answer = await favoritesApi.setFavorite(kind, id, on);
    if (answer) setMark(kind, id, answer.isFavorite);
    else setMark(kind, id, was);
  } catch (error) {
    setMark(kind, id, was);
    throw error;
  }
}

/**
 * The toggle's click: the opposite of what the button shows (`shownAsFavorite`, which may still
 * be the page's own answer while the ids load). A guest signs in first and the cook or dish is
 * then added.
 */
export function toggleFavorite(kind: FavoriteKind, id: number, shownAsFavorite: boolean): void {
  const wasSignedIn = getAuth().isAuth;
  whenSignedIn(wasSignedIn, () => {
    void (async () => {
      // The list arrives first, so its answer cannot undo the new mark.
      if (!favoritesStore.getState().loaded) await loadFavorites();
      // A guest meant 'add'.
      const on = wasSignedIn ? !shownAsFavorite : true;
      // A refusal puts the mark back; 5xx toasts come from the API client.
      await setFavorite(kind, id, on).catch(() => undefined);
    })();
  });
}

/**
 * Whether the user keeps this cook or dish; until the ids have loaded, `initial` (what the
 * page's own answer said, e.g. cookData.isFavorite) stands in.
 */
export function useIsFavorite(kind: FavoriteKind, id: number, initial = false): boolean {
  watchAuth();
  return useStore(favoritesStore, (state) => (state.loaded ? state[kind].has(id) : initial));
}

/** Tests only. */
export function resetFavoritesForTests(): void {
  loadInFlight = null;
  favoritesStore.setState(empty());
}
