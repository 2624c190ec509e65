// The checkout (docs/decisions.md 'Checkout'): a customer's basket of one cook becomes an order in
// one transaction — the lines and prices read now, the delivery way the cook offers, the promo
// code checked and used once, the slot re-checked under the cook's bookings lock, the order and
// its history written, the dishes out of the basket — and an online order then gets its payment.
// The client's idempotency key makes a retried submit answer the same order, never a second one;
// the key is bound to the body it first came with, so another body under it is refused (422).
import {
  CHECKOUT_MESSAGES,
  ORDER_NOT_AWAITING_PAYMENT_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  PROMO_ALREADY_USED_MESSAGE,
  type CheckoutBody,
  type CheckoutOptions,
  type CheckoutResult,
  type OrderStatus,
  type PaymentState,
} from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ApiError } from '../../plugins/errors.ts';
import { createOrdersRepository, insertOrder, type OrdersService } from '../orders/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import { createPromoService } from '../promo/index.ts';
import { assertSlotBookable, waysOfReceiving } from '../schedule/index.ts';
import { createCheckoutRepository } from './checkout.repository.ts';
import { checkoutBodyHash } from './idempotency.ts';

const refuse = (message: string): never => {
  throw new ApiError('validation', { message, errors: [message] });
};

export interface CheckoutServiceDeps {
  orm: Orm;
  orders: Pick<OrdersService, 'announceOrderCreated'>;
  payments: Pick<PaymentsService, 'startPayment' | 'syncPayment' | 'listSavedMethods'>;
  now: () => Date;
}

