// Which page each of this remote's routes shows (the route table in shared-kit decides the route).
import { SectionPage, type RoutePage } from '@povar/shared-kit';

export const pages: Record<string, RoutePage> = {
  PROFILE_MENU: SectionPage,
  PROFILE: SectionPage,
  PROFILE_ADDRESS: SectionPage,
  PROFILE_PAYMENT_TYPES: SectionPage,
  PROFILE_FAVORITE_COOKS: SectionPage,
  PROFILE_FAVORITE_DISHES: SectionPage,
};
