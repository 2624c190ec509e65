// The product-detail popup lives in the URL as `?dish={id}` over the current page
// (docs/decisions.md, "Catalogue"), so a reload or a shared link reopens it.
import { useCallback } from 'react';
import { useLocation, useNavigate } from '@povar/shared-kit';

export const DISH_PARAM = 'dish';

/** Marks the history entry the popup pushed: closing then steps back instead of adding an entry. */
const OPENED_IN_APP_KEY = 'dishPopupOpenedInApp';

const ID_RE = /^[1-9]\d{0,9}$/;

/** The dish the popup shows, or null when the parameter is missing or not an id. */
export function readDishParam(search: string): number | null {
  const value = new URLSearchParams(search).get(DISH_PARAM);
  return value !== null && ID_RE.test(value) ? Number(value) : null;
}

// The query is edited as text, so every other parameter stays byte for byte as it was
// (URLSearchParams would re-encode the listing's commas and Cyrillic).
const otherParameters = (search: string) =>
  search
    .replace(/^\?/, '')
    .split('&')
    .filter((piece) => piece !== '' && piece.split('=')[0] !== DISH_PARAM);

const toSearch = (pieces: string[]) => (pieces.length > 0 ? `?${pieces.join('&')}` : '');

/** The query with `dish={id}` at the end (an earlier dish dropped). */
export function withDish(search: string, id: number): string {
  return toSearch([...otherParameters(search), `${DISH_PARAM}=${id}`]);
}

export function withoutDish(search: string): string {
  return toSearch(otherParameters(search));
}

const openedInApp = (state: unknown) => typeof state === 'object' && state !== null && (state as Record<string, unknown>)[OPENED_IN_APP_KEY] === true;

/** Opens a dish's popup over the current page (path, other query parameters and hash kept). */
export function useOpenDishPopup(): (id: number) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (id: number) => {
      const alreadyOpen = readDishParam(location.search) !== null;
      navigate(
        { pathname: location.pathname, search: withDish(location.search, id), hash: location.hash },
        // Another dish over an open popup replaces it: one Back still returns to the page.
        alreadyOpen ? { replace: true, state: location.state } : { state: { [OPENED_IN_APP_KEY]: true } },
      );
    },
    [location, navigate],
  );
}

/**
 * Closes the popup: a step back when this app pushed its entry (the history state survives a
 * reload too); otherwise (a shared link, a typed URL) the same URL without `dish`, replaced.
 */
export function useCloseDishPopup(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    if (openedInApp(location.state)) {
      void navigate(-1);
    } else {
      void navigate({ pathname: location.pathname, search: withoutDish(location.search), hash: location.hash }, { replace: true });
    }
  }, [location, navigate]);
}
