// The basket's calls (a user's, or a guest's by the session id) and the repeat of an order.
import { call, type CallBody } from '../api/call';
import { endpoints } from '../contracts/endpoints';

export const getBasket = () => call(endpoints.getBasket);

/** Signing in: this browser's guest basket joins the user's. */
export const mergeGuestBasket = () => call(endpoints.mergeGuestBasket);

export const setBasketCount = (body: CallBody<typeof endpoints.setBasketCount>) => call(endpoints.setBasketCount, { body });

export const clearCookBasket = (body: CallBody<typeof endpoints.clearCookBasket>) => call(endpoints.clearCookBasket, { body });

export const removeBasketDish = (body: CallBody<typeof endpoints.removeBasketDish>) => call(endpoints.removeBasketDish, { body });

export const repeatOrder = (orderId: number) => call(endpoints.repeatOrder, { params: { id: orderId } });
