// The SEO page types (pages with their own SEO title, description and FAQ) and the routes each covers (plain names; region twins map the same).
// The document server asks for SEO data only on these routes; the API reads a page type from a URL with it.
import type { RouteName } from './table';

export const SEO_PAGE_TYPES = ['main', 'cooks', 'cook', 'cookReview', 'cookAbout', 'dishes', 'dish'] as const;
export type SeoPageType = (typeof SEO_PAGE_TYPES)[number];

export const SEO_PAGE_TYPE_OF_ROUTE: Readonly<Partial<Record<RouteName, SeoPageType>>> = {
  INDEX: 'main',
  MENU: 'dishes',
  MENU_FILTERS: 'dishes',
  MENU_PAGINATION: 'dishes',
  MENU_CATEGORY: 'dishes',
  MENU_CATEGORY_PAGINATION: 'dishes',
  PRODUCT: 'dish',
  COOKS: 'cooks',
  COOKS_FILTERS: 'cooks',
  COOKS_PAGINATION: 'cooks',
  COOKS_CATEGORY: 'cooks',
  COOKS_CATEGORY_PAGINATION: 'cooks',
  COOK: 'cook',
  COOK_REVIEWS: 'cookReview',
  COOK_ABOUT: 'cookAbout',
};

export const seoPageTypeOf = (route: RouteName): SeoPageType | undefined => SEO_PAGE_TYPE_OF_ROUTE[route];
