// Where each page of a listing lives: page 1 is the listing itself, page N its
// 'page-N' twin; a category keeps its slug; the region prefix is kept.
import { buildPath, type RouteName } from '@povar/shared-kit';

export type ListingKind = 'menu' | 'cooks';

const ROUTES: Record<ListingKind, { plain: RouteName; paged: RouteName; category: RouteName; categoryPaged: RouteName }> = {
  menu: { plain: 'MENU', paged: 'MENU_PAGINATION', category: 'MENU_CATEGORY', categoryPaged: 'MENU_CATEGORY_PAGINATION' },
  cooks: { plain: 'COOKS', paged: 'COOKS_PAGINATION', category: 'COOKS_CATEGORY', categoryPaged: 'COOKS_CATEGORY_PAGINATION' },
};

export interface ListingLocation {
  kind: ListingKind;
  region: string | null;
  /** A category or compilation slug, when the listing is one. */
  slug?: string | null;
}

export function listingPagePath({ kind, region, slug }: ListingLocation, page: number): string {
  const routes = ROUTES[kind];
  if (slug) {
    return page > 1 ? buildPath(routes.categoryPaged, { slug, page }, region) : buildPath(routes.category, { slug }, region);
  }
  return page > 1 ? buildPath(routes.paged, { page }, region) : buildPath(routes.plain, {}, region);
}
