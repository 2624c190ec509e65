// The order card's words (moved here with the card from mf-basket-checkout's texts.ts).
import type { CookGender, OrderActorRole } from '../../contracts/orders';

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

/**
 * What the result page says of a new order: the verb agrees with the cook's gender
 * ('получила'/'получил'); when the card does not say, the sentence names no verb in the past.
 */
export function cookGotOrderText(cook: { name: string; gender: CookGender | null }): string {
  if (cook.gender === 'female') return `Повар ${cook.name} получила заказ и скоро его подтвердит.`;
  if (cook.gender === 'male') return `Повар ${cook.name} получил заказ и скоро его подтвердит.`;
  return `Заказ передан повару: ${cook.name} скоро его подтвердит.`;
}
