// Which page each of this remote's routes shows (the route table in shared-kit decides the route).
import { SectionPage, type RoutePage } from '@povar/shared-kit';

export const pages: Record<string, RoutePage> = {
  COOK_REVIEWS: SectionPage,
  COOK_ABOUT: SectionPage,
  COOK: SectionPage,
};
