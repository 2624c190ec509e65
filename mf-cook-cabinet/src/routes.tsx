// Which page each of this remote's routes shows (the route table in shared-kit decides the route).
import { SectionPage, type RoutePage } from '@povar/shared-kit';

export const pages: Record<string, RoutePage> = {
  ORDER_PAYOUT: SectionPage,
  PROFILE_USEFUL: SectionPage,
  PROFILE_SCHEDULE: SectionPage,
  PROFILE_COMPILATIONS: SectionPage,
  PROFILE_DISHES_CREATE: SectionPage,
  PROFILE_DISHES_EDIT: SectionPage,
  PROFILE_DISHES: SectionPage,
  PROFILE_HIDDEN_DISHES: SectionPage,
};
