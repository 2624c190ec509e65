// The sums of an order as the customer and the cook read them: the dishes, the delivery (only for
// a delivered order, 'Бесплатно' when it costs nothing), the promo discount, and the total under
// the label that says what it is. The order card and the page after checkout show the same lines.
import type { Order } from '../../contracts/orders';
import { formatDeliveryCost, formatPrice } from '../../format/price';
import styles from './OrderTotals.module.css';

type OrderSums = Pick<Order, 'dishesSum' | 'deliveryType' | 'deliveryCost' | 'discount' | 'promoCode' | 'total' | 'paidAt' | 'paymentType' | 'status'>;

/** The label of the total: what was paid online, what is due on receipt, or the plain total. */
export function totalLabel(order: Pick<OrderSums, 'paidAt' | 'paymentType' | 'status'>): string {
  if (order.paidAt) return 'Оплачено';
  if (order.paymentType === 'on_receipt' && order.status !== 'cancelled') return 'К оплате при получении';
  return 'Итого';
}

export function OrderTotals({ order, label }: { order: OrderSums; label?: string }) {
  return (
    <dl className={styles.totals} aria-label={label}>
      <div>
        <dt>Блюда</dt>
        <dd>{formatPrice(order.dishesSum)}</dd>
      </div>
      {order.deliveryType === 'delivery' && (
        <div>
          <dt>Доставка</dt>
          <dd>{formatDeliveryCost(order.deliveryCost)}</dd>
        </div>
      )}
      {order.discount > 0 && (
        <div className={styles.discount}>
          <dt>{order.promoCode ? `Скидка по промокоду ${order.promoCode}` : 'Скидка'}</dt>
          <dd>−{formatPrice(order.discount)}</dd>
        </div>
      )}
      <div className={styles.total}>
        <dt>{totalLabel(order)}</dt>
        <dd>{formatPrice(order.total)}</dd>
      </div>
    </dl>
  );
}
