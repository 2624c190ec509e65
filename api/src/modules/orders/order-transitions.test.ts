// The transition table against the design written out by hand (every status × actor × target ×
// delivery type), the buttons it gives each side, the notices each change sends, and the
// contract's lists matching the database's.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  DELIVERY_TYPES as CONTRACT_DELIVERY_TYPES,
  ORDER_ACTOR_ROLES as CONTRACT_ACTOR_ROLES,
  ORDER_CANCEL_REASONS,
  ORDER_STATUSES as CONTRACT_STATUSES,
  PAYMENT_TYPES as CONTRACT_PAYMENT_TYPES,
  type OrderStatus,
} from '@povar/shared-kit/contracts';
import { DELIVERY_TYPES, ORDER_ACTOR_ROLES, ORDER_STATUSES, PAYMENT_TYPES } from '../../db/schema.ts';
import { noticesFor, type OrderChange } from './order-notifications.ts';
import { actionsFor, findTransition, ORDER_TRANSITIONS } from './order-transitions.ts';
import { EXPECTED_TRANSITIONS, expectedAllowed } from '../../test/orders.ts';

describe('order transitions: the pure table', () => {
  test('the contract and the database name the same statuses, delivery and payment types, and actors', () => {
    assert.deepEqual([...CONTRACT_STATUSES], [...ORDER_STATUSES]);
    assert.deepEqual([...CONTRACT_DELIVERY_TYPES], [...DELIVERY_TYPES]);
    assert.deepEqual([...CONTRACT_PAYMENT_TYPES], [...PAYMENT_TYPES]);
    assert.deepEqual([...CONTRACT_ACTOR_ROLES], [...ORDER_ACTOR_ROLES]);
  });

  test('every status × actor × target × delivery type is allowed exactly when the design says so', () => {
    let allowed = 0;
    let checked = 0;
    for (const deliveryType of DELIVERY_TYPES) {
      for (const from of ORDER_STATUSES) {
        for (const by of ORDER_ACTOR_ROLES) {
          for (const to of ORDER_STATUSES) {
            const expected = expectedAllowed(from, to, by, deliveryType);
            const rule = findTransition({ status: from, deliveryType }, by, to);
            assert.equal(rule !== undefined, expected, `${from} → ${to} by ${by} (${deliveryType})`);
            checked += 1;
            if (expected) allowed += 1;
          }
        }
      }
    }
    assert.equal(checked, 2 * 8 * 4 * 8);
    // 14 lines hold for both kinds of order, 'ready → delivering' only for a delivery, 'ready → completed: cook' only for a pickup.
    assert.equal(allowed, 14 * 2 + 2);
    assert.equal(ORDER_TRANSITIONS.length, EXPECTED_TRANSITIONS.length);
  });

  test('nothing leaves completed or cancelled, nothing is cancelled from ready on, and the customer never cancels an accepted order', () => {
    for (const rule of ORDER_TRANSITIONS) {
      assert.ok(rule.from !== 'completed' && rule.from !== 'cancelled', `${rule.from} is final`);
      if (rule.to === 'cancelled') assert.ok(['awaiting_payment', 'new', 'accepted', 'cooking'].includes(rule.from), `${rule.from} → cancelled`);
      if (rule.by === 'customer' && rule.to === 'cancelled') assert.ok(['awaiting_payment', 'new'].includes(rule.from));
      assert.equal(
        rule.requiresReason ?? false,
        rule.to === 'cancelled' && (rule.by === 'customer' || rule.by === 'cook'),
        `${rule.from} → ${rule.to} by ${rule.by}`,
      );
      assert.equal(rule.label !== undefined, rule.by === 'customer' || rule.by === 'cook', 'people get a button text, the system none');
    }
  });

  test("each side's buttons: what the table allows them, cancellations carrying their side's reasons", () => {
    const buttons = (status: OrderStatus, side: 'customer' | 'cook', deliveryType: 'pickup' | 'delivery' = 'pickup') =>
      actionsFor({ status, deliveryType }, side).map((action) => `${action.status}:${action.label}`);
    assert.deepEqual(buttons('new', 'cook'), ['accepted:Принять заказ', 'cancelled:Отклонить заказ']);
    assert.deepEqual(buttons('new', 'customer'), ['cancelled:Отменить заказ']);
    assert.deepEqual(buttons('accepted', 'customer'), []);
    assert.deepEqual(buttons('ready', 'cook', 'pickup'), ['completed:Заказ выдан']);
    assert.deepEqual(buttons('ready', 'cook', 'delivery'), ['delivering:Передать в доставку']);
    assert.deepEqual(buttons('ready', 'customer', 'delivery'), ['completed:Заказ получен']);
    assert.deepEqual(buttons('awaiting_payment', 'cook'), []);
    assert.deepEqual(buttons('completed', 'customer'), []);

    const [decline] = actionsFor({ status: 'new', deliveryType: 'pickup' }, 'cook').filter((action) => action.status === 'cancelled');
    assert.equal(decline?.requiresReason, true);
    assert.deepEqual(
      decline?.cancelReasons.map((reason) => reason.label),
      ORDER_CANCEL_REASONS.cook.map((reason) => reason.label),
    );
    const [accept] = actionsFor({ status: 'new', deliveryType: 'pickup' }, 'cook');
    assert.deepEqual(accept?.cancelReasons, []);
    assert.equal(accept?.requiresReason, false);
  });
});

