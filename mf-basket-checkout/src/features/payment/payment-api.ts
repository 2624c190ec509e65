// The payment and result pages' calls: the order, its latest payment, and paying again.
import { call, endpoints } from '@povar/shared-kit';

export const getOrder = (orderId: number, signal: AbortSignal) => call(endpoints.getOrder, { params: { id: orderId }, signal });

/** The server re-reads the payment from the provider: the page shows the real state even when a notification is late. */
export const getOrderPayment = (orderId: number, signal: AbortSignal) => call(endpoints.getOrderPayment, { params: { id: orderId }, signal });

export const payOrderAgain = (orderId: number) => call(endpoints.payOrderAgain, { params: { id: orderId } });
