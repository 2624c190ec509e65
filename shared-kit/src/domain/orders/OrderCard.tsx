// One order as both lists (the customer's and the cook's) and the chat show it: number and date,
// status (with the refund of a cancelled paid order), the slot, pickup or delivery, the other
// party, the lines and sums (the promo discount, what was paid), payment, comments, why it was
// cancelled, and its history. The status buttons are the order's `actions`, which the server
// works out for the asking user; the list adds its own extras (repeat, chat, pay, call). Moved
// here from mf-basket-checkout so the chat shows the same card; loaded on demand (index.ts).
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Order, OrderAction, OrderAddress, OrderHistoryEntry } from '../../contracts/orders';
import { formatPhone } from '../../format/phone';
import { formatPrice } from '../../format/price';
import { buildPath } from '../../routes';
import { useRegion } from '../../stores/region';
import { AppLink } from '../../ui/AppLink';
import { Picture } from '../../ui/Picture';
import { orderTimes } from './order-time';
import { PickupFacts } from './PickupFacts';
import { ACTOR_LABELS, orderTitle } from './order-texts';
import { OrderTotals } from './OrderTotals';
import { RefundNote } from './RefundNote';
import { useStatusChange } from './use-status-change';
import buttons from '../../ui/Button.module.css';
import styles from './OrderCard.module.css';

// The form and its rules (zod) load only when someone cancels.
const CancelOrderPopup = lazy(() => import('./CancelOrderPopup').then((module) => ({ default: module.CancelOrderPopup })));

export interface OrderCardProps {
  order: Order;
  /** The list's own buttons and links, after the status actions. */
  extraActions?: ReactNode;
}

export default OrderCard;

