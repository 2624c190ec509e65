// The order and its payment as the payment and result pages read them (the customer's own; 404 otherwise).
import type { PaymentState } from '@povar/shared-kit';
import { getOrder, getOrderPayment } from './payment-api';

export const orderQuery = (orderId: number) => ({
  queryKey: ['orders', 'detail', orderId],
  queryFn: ({ signal }: { signal: AbortSignal }) => getOrder(orderId, signal),
});

export const paymentQuery = (orderId: number) => ({
  queryKey: ['orders', 'payment', orderId],
  queryFn: ({ signal }: { signal: AbortSignal }) => getOrderPayment(orderId, signal),
});

/** The payment's statuses that will still change by themselves. */
export const isPaymentUnderWay = (payment: PaymentState | null | undefined) => payment?.status === 'creating' || payment?.status === 'waiting_for_capture';
