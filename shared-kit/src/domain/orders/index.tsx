// Owner: mf-basket-checkout. The order card and its parts, shown by the orders lists and by the chat.
// The orders lists ('/orders', '/orders/sales') are mf-basket-checkout's; mf-chat shows the card
// too. The card, its styles and its cancellation form are a chunk loaded the first time a card
// shows: the kit is on every page, cards are on two.
import { lazy, Suspense } from 'react';
import type { OrderCardProps } from './OrderCard';

export type { OrderCardProps } from './OrderCard';
export { ORDERS_LISTS_KEY, changeOrderStatus, refetchOrdersLists, replaceOrderInLists } from './order-status';
export { ACTOR_LABELS, cookGotOrderText, orderTitle } from './order-texts';
export { orderTimes } from './order-time';
export { PICKUP_HOURS_LABEL, PICKUP_PLACE_TEXT, PickupFacts, type PickupFactsProps } from './PickupFacts';
export { RefundNote } from './RefundNote';
export { OrderTotals, totalLabel } from './OrderTotals';
/** The card's box (`frame`), for a list's skeleton drawn before the card's chunk has come. */
export { default as orderCardFrameStyles } from './OrderCardFrame.module.css';

const LoadedOrderCard = lazy(() => import(/* webpackChunkName: "order-card" */ './OrderCard'));

export function OrderCard(props: OrderCardProps) {
  return (
    <Suspense fallback={null}>
      <LoadedOrderCard {...props} />
    </Suspense>
  );
}
