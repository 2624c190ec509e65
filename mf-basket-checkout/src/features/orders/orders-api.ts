// The orders lists' call: a page of the customer's orders or of the cook's sales.
import { call } from '@povar/shared-kit';
import { ordersEndpoints } from '@povar/shared-kit/endpoints/orders';

export type OrdersListKind = 'customer' | 'sales';

const LISTS = { customer: ordersEndpoints.listOrders, sales: ordersEndpoints.listSalesOrders } as const;

export const listOrdersPage = (kind: OrdersListKind, page: number, signal: AbortSignal) => call(LISTS[kind], { query: { page }, signal });
