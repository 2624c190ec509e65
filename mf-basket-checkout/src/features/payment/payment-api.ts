// The payment and result pages' calls: the order, its latest payment, and paying again.
import { call } from '@povar/shared-kit';
import { checkoutEndpoints } from '@povar/shared-kit/endpoints/checkout';
import { ordersEndpoints } from '@povar/shared-kit/endpoints/orders';

export const getOrder = (orderId: number, signal: AbortSignal) => call(ordersEndpoints.getOrder, { params: { id: orderId }, signal });

/** The server re-reads the payment from the provider: the page shows the real state even when a notification is late. */
export const getOrderPayment = (orderId: number, signal: AbortSignal) => call(checkoutEndpoints.getOrderPayment, { params: { id: orderId }, signal });

export const payOrderAgain = (orderId: number) => call(checkoutEndpoints.payOrderAgain, { params: { id: orderId } });
