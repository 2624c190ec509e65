// The refund of a paid order that was cancelled, as the customer reads it next to 'Отменён':
// 'Возврат оформлен: 1 000 ₽', its state (в обработке, выполнен, не прошёл) and when the money
// comes back. The order card and the page after checkout show the same lines.
import type { OrderRefund } from '../../contracts/orders';
import { formatPrice } from '../../format/price';
import styles from './RefundNote.module.css';

export function RefundNote({ refund, className }: { refund: OrderRefund; className?: string }) {
  return (
    <div className={`${styles.refund}${className ? ` ${className}` : ''}`} data-refund-state={refund.state}>
      <p className={styles.title}>
        <span>
          {refund.title}: {formatPrice(refund.amount)}
        </span>
        <span className={styles.state} data-refund-state={refund.state}>
          {refund.stateLabel}
        </span>
      </p>
      <p className={styles.note}>{refund.note}</p>
    </div>
  );
}
