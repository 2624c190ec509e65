// Which page each of this remote's routes shows (the route table in shared-kit decides the route).
// The map is typed by the table: a page for every route this remote owns, and no other name.
import type { PageMap, RoutePage } from '@povar/shared-kit';
import { CheckoutPage } from './features/checkout/CheckoutPage';
import { OrdersPage } from './features/orders/OrdersPage';
import { SalesPage } from './features/orders/SalesPage';
import { PaymentPage } from './features/payment/PaymentPage';
import { SuccessPage } from './features/payment/SuccessPage';

export const pages: PageMap<'mf-basket-checkout', RoutePage> = {
  ORDERS: OrdersPage,
  ORDERS_SALES: SalesPage,
  ORDER_SUCCESS: SuccessPage,
  ORDER_PAYMENT: PaymentPage,
  ORDER: CheckoutPage,
};
