// Where the header and the bottom tabs lead, and which of them is active.
import { buildPath, type RouteMatch } from '@povar/shared-kit';

export type NavKey = 'home' | 'catalog' | 'orders' | 'basket' | 'profile';

/** 'Каталог' is also active on the menu and cooks-map routes. */
const CATALOG_ROUTES = new Set([
  'COOKS',
  'COOKS_PAGINATION',
  'COOKS_CATEGORY',
  'COOKS_CATEGORY_PAGINATION',
  'COOKS_FILTERS',
  'COOKS_MAP',
  'MENU',
  'MENU_PAGINATION',
  'MENU_CATEGORY',
  'MENU_CATEGORY_PAGINATION',
  'MENU_FILTERS',
]);

export function activeNav(match: RouteMatch | null): NavKey | null {
  if (!match) return null;
  const name = match.route.name;
  if (name === 'INDEX') return 'home';
  if (CATALOG_ROUTES.has(name)) return 'catalog';
  if (name === 'ORDERS' || name === 'ORDERS_SALES') return 'orders';
  if (name === 'PROFILE_MENU') return 'profile';
  return null;
}

export const homeHref = (regionSlug: string) => buildPath('INDEX', {}, regionSlug);
export const catalogHref = (regionSlug: string) => buildPath('COOKS', {}, regionSlug);
/** Cooks go to their sales, everyone else to their orders. */
export const ordersHref = (isCook: boolean) => buildPath(isCook ? 'ORDERS_SALES' : 'ORDERS');

/**
 * On mobile the address widget steps aside on these routes (their pages have their own
 * address or none to choose); the dish create and edit routes always show it.
 */
const ADDRESS_WIDGET_HIDDEN_ON_MOBILE = new Set([
  'PROFILE_PAYMENT_TYPES',
  'PROFILE_CHATS',
  'PROFILE_ADDRESS',
  'ORDER',
  'PROFILE_DISHES',
  'PROFILE_HIDDEN_DISHES',
  'ORDERS',
  'ORDERS_SALES',
  'PROFILE_COMPILATIONS',
]);

export const addressWidgetHiddenOnMobile = (match: RouteMatch | null): boolean => match !== null && ADDRESS_WIDGET_HIDDEN_ON_MOBILE.has(match.route.name);
