// The two orders lists as react-query keeps them: the customer's (GET /api/orders, newest first)
// and the cook's sales (GET /api/orders/sales, new first), a page of 20 at a time, and the
// status change (POST /api/orders/{id}/status) whose answer replaces the order in both lists.
import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiRequest, emit, useBusEvent, type Order, type OrderList, type OrderStatusChangeRequest } from '@povar/shared-kit';
import { LOAD_FAILED_TEXT } from './texts';

export type OrdersListKind = 'customer' | 'sales';

/** Every list; ['orders'] alone also holds other pages' order and payment queries. */
const LISTS_KEY = ['orders', 'list'] as const;
export const ordersListKey = (kind: OrdersListKind) => [...LISTS_KEY, kind] as const;

const LIST_PATHS: Record<OrdersListKind, string> = { customer: '/orders', sales: '/orders/sales' };

/** New orders wait for the cook: the sales list looks again this often while it is open. */
export const SALES_REFRESH_MS = 30_000;

export function useOrdersList(kind: OrdersListKind) {
  const queryClient = useQueryClient();
  // A status moved elsewhere (the chat, the other list, another tab's answer) changes what the list shows.
  useBusEvent('orders:status-changed', () => void queryClient.invalidateQueries({ queryKey: ordersListKey(kind) }));
  return useInfiniteQuery({
    queryKey: ordersListKey(kind),
    queryFn: async ({ pageParam, signal }) => {
      const list = await apiRequest<OrderList>('GET', LIST_PATHS[kind], { query: { page: pageParam }, signal });
      // No data means the client has already told the visitor (a 5xx toast).
      if (!list) throw new Error(LOAD_FAILED_TEXT);
      return list;
    },
    initialPageParam: 1,
    getNextPageParam: (last: OrderList) => (last.pagination.page < last.pagination.lastPage ? last.pagination.page + 1 : undefined),
    refetchInterval: kind === 'sales' ? SALES_REFRESH_MS : false,
  });
}

/** Puts the server's answer in place of the order wherever a list holds it. */
export function replaceOrderInLists(queryClient: QueryClient, order: Order): void {
  queryClient.setQueriesData<InfiniteData<OrderList>>({ queryKey: LISTS_KEY }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === order.id ? order : item)) })),
        }
      : data,
  );
}

export function refetchOrdersLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: LISTS_KEY });
}

/**
 * Moves the order as one of its `actions` says. Resolves with the updated order (already in the
 * lists, and announced), or undefined when the server failed and the client said so.
 */
export async function changeOrderStatus(queryClient: QueryClient, orderId: number, change: OrderStatusChangeRequest): Promise<Order | undefined> {
  const order = await apiRequest<Order>('POST', `/orders/${orderId}/status`, { body: change });
  if (!order) {
    void refetchOrdersLists(queryClient);
    return undefined;
  }
  replaceOrderInLists(queryClient, order);
  emit('orders:status-changed', { orderId });
  return order;
}
