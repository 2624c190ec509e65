// Which page each of this remote's routes shows (the route table in shared-kit decides the route).
import type { RoutePage } from '@povar/shared-kit';
// The cook page is all this remote shows: it comes with the remote. The review form and the
// image viewer are chunks of their own, loaded when first opened.
import { CookPage } from './features/cook-page/CookPage';

export const pages: Record<string, RoutePage> = {
  COOK_REVIEWS: CookPage,
  COOK_ABOUT: CookPage,
  COOK: CookPage,
};
