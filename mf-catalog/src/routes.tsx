// Which page each of this remote's routes shows (the route table in shared-kit decides the route).
// The map is typed by the table: a page for every route this remote owns, and no other name.
import { lazy } from 'react';
import type { PageMap, RoutePage } from '@povar/shared-kit';

// Each page is a chunk of its own, so a visit loads only the code of the page it opens. The
// server draws the first screen, so the chunk is not on the way to the first picture; the
// document server inlines each chunk's styles (server.tsx names them).
const HomePage = lazy(() => import(/* webpackChunkName: "home-page" */ './features/home/HomePage').then((module) => ({ default: module.HomePage })));
const MenuPage = lazy(() =>
  import(/* webpackChunkName: "listing-pages" */ './features/listing/catalog-pages').then((module) => ({ default: module.MenuPage })),
);
const CooksPage = lazy(() =>
  import(/* webpackChunkName: "listing-pages" */ './features/listing/catalog-pages').then((module) => ({ default: module.CooksPage })),
);
const DishPage = lazy(() => import(/* webpackChunkName: "dish-page" */ './features/dish/DishPage').then((module) => ({ default: module.DishPage })));
// The map page is a chunk of its own and OpenLayers another: no other page loads map code.
const CooksMapPage = lazy(() => import(/* webpackChunkName: "cooks-map" */ './features/map/CooksMapPage').then((module) => ({ default: module.CooksMapPage })));
// The content pages are few visitors' way in: each is a chunk of its own (the app page's carries the QR code).
const DocsPage = lazy(() => import(/* webpackChunkName: "content-docs" */ './features/content/docs/DocsPage').then((module) => ({ default: module.DocsPage })));
const ForCooksPage = lazy(() =>
  import(/* webpackChunkName: "content-for-cooks" */ './features/content/for-cooks/ForCooksPage').then((module) => ({ default: module.ForCooksPage })),
);
const DownloadAppPage = lazy(() =>
  import(/* webpackChunkName: "content-download-app" */ './features/content/download-app/DownloadAppPage').then((module) => ({
    default: module.DownloadAppPage,
  })),
);

export const pages: PageMap<'mf-catalog', RoutePage> = {
  INDEX: HomePage,
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
  FOR_COOKS: ForCooksPage,
  DOWNLOAD_APP: DownloadAppPage,
  DOCS: DocsPage,
};
