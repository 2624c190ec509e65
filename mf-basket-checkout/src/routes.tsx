// Which page each of this remote's routes shows (the route table in shared-kit decides the route).
import { SectionPage, type RoutePage } from '@povar/shared-kit';

export const pages: Record<string, RoutePage> = {
  ORDERS: SectionPage,
  ORDERS_SALES: SectionPage,
  ORDER_SUCCESS: SectionPage,
  ORDER_PAYMENT: SectionPage,
  ORDER: SectionPage,
};
