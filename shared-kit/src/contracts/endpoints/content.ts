// The operations of api/src/modules/content/content.routes.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const contentEndpoints = {
  getHomePage: defineEndpoint({
    method: 'GET',
    path: '/index',
    operationId: 'getHomePage',
    access: 'public',
    query: 'contentLocationQuerySchema',
    response: 'homePageResponseSchema',
  }),
  listBanners: defineEndpoint({
    method: 'GET',
    path: '/banners',
    operationId: 'listBanners',
    access: 'public',
    query: 'contentLocationQuerySchema',
    response: 'bannersResponseSchema',
  }),
  listPromoCardCompilations: defineEndpoint({
    method: 'GET',
    path: '/promo-cards-compilations',
    operationId: 'listPromoCardCompilations',
    access: 'public',
    query: 'contentLocationQuerySchema',
    response: 'promoCardCompilationsResponseSchema',
  }),
  getMainPromoCategory: defineEndpoint({
    method: 'GET',
    path: '/main-promo-category',
    operationId: 'getMainPromoCategory',
    access: 'public',
    query: 'contentLocationQuerySchema',
    response: 'mainPromoCategoryResponseSchema',
  }),
  getSiteSettings: defineEndpoint({
    method: 'GET',
    path: '/site-settings',
    operationId: 'getSiteSettings',
    access: 'public',
    response: 'siteSettingsResponseSchema',
  }),
  getTextPageByUrl: defineEndpoint({
    method: 'GET',
    path: '/text-pages/get-by-url',
    operationId: 'getTextPageByUrl',
    access: 'public',
    query: 'textPageQuerySchema',
    response: 'textPageResponseSchema',
  }),
} as const;
