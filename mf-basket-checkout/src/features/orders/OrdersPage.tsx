// /orders: the signed-in person's own orders as a customer, newest first (a cook's too: a cook
// can order from other cooks). Beside the status actions: pay an unpaid online order, write to
// the cook, and put a finished order's dishes back into the basket.
import { useState } from 'react';
import {
  AppLink,
  buildPath,
  buttonStyles,
  emit,
  GENERIC_ERROR_TEXT,
  isApiError,
  notifyError,
  notifySuccess,
  openPopup,
  repeatOrder,
  StateBlock,
  useRegion,
  type Order,
  type RoutePage,
} from '@povar/shared-kit';
import { ORDER_PROBLEM_TITLE, OrderProblemPopup } from './OrderProblemPopup';
import { OrdersList } from './OrdersList';
import {
  NO_ORDERS_HINT,
  NO_ORDERS_TEXT,
  ORDERS_TITLE,
  PAY_TEXT,
  REPEAT_ORDER_TEXT,
  REPEATED_TEXT,
  TO_CATALOGUE_TEXT,
  unavailableDishesText,
  WRITE_TO_COOK_TEXT,
} from './texts';

export const OrdersPage: RoutePage = () => {
  return <OrdersList kind="customer" heading={ORDERS_TITLE} empty={<NoOrders />} extraActions={(order) => <CustomerActions order={order} />} />;
};

/** Repeating is offered once an order is over; until then it is still on its way. */
const isFinished = (order: Order) => order.status === 'completed' || order.status === 'cancelled';

function CustomerActions({ order }: { order: Order }) {
  const [repeating, setRepeating] = useState(false);
  const [reporting, setReporting] = useState(false);

  const repeat = async () => {
    setRepeating(true);
    try {
      const answer = await repeatOrder(order.id);
      // No answer: the client has already shown its toast.
      if (!answer) return;
      if (answer.added > 0) notifySuccess(REPEATED_TEXT);
      if (answer.unavailable.length > 0) notifyError(unavailableDishesText(answer.unavailable));
      if (answer.added > 0) openPopup('basket', { cookId: order.cook.id });
    } catch (error) {
      notifyError(isApiError(error) ? error.userMessage : GENERIC_ERROR_TEXT);
    } finally {
      setRepeating(false);
    }
  };

  return (
    <>
      {order.status === 'awaiting_payment' && order.paymentType === 'online' && (
        <AppLink className={buttonStyles.primary} href={buildPath('ORDER_PAYMENT', { id: order.id })}>
          {PAY_TEXT}
        </AppLink>
      )}
      <button type="button" className={buttonStyles.secondary} onClick={() => emit('chat:open', { cookId: order.cook.id })}>
        {WRITE_TO_COOK_TEXT}
      </button>
      <button type="button" className={buttonStyles.secondary} onClick={() => setReporting(true)}>
        {ORDER_PROBLEM_TITLE}
      </button>
      {reporting && <OrderProblemPopup orderId={order.id} onClose={() => setReporting(false)} />}
      {isFinished(order) && (
        <button type="button" className={buttonStyles.secondary} disabled={repeating} aria-busy={repeating} onClick={() => void repeat()}>
          {REPEAT_ORDER_TEXT}
        </button>
      )}
    </>
  );
}

function NoOrders() {
  const regionSlug = useRegion((state) => state.region?.slug ?? null);
  return (
    <StateBlock look="dashed" title={NO_ORDERS_TEXT} text={NO_ORDERS_HINT}>
      <AppLink className={buttonStyles.primary} href={buildPath('MENU', {}, regionSlug)}>
        {TO_CATALOGUE_TEXT}
      </AppLink>
    </StateBlock>
  );
}
