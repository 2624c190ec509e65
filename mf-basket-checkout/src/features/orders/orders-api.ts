// The orders lists' call: a page of the customer's orders or of the cook's sales.
import { call, endpoints } from '@povar/shared-kit';

export type OrdersListKind = 'customer' | 'sales';

const LISTS = { customer: endpoints.listOrders, sales: endpoints.listSalesOrders } as const;

export const listOrdersPage = (kind: OrdersListKind, page: number, signal: AbortSignal) => call(LISTS[kind], { query: { page }, signal });
