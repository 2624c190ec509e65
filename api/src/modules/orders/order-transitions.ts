// Who may move an order from which status to which (docs/decisions.md, 'Orders'), as one pure table: the
// status route checks requests against it, the order view lists the caller's buttons from it,
// and payments and the stale-order sweep go through it as the system. Nothing here reads a clock
// or a database.
import {
  ORDER_CANCEL_REASONS,
  type DeliveryType,
  type OrderAction,
  type OrderActorRole,
  type OrderPartyRole,
  type OrderStatus,
} from '@povar/shared-kit/contracts';

export interface OrderTransitionRule {
  from: OrderStatus;
  to: OrderStatus;
  by: OrderActorRole;
  /** Only for orders of this delivery type; both when absent. */
  deliveryType?: DeliveryType;
  /** The button's text for a person; the system's transitions have none. */
  label?: string;
  /** A cancellation by a person: orderCancelReason from their side's list (exactlyOrderCancelReason for 'Другое'). */
  requiresReason?: boolean;
}

/**
 * The whole table. Decisions (docs/decisions.md, 'Orders'):
 * - the system: awaiting_payment → new when the payment succeeds; → cancelled when it does not
 *   come in time, and new → cancelled when the cook does not accept in time;
 * - the customer cancels only before the cook accepts (awaiting_payment, new), and confirms
 *   receipt once the order is ready or on its way;
 * - the cook accepts or declines a new order, advances it, and may cancel it until it is ready;
 *   a pickup is completed by either side (the cook marks it handed over, or the customer
 *   confirms), a delivery goes ready → delivering first, and either side completes it then;
 * - nothing leaves completed or cancelled; nothing is cancelled once ready;
 * - operators (support) have no transitions yet: the actor role is kept for their tools.
 */
export const ORDER_TRANSITIONS: readonly OrderTransitionRule[] = [
  { from: 'awaiting_payment', to: 'new', by: 'system' },
  { from: 'awaiting_payment', to: 'cancelled', by: 'system' },
  { from: 'awaiting_payment', to: 'cancelled', by: 'customer', label: 'Отменить заказ', requiresReason: true },

  { from: 'new', to: 'accepted', by: 'cook', label: 'Принять заказ' },
  { from: 'new', to: 'cancelled', by: 'cook', label: 'Отклонить заказ', requiresReason: true },
  { from: 'new', to: 'cancelled', by: 'customer', label: 'Отменить заказ', requiresReason: true },
  { from: 'new', to: 'cancelled', by: 'system' },

  { from: 'accepted', to: 'cooking', by: 'cook', label: 'Начать готовить' },
  { from: 'accepted', to: 'cancelled', by: 'cook', label: 'Отменить заказ', requiresReason: true },

  { from: 'cooking', to: 'ready', by: 'cook', label: 'Заказ готов' },
  { from: 'cooking', to: 'cancelled', by: 'cook', label: 'Отменить заказ', requiresReason: true },

  { from: 'ready', to: 'delivering', by: 'cook', deliveryType: 'delivery', label: 'Передать в доставку' },
  { from: 'ready', to: 'completed', by: 'cook', deliveryType: 'pickup', label: 'Заказ выдан' },
  { from: 'ready', to: 'completed', by: 'customer', label: 'Заказ получен' },

  { from: 'delivering', to: 'completed', by: 'cook', label: 'Заказ доставлен' },
  { from: 'delivering', to: 'completed', by: 'customer', label: 'Заказ получен' },
];

/** The rule that lets this actor move this order to `to`, or undefined when none does. */
export function findTransition(
  order: { status: OrderStatus; deliveryType: DeliveryType },
  by: OrderActorRole,
  to: OrderStatus,
): OrderTransitionRule | undefined {
  return ORDER_TRANSITIONS.find(
    (rule) => rule.from === order.status && rule.to === to && rule.by === by && (!rule.deliveryType || rule.deliveryType === order.deliveryType),
  );
}

/** Every rule open to this actor on this order now. */
export function transitionsFor(order: { status: OrderStatus; deliveryType: DeliveryType }, by: OrderActorRole): OrderTransitionRule[] {
  return ORDER_TRANSITIONS.filter((rule) => rule.from === order.status && rule.by === by && (!rule.deliveryType || rule.deliveryType === order.deliveryType));
}

/** The buttons a party sees on the order: the table's rules for them, with the cancel reasons of their side. */
export function actionsFor(order: { status: OrderStatus; deliveryType: DeliveryType }, side: OrderPartyRole): OrderAction[] {
  return transitionsFor(order, side).map((rule) => ({
    status: rule.to,
    label: rule.label ?? '',
    requiresReason: rule.requiresReason ?? false,
    cancelReasons: rule.requiresReason ? ORDER_CANCEL_REASONS[side].map((reason) => ({ code: reason.code, label: reason.label })) : [],
  }));
}
