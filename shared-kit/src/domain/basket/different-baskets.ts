// The different-baskets popup: when a dish starts a second (third…) cook's
// basket on a catalogue page, the visitor is offered that cook's menu, since every cook's basket
// is a separate order. Shown at most once per browser session; 'Перейти' makes it offerable again.
import type { Basket } from '../../contracts/basket';
import { openPopup } from '../../account/popups';
import { matchRoute } from '../../routes';
import { readStoredString, writeStoredString } from '../../stores/browser-storage';

export const DIFFERENT_BASKETS_POPUP = 'different-baskets' as const;
const SHOWN_KEY = 'different-baskets-popup-shown';

/** Home, menu, category, filters and product, plain or region form (pages of a listing included). */
const OFFERING_ROUTES: ReadonlySet<string> = new Set([
  'INDEX',
  'MENU',
  'MENU_PAGINATION',
  'MENU_CATEGORY',
  'MENU_CATEGORY_PAGINATION',
  'MENU_FILTERS',
  'PRODUCT',
]);

export const differentBasketsShown = (): boolean => readStoredString(SHOWN_KEY, 'session') === '1';

/** Closing the popup ('Остаться', the cross, outside) marks it shown for the session. */
export function markDifferentBasketsShown(): void {
  writeStoredString(SHOWN_KEY, '1', 'session');
}

/** 'Перейти' unmarks it, so the popup may be offered again. */
export function unmarkDifferentBasketsShown(): void {
  writeStoredString(SHOWN_KEY, null, 'session');
}

function onOfferingRoute(): boolean {
  if (typeof window === 'undefined') return false;
  const match = matchRoute(window.location.pathname);
  return match !== null && OFFERING_ROUTES.has(match.route.name);
}

/**
 * After a dish was added: opens the popup for its cook when the answer holds more than one cook
 * basket, more than before, on an offering route, and not yet this session.
 */
export function offerCookMenuIfBasketsMultiplied(basketsBefore: number, basket: Basket, cookId: number): void {
  if (basket.items.length <= 1 || basket.items.length <= basketsBefore) return;
  if (!onOfferingRoute() || differentBasketsShown()) return;
  const cook = basket.items.find((item) => item.cook.id === cookId)?.cook;
  if (!cook) return;
  openPopup(DIFFERENT_BASKETS_POPUP, { cookId, regionSlug: cook.mainCity.slug });
}