export function OrderCard({ order, extraActions }: OrderCardProps) {
  const titleId = useId();
  const articleRef = useRef<HTMLElement>(null);
  const { change, pending } = useStatusChange(order);
  const [cancelling, setCancelling] = useState<OrderAction | null>(null);
  const changedHere = useRef(false);

  // The pressed button goes with the old status: keyboard users continue from the card.
  useEffect(() => {
    if (!changedHere.current || cancelling) return;
    changedHere.current = false;
    if (!articleRef.current?.contains(document.activeElement)) articleRef.current?.focus();
  }, [order.status, cancelling]);

  const send = async (action: OrderAction) => {
    if (action.requiresReason) {
      setCancelling(action);
      return;
    }
    if ((await change({ status: action.status })) === 'done') changedHere.current = true;
  };

  const times = orderTimes(order);
  const slot = times.slot(order, new Date());

  return (
    <article ref={articleRef} className={styles.card} aria-labelledby={titleId} tabIndex={-1} data-status={order.status}>
      <header className={styles.cardHead}>
        <div>
          <h2 id={titleId} className={styles.number}>
            {orderTitle(order.id)}
          </h2>
          <p className={styles.muted}>
            от <time dateTime={order.createdAt}>{times.moment(order.createdAt)}</time>
          </p>
        </div>
        {/* A live region: a status the card changes to is read out. */}
        <span role="status" className={styles.badge} data-status={order.status}>
          {order.statusLabel}
        </span>
      </header>
      {order.refund && <RefundNote refund={order.refund} />}

      <dl className={styles.facts}>
        {slot && (
          <div>
            <dt>Когда</dt>
            <dd className={styles.slot}>{slot}</dd>
          </div>
        )}
        {order.deliveryType === 'delivery' ? (
          <div>
            <dt>{order.deliveryTypeLabel}</dt>
            <dd>{order.address ? addressText(order.address) : '—'}</dd>
          </div>
        ) : (
          <PickupFacts order={order} label={order.deliveryTypeLabel} />
        )}
        {!recipientIsCustomer(order) && (
          <div>
            <dt>Получатель</dt>
            <dd>
              {order.recipientName}
              {order.recipientPhone && (
                <>
                  {', '}
                  <a href={`tel:${order.recipientPhone}`}>{formatPhone(order.recipientPhone)}</a>
                </>
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>Оплата</dt>
          <dd>
            {order.paymentTypeLabel}
            {order.paidAt ? ' · оплачен' : ''}
          </dd>
        </div>
      </dl>

      <OtherParty order={order} />

      <ul className={styles.items} aria-label="Блюда">
        {order.items.map((item, index) => (
          <li key={`${item.dishId ?? 'gone'}-${index}`}>
            <span>
              {item.name} × {item.count}
            </span>
            <span className={styles.sum}>{formatPrice(item.sum)}</span>
          </li>
        ))}
      </ul>

      <OrderTotals order={order} />

      {order.status === 'cancelled' && <Cancellation order={order} />}
      <OrderDetails order={order} />
      <StatusHistory order={order} />

      {(order.actions.length > 0 || extraActions) && (
        <div className={styles.actions}>
          {order.actions.map((action) => (
            <button
              key={action.status}
              type="button"
              className={action.status === 'cancelled' ? buttons.dangerOutline : buttons.primary}
              disabled={pending}
              aria-busy={pending}
              onClick={() => void send(action)}
            >
              {action.label}
            </button>
          ))}
          {extraActions}
        </div>
      )}

      {cancelling && (
        <Suspense fallback={null}>
          <CancelOrderPopup
            order={order}
            action={cancelling}
            onClose={() => setCancelling(null)}
            onSubmit={async (request) => {
              const outcome = await change(request);
              if (outcome === 'retry') return;
              if (outcome === 'done') changedHere.current = true;
              setCancelling(null);
            }}
          />
        </Suspense>
      )}
    </article>
  );
}

/** The cook has the customer's name and the order's phone in the card already; a different recipient is worth a line. */
const recipientIsCustomer = (order: Order) => order.customer !== null && order.customer.name === order.recipientName;

/** 'ул Республики, д 14, кв. 12, подъезд 2, этаж 3, домофон 12К'. */
function addressText(address: OrderAddress): string {
  const details: [string, string][] = [
    ['кв.', address.apartment],
    ['подъезд', address.entrance],
    ['этаж', address.floor],
    ['домофон', address.intercom],
  ];
  return [address.address, ...details.filter(([, value]) => value.trim()).map(([word, value]) => `${word} ${value}`)].join(', ');
}

/** The customer sees the cook; the cook sees who ordered and how to reach them. */
function OtherParty({ order }: { order: Order }) {
  const regionSlug = useRegion((state) => state.region?.slug ?? null);
  if (order.viewerRole === 'cook' && order.customer) {
    return (
      <div className={styles.party}>
        <div>
          <p className={styles.partyRole}>Покупатель</p>
          <p className={styles.partyName}>{order.customer.name}</p>
        </div>
        {/* The account's phone reaches the cook masked; the one given for this order is to call. */}
        {order.recipientPhone && (
          <a className={styles.phone} href={`tel:${order.recipientPhone}`}>
            {formatPhone(order.recipientPhone)}
          </a>
        )}
      </div>
    );
  }
  return (
    <div className={styles.party}>
      <Picture image={order.cook.avatar} alt="" kind="cook" className={styles.avatar} />
      <div>
        <p className={styles.partyRole}>Повар</p>
        <AppLink className={styles.partyName} href={buildPath('COOK', { id: order.cook.id }, regionSlug)}>
          {order.cook.name}
        </AppLink>
      </div>
    </div>
  );
}

function Cancellation({ order }: { order: Order }) {
  return (
    <dl className={styles.cancellation}>
      {order.cancelledBy && (
        <div>
          <dt>Отменил</dt>
          <dd>{ACTOR_LABELS[order.cancelledBy]}</dd>
        </div>
      )}
      {order.orderCancelReasonLabel && (
        <div>
          <dt>Причина</dt>
          <dd>{order.orderCancelReasonLabel}</dd>
        </div>
      )}
      {order.exactlyOrderCancelReason && (
        <div>
          <dt>Пояснение</dt>
          <dd>{order.exactlyOrderCancelReason}</dd>
        </div>
      )}
    </dl>
  );
}

/** Comments and preferences, folded: the card stays short, and the cook opens them when cooking. */
function OrderDetails({ order }: { order: Order }) {
  const notes: [string, string][] = [
    ['Комментарий для повара', order.commentForCook],
    ['Комментарий для доставки', order.commentForDelivery],
    ['Комментарий к адресу', order.address?.comment ?? ''],
  ];
  const written = notes.filter(([, text]) => text.trim());
  if (written.length === 0 && order.preferences.length === 0) return null;
  return (
    <details className={styles.details}>
      <summary>Комментарии и пожелания</summary>
      <dl className={styles.notes}>
        {written.map(([label, text]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
        {order.preferences.length > 0 && (
          <div>
            <dt>Пожелания</dt>
            <dd>
              <ul className={styles.preferences}>
                {order.preferences.map((preference) => (
                  <li key={preference.slug}>{preference.title}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </details>
  );
}

function StatusHistory({ order }: { order: Order }) {
  const history: OrderHistoryEntry[] = order.history;
  if (history.length === 0) return null;
  const times = orderTimes(order);
  return (
    <details className={styles.details}>
      <summary>История статусов</summary>
      <ol className={styles.history}>
        {history.map((entry) => (
          <li key={`${entry.at}-${entry.toStatus}`}>
            <time dateTime={entry.at}>{times.moment(entry.at)}</time>
            <span>
              {entry.toStatusLabel} · {ACTOR_LABELS[entry.actorRole]}
              {entry.orderCancelReasonLabel && ` · ${entry.orderCancelReasonLabel}`}
              {entry.exactlyOrderCancelReason && ` («${entry.exactlyOrderCancelReason}»)`}
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}
