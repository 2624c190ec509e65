// The operations of api/src/modules/promo/promo.routes.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const promoEndpoints = {
  checkPromoCode: defineEndpoint({
    method: 'POST',
    path: '/orders/promo-check',
    operationId: 'checkPromoCode',
    access: 'user',
    body: 'promoCheckRequestSchema',
    response: 'promoCheckResponseSchema',
  }),
  listActivePromoCodes: defineEndpoint({
    method: 'GET',
    path: '/orders/promo-codes',
    operationId: 'listActivePromoCodes',
    access: 'public',
    query: 'activePromoCodesQuerySchema',
    response: 'activePromoCodeListResponseSchema',
  }),
} as const;
