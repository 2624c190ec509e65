// The order card's words (moved here with the card from mf-basket-checkout's texts.ts).
import type { OrderActorRole } from '../contracts/orders';

export const CANCEL_POPUP_TITLE = 'Отмена заказа';
export const CANCEL_REASON_LEGEND = 'Причина отмены';
export const EXACT_REASON_LABEL = 'Опишите причину';
export const KEEP_ORDER_TEXT = 'Не отменять';

export const orderTitle = (id: number) => `Заказ №${id}`;

/** Who moved an order, in the card's history and cancellation lines. */
export const ACTOR_LABELS: Readonly<Record<OrderActorRole, string>> = {
  customer: 'Покупатель',
  cook: 'Повар',
  system: 'Сервис',
  operator: 'Поддержка',
};