describe('order notifications: who is told what', () => {
  const change = (overrides: Partial<OrderChange>): OrderChange => ({
    orderId: 123,
    from: 'new',
    to: 'accepted',
    actorRole: 'cook',
    deliveryType: 'pickup',
    orderCancelReason: null,
    exactlyOrderCancelReason: null,
    paid: false,
    ...overrides,
  });

  test("the cook's moves go to the customer, the customer's to the cook", () => {
    assert.deepEqual(noticesFor(change({})), [{ to: 'customer', text: 'Заказ №123: повар принял заказ', urgent: false }]);
    assert.deepEqual(noticesFor(change({ from: 'ready', to: 'completed', actorRole: 'customer' })), [
      { to: 'cook', text: 'Заказ №123: покупатель подтвердил получение', urgent: false },
    ]);
    assert.deepEqual(noticesFor(change({ from: 'delivering', to: 'completed', deliveryType: 'delivery' })), [
      { to: 'customer', text: 'Заказ №123 доставлен. Спасибо за заказ!', urgent: false },
    ]);
    assert.deepEqual(noticesFor(change({ from: 'cooking', to: 'ready' })), [{ to: 'customer', text: 'Заказ №123 готов, можно забирать', urgent: false }]);
  });

  test('a new order is urgent for the cook; a paid one is confirmed to the customer', () => {
    assert.deepEqual(noticesFor(change({ from: null, to: 'new', actorRole: 'customer' })), [
      { to: 'cook', text: 'Заказ №123: новый заказ. Примите или отклоните его', urgent: true },
    ]);
    assert.deepEqual(
      noticesFor(change({ from: 'awaiting_payment', to: 'new', actorRole: 'system' })).map((notice) => notice.to),
      ['cook', 'customer'],
    );
  });

  test('cancellations: the reason (or the text for «Другое»), the refund when paid (also to a customer who cancelled); an unpaid order the cook never saw is not told to them', () => {
    assert.deepEqual(noticesFor(change({ to: 'cancelled', orderCancelReason: 'no_ingredients', paid: true })), [
      {
        to: 'customer',
        text: 'Заказ №123: повар отклонил заказ. Причина: Нет продуктов. Возврат оформлен. Деньги вернутся в течение 10 рабочих дней.',
        urgent: true,
      },
    ]);
    assert.equal(
      noticesFor(change({ from: 'cooking', to: 'cancelled', orderCancelReason: 'other', exactlyOrderCancelReason: 'Сломалась плита' }))[0]?.text,
      'Заказ №123: повар отменил заказ. Причина: Сломалась плита.',
    );
    assert.deepEqual(noticesFor(change({ to: 'cancelled', actorRole: 'customer', orderCancelReason: 'changed_mind' })), [
      { to: 'cook', text: 'Заказ №123: покупатель отменил заказ', urgent: true },
    ]);
    assert.deepEqual(noticesFor(change({ from: 'awaiting_payment', to: 'cancelled', actorRole: 'customer', orderCancelReason: 'changed_mind' })), []);
    assert.deepEqual(noticesFor(change({ to: 'cancelled', actorRole: 'customer', orderCancelReason: 'changed_mind', paid: true })), [
      { to: 'cook', text: 'Заказ №123: покупатель отменил заказ', urgent: true },
      { to: 'customer', text: 'Заказ №123 отменён. Возврат оформлен. Деньги вернутся в течение 10 рабочих дней.', urgent: false },
    ]);
    assert.deepEqual(noticesFor(change({ from: 'awaiting_payment', to: 'cancelled', actorRole: 'system', orderCancelReason: 'not_paid' })), [
      { to: 'customer', text: 'Заказ №123 отменён: заказ не оплачен', urgent: false },
    ]);
    assert.deepEqual(noticesFor(change({ to: 'cancelled', actorRole: 'system', orderCancelReason: 'not_accepted', paid: true })), [
      { to: 'customer', text: 'Заказ №123 отменён: повар не подтвердил заказ. Возврат оформлен. Деньги вернутся в течение 10 рабочих дней.', urgent: true },
      { to: 'cook', text: 'Заказ №123 отменён: вы не подтвердили его вовремя', urgent: false },
    ]);
  });
});
