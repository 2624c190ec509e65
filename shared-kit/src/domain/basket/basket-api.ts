// The basket's calls (a user's, or a guest's by the session id) and the repeat of an order.
import { call, type CallBody } from '../../api/call';
import { basketEndpoints } from '../../contracts/endpoints/basket';

export const getBasket = () => call(basketEndpoints.getBasket);

/** Signing in: this browser's guest basket joins the user's. */
export const mergeGuestBasket = () => call(basketEndpoints.mergeGuestBasket);

export const setBasketCount = (body: CallBody<typeof basketEndpoints.setBasketCount>) => call(basketEndpoints.setBasketCount, { body });

export const clearCookBasket = (body: CallBody<typeof basketEndpoints.clearCookBasket>) => call(basketEndpoints.clearCookBasket, { body });

export const removeBasketDish = (body: CallBody<typeof basketEndpoints.removeBasketDish>) => call(basketEndpoints.removeBasketDish, { body });

export const repeatOrder = (orderId: number) => call(basketEndpoints.repeatOrder, { params: { id: orderId } });
