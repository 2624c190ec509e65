// The operations of api/src/modules/orders/orders.routes.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const ordersEndpoints = {
  listOrders: defineEndpoint({
    method: 'GET',
    path: '/orders',
    operationId: 'listOrders',
    access: 'user',
    query: 'orderListQuerySchema',
    response: 'orderListResponseSchema',
  }),
  listSalesOrders: defineEndpoint({
    method: 'GET',
    path: '/orders/sales',
    operationId: 'listSalesOrders',
    access: 'cook',
    query: 'orderListQuerySchema',
    response: 'orderListResponseSchema',
  }),
  getOrder: defineEndpoint({
    method: 'GET',
    path: '/orders/:id',
    operationId: 'getOrder',
    access: 'user',
    params: 'orderParamsSchema',
    response: 'orderResponseSchema',
  }),
  changeOrderStatus: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/status',
    operationId: 'changeOrderStatus',
    access: 'user',
    params: 'orderParamsSchema',
    body: 'orderStatusChangeRequestSchema',
    response: 'orderResponseSchema',
  }),
} as const;
