// Which page each of this remote's routes shows (the route table in shared-kit decides the route).
// The map is typed by the table: a page for every route this remote owns, and no other name.
import type { PageMap, RoutePage } from '@povar/shared-kit';
import { CompilationsRoutePage } from './features/compilations/pages';
import { DishesRoutePage, DishFormRoutePage, HiddenDishesRoutePage } from './features/dishes/pages';
import { PayoutRoutePage } from './features/payouts/pages';
import { ScheduleRoutePage } from './features/schedule/pages';
import { UsefulRoutePage } from './features/useful/pages';

export const pages: PageMap<'mf-cook-cabinet', RoutePage> = {
  ORDER_PAYOUT: PayoutRoutePage,
  PROFILE_USEFUL: UsefulRoutePage,
  PROFILE_SCHEDULE: ScheduleRoutePage,
  PROFILE_COMPILATIONS: CompilationsRoutePage,
  PROFILE_DISHES_CREATE: DishFormRoutePage,
  PROFILE_DISHES_EDIT: DishFormRoutePage,
  PROFILE_DISHES: DishesRoutePage,
  PROFILE_HIDDEN_DISHES: HiddenDishesRoutePage,
};
