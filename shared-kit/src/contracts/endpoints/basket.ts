// The operations of api/src/modules/basket/basket.routes.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const basketEndpoints = {
  getBasket: defineEndpoint({
    method: 'GET',
    path: '/basket',
    operationId: 'getBasket',
    access: 'guest-session',
    response: 'basketResponseSchema',
  }),
  setBasketCount: defineEndpoint({
    method: 'POST',
    path: '/basket/set-count',
    operationId: 'setBasketCount',
    access: 'guest-session',
    body: 'basketSetCountRequestSchema',
    response: 'basketResponseSchema',
  }),
  clearCookBasket: defineEndpoint({
    method: 'POST',
    path: '/basket/clear',
    operationId: 'clearCookBasket',
    access: 'guest-session',
    body: 'basketClearRequestSchema',
    response: 'basketResponseSchema',
  }),
  removeBasketDish: defineEndpoint({
    method: 'POST',
    path: '/basket/remove',
    operationId: 'removeBasketDish',
    access: 'guest-session',
    body: 'basketRemoveRequestSchema',
    response: 'basketResponseSchema',
  }),
  mergeGuestBasket: defineEndpoint({
    method: 'POST',
    path: '/basket/merge-guest',
    operationId: 'mergeGuestBasket',
    access: 'user',
    response: 'mergeGuestBasketResponseSchema',
  }),
  getUpsell: defineEndpoint({
    method: 'GET',
    path: '/upsell',
    operationId: 'getUpsell',
    access: 'guest-session',
    query: 'upsellQuerySchema',
    response: 'upsellResponseSchema',
  }),
  repeatOrder: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/repeat',
    operationId: 'repeatOrder',
    access: 'user',
    params: 'orderParamsSchema',
    response: 'repeatOrderResponseSchema',
  }),
} as const;
