// The order and its payment as the payment and result pages read them (the customer's own; 404 otherwise).
import { apiRequest, type Order, type PaymentState } from '@povar/shared-kit';

export const orderQuery = (orderId: number) => ({
  queryKey: ['orders', 'detail', orderId],
  queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<Order>('GET', `/orders/${orderId}`, { signal }),
});

export const paymentQuery = (orderId: number) => ({
  queryKey: ['orders', 'payment', orderId],
  // The server re-reads the payment from the provider: the page shows the real state even when a notification is late.
  queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<PaymentState | null>('GET', `/orders/${orderId}/payment`, { signal }),
});

/** The payment's statuses that will still change by themselves. */
export const isPaymentUnderWay = (payment: PaymentState | null | undefined) => payment?.status === 'creating' || payment?.status === 'waiting_for_capture';
