// The cook page's three tabs and their routes (COOK, COOK_REVIEWS,
// COOK_ABOUT and their region twins), plus the legacy '?tab=reviews|about'.
import type { RouteName } from '@povar/shared-kit';

export type CookTab = 'menu' | 'reviews' | 'about';

export const TAB_ROUTES = { menu: 'COOK', reviews: 'COOK_REVIEWS', about: 'COOK_ABOUT' } as const satisfies Record<CookTab, RouteName>;

export const TAB_TITLES: Record<CookTab, string> = { menu: 'Меню', reviews: 'Отзывы', about: 'О поваре' };

/** The tab a route shows ('COOK_REVIEWS' and 'COOK_REVIEWS_REGION' alike: the plain name). */
export function tabOfRoute(routeName: string): CookTab {
  if (routeName === TAB_ROUTES.reviews) return 'reviews';
  if (routeName === TAB_ROUTES.about) return 'about';
  return 'menu';
}

/** The tab an old link asks for with '?tab=' (still accepted), or null. */
export function legacyTab(search: string): CookTab | null {
  const tab = new URLSearchParams(search).get('tab');
  return tab === 'reviews' || tab === 'about' ? tab : null;
}

/** The query without the legacy 'tab' ('' or '?…'). */
export function searchWithoutTab(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('tab');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
