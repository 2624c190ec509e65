// Which page each of this remote's routes shows (the route table in shared-kit decides the route).
// The map is typed by the table: a page for every route this remote owns, and no other name.
import type { PageMap, RoutePage } from '@povar/shared-kit';
// The cook page is all this remote shows: it comes with the remote. The review form and the
// image viewer are chunks of their own, loaded when first opened.
import { CookPage } from './features/cook-page/CookPage';

export const pages: PageMap<'mf-cook', RoutePage> = {
  COOK_REVIEWS: CookPage,
  COOK_ABOUT: CookPage,
  COOK: CookPage,
};
