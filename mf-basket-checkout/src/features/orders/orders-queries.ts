// The two orders lists as react-query keeps them: the customer's (GET /api/orders, newest first)
// and the cook's sales (GET /api/orders/sales, also newest first), a page of 20 at a time. The status
// change, whose answer replaces the order in both lists, is the kit's (shared-kit/src/domain/orders).
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { ORDERS_LISTS_KEY, useBusEvent, type OrderList } from '@povar/shared-kit';
import { listOrdersPage, type OrdersListKind } from './orders-api';
import { LOAD_FAILED_TEXT } from './texts';

export type { OrdersListKind };

export const ordersListKey = (kind: OrdersListKind) => [...ORDERS_LISTS_KEY, kind] as const;

/** New orders wait for the cook: the sales list looks again this often while it is open. */
export const SALES_REFRESH_MS = 30_000;

export function useOrdersList(kind: OrdersListKind) {
  const queryClient = useQueryClient();
  // A status moved elsewhere (the chat, the other list, another tab's answer) changes what the list shows.
  useBusEvent('orders:status-changed', () => void queryClient.invalidateQueries({ queryKey: ordersListKey(kind) }));
  return useInfiniteQuery({
    queryKey: ordersListKey(kind),
    queryFn: async ({ pageParam, signal }) => {
      const list = await listOrdersPage(kind, pageParam, signal);
      // No data means the client has already told the visitor (a 5xx toast).
      if (!list) throw new Error(LOAD_FAILED_TEXT);
      return list;
    },
    initialPageParam: 1,
    getNextPageParam: (last: OrderList) => (last.pagination.page < last.pagination.lastPage ? last.pagination.page + 1 : undefined),
    refetchInterval: kind === 'sales' ? SALES_REFRESH_MS : false,
  });
}
