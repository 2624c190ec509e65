// The checkout's calls: what the form offers for a cook, the cook's time slots, a promo code's
// check, and placing the order.
import { call, type CallBody, type CallQuery } from '@povar/shared-kit';
import { checkoutEndpoints } from '@povar/shared-kit/endpoints/checkout';
import { promoEndpoints } from '@povar/shared-kit/endpoints/promo';
import { scheduleEndpoints } from '@povar/shared-kit/endpoints/schedule';

export const getCheckoutOptions = (cookId: number, signal: AbortSignal) => call(checkoutEndpoints.getCheckoutOptions, { params: { cookId }, signal });

export const listCookSlots = (cookId: number, query: CallQuery<typeof scheduleEndpoints.listCookSlots>, signal: AbortSignal) =>
  call(scheduleEndpoints.listCookSlots, { params: { id: cookId }, query, signal });

export const checkPromoCode = (body: CallBody<typeof promoEndpoints.checkPromoCode>) => call(promoEndpoints.checkPromoCode, { body });

export const placeOrder = (body: CallBody<typeof checkoutEndpoints.placeOrder>) => call(checkoutEndpoints.placeOrder, { body });
