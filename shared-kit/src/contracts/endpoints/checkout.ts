// The operations of api/src/modules/checkout/checkout.routes.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const checkoutEndpoints = {
  getCheckoutOptions: defineEndpoint({
    method: 'GET',
    path: '/checkout/:cookId',
    operationId: 'getCheckoutOptions',
    access: 'user',
    params: 'checkoutParamsSchema',
    response: 'checkoutOptionsResponseSchema',
  }),
  placeOrder: defineEndpoint({
    method: 'POST',
    path: '/checkout',
    operationId: 'placeOrder',
    access: 'user',
    body: 'checkoutRequestSchema',
    response: 'checkoutResultResponseSchema',
  }),
  getOrderPayment: defineEndpoint({
    method: 'GET',
    path: '/orders/:id/payment',
    operationId: 'getOrderPayment',
    access: 'user',
    params: 'orderParamsSchema',
    response: 'orderPaymentResponseSchema',
  }),
  payOrderAgain: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/payment',
    operationId: 'payOrderAgain',
    access: 'user',
    params: 'orderParamsSchema',
    response: 'newPaymentResponseSchema',
  }),
} as const;
