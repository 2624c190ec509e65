// The operations of api/src/modules/payments/payments.routes.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const paymentsEndpoints = {
  receiveYookassaNotification: defineEndpoint({
    method: 'POST',
    path: '/payments/yookassa/notifications',
    operationId: 'receiveYookassaNotification',
    access: 'payment-provider',
    body: 'yookassaNotificationSchema',
    response: 'paymentNotificationResponseSchema',
  }),
  listPaymentTypes: defineEndpoint({
    method: 'GET',
    path: '/profiles/payment-types',
    operationId: 'listPaymentTypes',
    access: 'user',
    response: 'savedPaymentMethodListResponseSchema',
  }),
  setDefaultPaymentType: defineEndpoint({
    method: 'POST',
    path: '/profiles/payment-types/:id/default',
    operationId: 'setDefaultPaymentType',
    access: 'user',
    params: 'integerIdParamsSchema',
    response: 'savedPaymentMethodListResponseSchema',
  }),
  deletePaymentType: defineEndpoint({
    method: 'DELETE',
    path: '/profiles/payment-types/:id',
    operationId: 'deletePaymentType',
    access: 'user',
    params: 'integerIdParamsSchema',
    response: 'savedPaymentMethodListResponseSchema',
  }),
} as const;
