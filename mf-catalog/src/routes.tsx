// Which page each of this remote's routes shows (the route table in shared-kit decides the route).
import { lazy } from 'react';
import { SectionPage, type RoutePage } from '@povar/shared-kit';
import { CooksPage, MenuPage } from './features/listing/catalog-pages';

// The listings are this remote's busiest pages and come with it; the dish page is its own chunk.
const DishPage = lazy(() => import('./features/dish/DishPage').then((module) => ({ default: module.DishPage })));
// The map page is a chunk of its own and OpenLayers another: no other page loads map code.
const CooksMapPage = lazy(() => import(/* webpackChunkName: "cooks-map" */ './features/map/CooksMapPage').then((module) => ({ default: module.CooksMapPage })));

export const pages: Record<string, RoutePage> = {
  INDEX: SectionPage,
  MENU: MenuPage,
  MENU_FILTERS: MenuPage,
  PRODUCT: DishPage,
  MENU_PAGINATION: MenuPage,
  MENU_CATEGORY_PAGINATION: MenuPage,
  MENU_CATEGORY: MenuPage,
  COOKS: CooksPage,
  COOKS_FILTERS: CooksPage,
  COOKS_PAGINATION: CooksPage,
  COOKS_CATEGORY_PAGINATION: CooksPage,
  COOKS_CATEGORY: CooksPage,
  COOKS_MAP: CooksMapPage,
  FOR_COOKS: SectionPage,
  DOWNLOAD_APP: SectionPage,
  DOCS: SectionPage,
};