export function createCheckoutService({ orm, orders, payments, now }: CheckoutServiceDeps) {
  const reads = createCheckoutRepository(orm);
  const ordersReads = createOrdersRepository(orm);
  const promo = createPromoService(orm);

  /** The payment of an online order: the open one again, or a new one; null when the provider could not be reached (the payment page retries). */
  const paymentFor = async (
    orderId: number,
    customerId: number,
    total: number,
    body: Pick<CheckoutBody, 'savedPaymentMethodId' | 'savePaymentMethod'>,
    origin: string,
  ) => {
    try {
      return await payments.startPayment({
        orderId,
        customerId,
        amountKopecks: total,
        description: `Заказ №${orderId} в «Повар рядом»`,
        returnUrl: `${origin}/order/${orderId}/payment`,
        savePaymentMethod: body.savePaymentMethod,
        ...(body.savedPaymentMethodId ? { savedMethodId: body.savedPaymentMethodId } : {}),
      });
    } catch (error) {
      // The order is kept: its payment page shows the state and offers to pay again.
      if (error instanceof ApiError && error.statusCode < 500) throw error;
      return null;
    }
  };

  const resultOf = async (
    order: { id: number; status: OrderStatus; total: number; paymentType: string },
    customerId: number,
    body: CheckoutBody,
    origin: string,
  ): Promise<CheckoutResult> => ({
    orderId: order.id,
    status: order.status,
    total: order.total,
    payment: order.paymentType === 'online' && order.status === 'awaiting_payment' ? await paymentFor(order.id, customerId, order.total, body, origin) : null,
  });

  /**
   * The order a key already made, answered again when the body is the one it came with; another
   * body under the same key is a different order and is refused (422), nothing made. Orders from
   * before the hash was kept (null) are compared by cook, as then.
   */
  const repeated = async (customerId: number, body: CheckoutBody, origin: string): Promise<CheckoutResult | undefined> => {
    const existing = await ordersReads.findOrderByIdempotencyKey(customerId, body.idempotencyKey);
    if (!existing) return undefined;
    const record = await ordersReads.findOrderRecord(existing.id);
    const sameBody = existing.bodyHash === null ? record?.order.cookId === body.cookId : existing.bodyHash === checkoutBodyHash(body);
    if (!record || !sameBody) {
      throw new ApiError('idempotency_key_reused', { message: CHECKOUT_MESSAGES.keyReused, errors: [CHECKOUT_MESSAGES.keyReused] });
    }
    return resultOf(record.order, customerId, body, origin);
  };

  return {
    async options(customerId: number, cookId: number): Promise<CheckoutOptions> {
      const cook = await reads.findCook(cookId);
      if (!cook || !cook.isActive) throw new ApiError('not_found', { message: CHECKOUT_MESSAGES.cookUnavailable });
      const [ways, preferences, saved, recipient] = await Promise.all([
        waysOfReceiving(cookId, orm),
        reads.listTastePreferences(),
        payments.listSavedMethods(customerId),
        reads.findRecipient(customerId),
      ]);
      return {
        cook: { id: cook.id, name: cook.name, avatar: cook.avatar ?? null, address: cook.address, deliveryCost: cook.deliveryCost, timeZone: cook.timeZone },
        ...ways,
        payOnReceipt: cook.payOnReceipt,
        preferences,
        savedPaymentMethods: saved.items,
        recipient: { name: recipient?.name ?? '', phone: recipient?.phone ?? '' },
      };
    },

    async placeOrder(customerId: number, body: CheckoutBody, origin: string): Promise<CheckoutResult> {
      const again = await repeated(customerId, body, origin);
      if (again) return again;
      let placed: { id: number; status: OrderStatus; total: number; paymentType: string } | undefined;
      try {
        placed = await orm.transaction(async (tx) => {
          const db = createCheckoutRepository(tx);
          await db.lockCustomerCheckouts(customerId);
          // A try of the same key that was under way when this one began has finished by now.
          if (await createOrdersRepository(tx).findOrderByIdempotencyKey(customerId, body.idempotencyKey)) return undefined;
          const cook = await db.findCook(body.cookId);
          if (!cook || !cook.isActive) return refuse(CHECKOUT_MESSAGES.cookUnavailable);
          if (cook.userId === customerId) return refuse(CHECKOUT_MESSAGES.ownDishes);
          const lines = await db.listBasketLines(customerId, body.cookId);
          if (lines.length === 0) return refuse(CHECKOUT_MESSAGES.emptyBasket);
          const ways = await waysOfReceiving(body.cookId, tx);
          if (body.deliveryType === 'delivery' && !ways.delivery) refuse(CHECKOUT_MESSAGES.deliveryUnavailable);
          if (body.deliveryType === 'pickup' && !ways.pickup) refuse(CHECKOUT_MESSAGES.pickupUnavailable);
          if (body.paymentType === 'on_receipt' && !cook.payOnReceipt) refuse(CHECKOUT_MESSAGES.payOnReceiptUnavailable);

          const dishesSum = lines.reduce((sum, line) => sum + line.price * line.count, 0);
          let discount = 0;
          let promoCodeId: number | null = null;
          if (body.promoCode) {
            const check = await promo.checkPromoCode({ code: body.promoCode, customerId, cookId: body.cookId, dishesSum, now: now() }, tx);
            if (!check.ok) return refuse(check.message);
            discount = check.discount;
            promoCodeId = check.promoCodeId;
          }
          const slot = await assertSlotBookable(
            {
              cookId: body.cookId,
              dishIds: lines.map((line) => line.dishId),
              // The basket's counts, for the dishes' daily portion limits.
              portions: new Map(lines.map((line) => [line.dishId, line.count])),
              from: new Date(body.deliverFrom),
              now: now(),
            },
            tx,
          );
          const preferences = await createOrdersRepository(tx).findTastePreferences(body.preferences);
          const orderId = await insertOrder(tx, {
            customerId,
            cookId: body.cookId,
            idempotencyKey: body.idempotencyKey,
            idempotencyBodyHash: checkoutBodyHash(body),
            paymentType: body.paymentType,
            deliveryType: body.deliveryType,
            address: body.deliveryType === 'delivery' && body.address ? body.address : null,
            deliverFrom: slot.start,
            deliverTo: slot.end,
            recipientName: body.recipientName,
            recipientPhone: body.recipientPhone,
            commentForCook: body.commentForCook,
            commentForDelivery: body.deliveryType === 'delivery' ? body.commentForDelivery : '',
            preferences,
            deliveryCost: body.deliveryType === 'delivery' ? cook.deliveryCost : 0,
            discount,
            promoCodeId,
            items: lines,
            now: now(),
          });
          if (promoCodeId !== null) {
            try {
              await promo.recordPromoUse(tx, { promoCodeId, customerId, orderId, now: now() });
            } catch (error) {
              if (isUniqueViolation(error)) refuse(PROMO_ALREADY_USED_MESSAGE);
              throw error;
            }
          }
          await db.removeFromBasket(
            customerId,
            lines.map((line) => line.dishId),
          );
          await db.fillEmptyName(customerId, body.recipientName);
          if (body.deliveryType === 'delivery' && body.address?.id) {
            await db.rememberDelivery(
              customerId,
              body.address.id,
              { ...body.address, recipientName: body.recipientName, recipientPhone: body.recipientPhone },
              now(),
            );
          }
          const record = await createOrdersRepository(tx).findOrderRecord(orderId);
          if (!record) throw new Error(`order ${orderId} was just inserted`);
          return record.order;
        });
      } catch (error) {
        // The same key at the same moment: the other request made the order; answer it.
        if (isUniqueViolation(error)) {
          const winner = await repeated(customerId, body, origin);
          if (winner) return winner;
        }
        throw error;
      }
      if (!placed) return (await repeated(customerId, body, origin))!;
      if (placed.status === 'new') void orders.announceOrderCreated(placed.id);
      return resultOf(placed, customerId, body, origin);
    },

    /** The payment page: the order's payment as the provider says now; 404 for someone else's order. */
    async paymentState(customerId: number, orderId: number): Promise<PaymentState | null> {
      const record = await ordersReads.findOrderRecord(orderId);
      if (!record || record.order.customerId !== customerId) throw new ApiError('not_found', { message: ORDER_NOT_FOUND_MESSAGE });
      return payments.syncPayment(orderId);
    },

    /** 'Оплатить снова': a new payment for an order still awaiting one (the open one again if there is). */
    async payAgain(customerId: number, orderId: number, origin: string): Promise<PaymentState> {
      const record = await ordersReads.findOrderRecord(orderId);
      if (!record || record.order.customerId !== customerId) throw new ApiError('not_found', { message: ORDER_NOT_FOUND_MESSAGE });
      if (record.order.status !== 'awaiting_payment' || record.order.paymentType !== 'online') refuse(ORDER_NOT_AWAITING_PAYMENT_MESSAGE);
      return payments.startPayment({
        orderId,
        customerId,
        amountKopecks: record.order.total,
        description: `Заказ №${orderId} в «Повар рядом»`,
        returnUrl: `${origin}/order/${orderId}/payment`,
      });
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
