// /order/success/{id}: the order's result. Placed (paid or to be paid on receipt) → what happens
// next, when it comes, what it costs (dishes, delivery, the promo discount, what was paid);
// still unpaid → the way back to the payment; cancelled → why, and the refund of a paid one.
// The ecommerce purchase is reported to analytics once per order.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  AppLink,
  buildPath,
  buttonStyles,
  cookGotOrderText,
  emit,
  formatPrice,
  GENERIC_ERROR_TEXT,
  isApiError,
  orderTimes,
  PickupFacts,
  pushEcommerce,
  readStoredString,
  RefundNote,
  OrderTotals,
  writeStoredString,
  type Order,
  type RouteMatch,
} from '@povar/shared-kit';
import { orderQuery } from './order-queries';
import styles from './Payment.module.css';

export const SUCCESS_TITLE = 'Заказ оформлен';

function reportPurchaseOnce(order: Order): void {
  const key = `purchase-reported-${order.id}`;
  if (readStoredString(key) === '1') return;
  writeStoredString(key, '1');
  pushEcommerce('purchase', {
    orderId: order.id,
    revenueKopecks: order.total,
    ...(order.promoCode ? { coupon: order.promoCode } : {}),
    products: order.items.map((item) => ({
      id: item.dishId ?? item.name,
      name: item.name,
      priceKopecks: item.price,
      quantity: item.count,
      brand: order.cook.name,
    })),
  });
}

export function SuccessPage({ match }: { match: RouteMatch }) {
  const orderId = Number(match.params.id);
  const order = useQuery({
    ...orderQuery(orderId),
    // Back from the provider, a notification may be a moment late.
    refetchInterval: (query) => (query.state.data?.status === 'awaiting_payment' ? 3000 : false),
  });
  const placed = order.data && order.data.status !== 'awaiting_payment' && order.data.status !== 'cancelled';

  useEffect(() => {
    if (placed && order.data) reportPurchaseOnce(order.data);
  }, [placed, order.data]);

  if (order.isPending) {
    return (
      <section className={styles.page} aria-busy="true">
        <h1 className={styles.title}>Загрузка…</h1>
      </section>
    );
  }
  if (order.isError || !order.data) {
    const notFound = isApiError(order.error) && order.error.status === 404;
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{notFound ? 'Заказ не найден' : 'Не удалось загрузить заказ'}</h1>
        <p role="alert">{notFound ? 'Такого заказа нет среди ваших.' : GENERIC_ERROR_TEXT}</p>
        <AppLink className={`${buttonStyles.secondary} ${buttonStyles.large}`} href={buildPath('ORDERS')}>
          Мои заказы
        </AppLink>
      </section>
    );
  }
  const current = order.data;
  const slot = orderTimes(current).slot(current, new Date());
  const heading =
    current.status === 'cancelled'
      ? `Заказ №${current.id} отменён`
      : current.status === 'awaiting_payment'
        ? `Заказ №${current.id} ждёт оплаты`
        : `Заказ №${current.id} оформлен`;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{heading}</h1>
      <div className={styles.card}>
        {current.status === 'awaiting_payment' && (
          <>
            <p className={styles.muted} aria-live="polite">
              Оплата ещё не пришла. Если вы уже оплатили, статус обновится через несколько секунд.
            </p>
            <AppLink className={`${buttonStyles.primary} ${buttonStyles.large}`} href={buildPath('ORDER_PAYMENT', { id: current.id })}>
              Перейти к оплате
            </AppLink>
          </>
        )}
        {current.status === 'cancelled' && current.orderCancelReasonLabel && <p className={styles.problem}>{current.orderCancelReasonLabel}</p>}
        {current.refund && <RefundNote refund={current.refund} />}
        {placed && <p className={styles.lead}>{current.status === 'new' ? cookGotOrderText(current.cook) : `Статус: ${current.statusLabel}.`}</p>}
        <dl className={styles.facts}>
          <div>
            <dt>{current.deliveryTypeLabel}</dt>
            <dd>{slot ?? '—'}</dd>
          </div>
          {current.address && (
            <div>
              <dt>Адрес</dt>
              <dd>{current.address.address}</dd>
            </div>
          )}
          <PickupFacts order={current} label="Адрес" />
          <div>
            <dt>Оплата</dt>
            <dd>{current.paymentTypeLabel}</dd>
          </div>
        </dl>
        <ul className={styles.items}>
          {current.items.map((item) => (
            <li key={`${item.dishId}-${item.name}`}>
              <span>
                {item.name} × {item.count}
              </span>
              <span>{formatPrice(item.sum)}</span>
            </li>
          ))}
        </ul>
        <OrderTotals order={current} label="Сумма заказа" />
        <div className={styles.actions}>
          <AppLink className={`${buttonStyles.primary} ${buttonStyles.large}`} href={buildPath('ORDERS')}>
            Мои заказы
          </AppLink>
          <button type="button" className={`${buttonStyles.secondary} ${buttonStyles.large}`} onClick={() => emit('chat:open', { cookId: current.cook.id })}>
            Написать повару
          </button>
        </div>
      </div>
    </section>
  );
}
