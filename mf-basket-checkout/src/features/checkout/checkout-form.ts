// The checkout form's values and rules, and the call they become. The rules are the contract's
// own (the API checks the same), except the phone, which the form holds masked, and the payment
// choice, which is one radio group here and three fields in the call.
import { z } from 'zod';
import {
  checkoutAddressSchema,
  checkoutRequestSchema,
  CHECKOUT_LABELS,
  CHECKOUT_MESSAGES,
  DELIVERY_TYPES,
  type CheckoutRequest,
  type DeliveryType,
} from '@povar/shared-kit/contracts';
import { maskedPhoneField } from '@povar/shared-kit/validation';
import { formatPhone, normalizePhone, readStoredString, writeStoredString, type DeliveryAddress } from '@povar/shared-kit';

/** 'online' pays with a new card, 'on_receipt' to the cook, 'saved-12' with saved card 12. */
export type PaymentChoice = 'online' | 'on_receipt' | `saved-${number}`;

const request = checkoutRequestSchema.shape;
const address = checkoutAddressSchema.shape;

export const checkoutFormSchema = z.object({
  deliveryType: z.enum(DELIVERY_TYPES),
  apartment: address.apartment,
  entrance: address.entrance,
  floor: address.floor,
  intercom: address.intercom,
  addressComment: address.comment,
  commentForDelivery: request.commentForDelivery,
  recipientName: request.recipientName,
  recipientPhone: maskedPhoneField(CHECKOUT_LABELS.recipientPhone),
  commentForCook: request.commentForCook,
  preferences: z.array(z.string()),
  deliverFrom: z.string().min(1, CHECKOUT_MESSAGES.slotRequired),
  payment: z.string().min(1, `Выберите: ${CHECKOUT_LABELS.paymentType.toLowerCase()}`),
  savePaymentMethod: z.boolean(),
});
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutFormValues = z.output<typeof checkoutFormSchema>;

/** Details a saved user address already has (a guest's has none). */
export function addressDetailsOf(place: DeliveryAddress | null) {
  const detail = (key: 'apartment' | 'entrance' | 'floor' | 'intercom' | 'comment') =>
    place && key in place ? (((place as Record<string, unknown>)[key] as string | null) ?? '') : '';
  return {
    apartment: detail('apartment'),
    entrance: detail('entrance'),
    floor: detail('floor'),
    intercom: detail('intercom'),
    addressComment: detail('comment'),
  };
}

/**
 * The recipient last ordered for at a saved address (kept by the checkout), or null: a guest's
 * address and one never ordered to have none, and the account's own name and phone apply.
 */
export function rememberedRecipientOf(place: DeliveryAddress | null): { recipientName: string; recipientPhone: string } | null {
  if (!place || !('recipientName' in place) || !place.recipientName || !place.recipientPhone) return null;
  return { recipientName: place.recipientName, recipientPhone: formatPhone(place.recipientPhone) };
}

/** The saved address's id, whose details and recipient the order keeps for next time; null for a guest's. */
const savedAddressId = (place: DeliveryAddress): number | null => ('id' in place && typeof place.id === 'number' ? place.id : null);

const coordinate = (value: string | number | null | undefined) => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

export interface CheckoutContext {
  cookId: number;
  idempotencyKey: string;
  /** The delivery address in use (delivery orders). */
  place: DeliveryAddress | null;
  /** An applied promo code. */
  promoCode: string | null;
}

export function toCheckoutRequest(values: CheckoutFormValues, context: CheckoutContext): CheckoutRequest {
  const delivery = values.deliveryType === ('delivery' satisfies DeliveryType);
  const saved = /^saved-(\d+)$/.exec(values.payment);
  return {
    cookId: context.cookId,
    idempotencyKey: context.idempotencyKey,
    deliveryType: values.deliveryType,
    address:
      delivery && context.place
        ? {
            id: savedAddressId(context.place),
            address: context.place.address,
            apartment: values.apartment,
            entrance: values.entrance,
            floor: values.floor,
            intercom: values.intercom,
            comment: values.addressComment,
            lat: coordinate(context.place.lat),
            lon: coordinate(context.place.lon),
          }
        : null,
    recipientName: values.recipientName,
    recipientPhone: normalizePhone(values.recipientPhone) ?? values.recipientPhone,
    commentForCook: values.commentForCook,
    commentForDelivery: delivery ? values.commentForDelivery : '',
    preferences: values.preferences,
    promoCode: context.promoCode,
    deliverFrom: values.deliverFrom,
    paymentType: values.payment === 'on_receipt' ? 'on_receipt' : 'online',
    savedPaymentMethodId: saved ? Number(saved[1]) : null,
    savePaymentMethod: values.payment === 'online' && values.savePaymentMethod,
  };
}

/**
 * The order's idempotency key, one per cook's checkout in this tab: made when the form first
 * opens and kept until the order is placed, so a retry after a lost answer or a reload is the
 * same order on the server.
 */
export function checkoutKey(cookId: number): string {
  const name = `checkout-key-${cookId}`;
  const kept = readStoredString(name, 'session');
  if (kept) return kept;
  const made = crypto.randomUUID();
  writeStoredString(name, made, 'session');
  return made;
}

export function forgetCheckoutKey(cookId: number): void {
  writeStoredString(`checkout-key-${cookId}`, null, 'session');
}
