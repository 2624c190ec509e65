// The checkout's calls: what the form offers for a cook, the cook's time slots, a promo code's
// check, and placing the order.
import { call, endpoints, type CallBody, type CallQuery } from '@povar/shared-kit';

export const getCheckoutOptions = (cookId: number, signal: AbortSignal) => call(endpoints.getCheckoutOptions, { params: { cookId }, signal });

export const listCookSlots = (cookId: number, query: CallQuery<typeof endpoints.listCookSlots>, signal: AbortSignal) =>
  call(endpoints.listCookSlots, { params: { id: cookId }, query, signal });

export const checkPromoCode = (body: CallBody<typeof endpoints.checkPromoCode>) => call(endpoints.checkPromoCode, { body });

export const placeOrder = (body: CallBody<typeof endpoints.placeOrder>) => call(endpoints.placeOrder, { body });
