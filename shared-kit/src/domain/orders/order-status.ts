// An order's status change (POST /api/orders/{id}/status) and what it leaves behind: the answer
// replaces the order wherever an orders list of the page's QueryClient holds it, and the bus
// hears 'orders:status-changed' (the chat, the other list, the other side over the socket).
// Moved here from mf-basket-checkout's orders-queries so the chat's cards change status the same way.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Order, OrderList, OrderStatusChangeRequest } from '../../contracts/orders';
import * as ordersApi from './orders-api';
import { emit } from '../../events/event-bus';

/** Every orders list (['orders', 'list', kind]); ['orders'] alone also holds other pages' order and payment queries. */
export const ORDERS_LISTS_KEY = ['orders', 'list'] as const;

/** Puts the server's answer in place of the order wherever a list holds it. */
export function replaceOrderInLists(queryClient: QueryClient, order: Order): void {
  queryClient.setQueriesData<InfiniteData<OrderList>>({ queryKey: ORDERS_LISTS_KEY }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === order.id ? order : item)) })),
        }
      : data,
  );
}

export function refetchOrdersLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ORDERS_LISTS_KEY });
}

/**
 * Moves the order as one of its `actions` says. Resolves with the updated order (already in the
 * lists, and announced), or undefined when the server failed and the client said so.
 */
export async function changeOrderStatus(queryClient: QueryClient, orderId: number, change: OrderStatusChangeRequest): Promise<Order | undefined> {
  const order = await ordersApi.changeOrderStatus(orderId, change);
  if (!order) {
    void refetchOrdersLists(queryClient);
    return undefined;
  }
  replaceOrderInLists(queryClient, order);
  emit('orders:status-changed', { orderId });
  return order;
}
