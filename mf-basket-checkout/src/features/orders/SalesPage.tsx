// /orders/sales: the cook's orders, newest placed first as the API sorts them, with the count of new ones
// by the heading; looked at again every 30 s and whenever a status moves elsewhere, since new
// orders wait for the cook. The route is open to every signed-in person and the API judges
// who is a cook: its refusal becomes the cooks-only page.
import { ChefHat } from 'lucide-react';
import { AppLink, buildPath, buttonStyles, COOKS_ONLY_TITLE, isApiError, screenStyles, StateBlock, type Order, type RoutePage } from '@povar/shared-kit';
import { OrdersList } from './OrdersList';
import { CALL_CUSTOMER_TEXT, NO_SALES_HINT, NO_SALES_TEXT, newOrdersText, SALES_TITLE, TO_MY_ORDERS_TEXT } from './texts';
import styles from './Orders.module.css';

export const SalesPage: RoutePage = () => {
  return (
    <OrdersList
      kind="sales"
      heading={SALES_TITLE}
      headNote={(orders, more) => <NewOrdersCount orders={orders} more={more} />}
      empty={<NoSales />}
      extraActions={(order) => (
        <>
          {/* The phone given for this order: the account's reaches the cook masked. */}
          {order.customer && order.recipientPhone && (
            <a className={buttonStyles.secondary} href={`tel:${order.recipientPhone}`}>
              {CALL_CUSTOMER_TEXT}
            </a>
          )}
          {/* The cook's money for a completed order: its statement in the cabinet (ORDER_PAYOUT). */}
          {order.status === 'completed' && (
            <AppLink className={buttonStyles.secondary} href={buildPath('ORDER_PAYOUT', { id: order.id })}>
              Выплата
            </AppLink>
          )}
        </>
      )}
      explainError={(error) => (isNotCookRefusal(error) ? <CooksOnly /> : null)}
    />
  );
};

/** The API refuses the sales of a non-cook (404 'forbidden', or a plain 403). */
const isNotCookRefusal = (error: Error) => isApiError(error) && (error.status === 403 || error.status === 404);

/**
 * Always there, so the count a refresh brings is read out. The list is newest first and a new
 * order waits at most two hours for the cook, so new ones sit at the top: when the oldest loaded
 * order is still new and more pages are left, there may be more than this.
 */
function NewOrdersCount({ orders, more }: { orders: Order[]; more: boolean }) {
  const count = orders.filter((order) => order.status === 'new').length;
  const atLeast = more && orders.at(-1)?.status === 'new';
  return (
    <p className={styles.counter} role="status">
      {count > 0 ? newOrdersText(count, atLeast) : ''}
    </p>
  );
}

function NoSales() {
  return <StateBlock look="dashed" title={NO_SALES_TEXT} text={NO_SALES_HINT} />;
}

function CooksOnly() {
  return (
    <section className={screenStyles.screen} data-access="cook-only">
      <ChefHat className={screenStyles.illustration} aria-hidden="true" size={72} strokeWidth={1.4} />
      <h1 className={screenStyles.title}>{COOKS_ONLY_TITLE}</h1>
      <div className={screenStyles.actions}>
        <AppLink className={screenStyles.primary} href={buildPath('ORDERS')}>
          {TO_MY_ORDERS_TEXT}
        </AppLink>
      </div>
    </section>
  );
}
