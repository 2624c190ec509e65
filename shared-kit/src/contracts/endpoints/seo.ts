// The operations of api/src/modules/seo/seo.routes.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const seoEndpoints = {
  getSeoPageData: defineEndpoint({
    method: 'GET',
    path: '/seo/page-data',
    operationId: 'getSeoPageData',
    access: 'public',
    query: 'seoPageDataQuerySchema',
    response: 'seoPageDataResponseSchema',
  }),
  getSeoRegionSitemap: defineEndpoint({
    method: 'GET',
    path: '/seo/sitemap',
    operationId: 'getSeoRegionSitemap',
    access: 'public',
    query: 'seoSitemapQuerySchema',
    response: 'seoSitemapResponseSchema',
  }),
  getSeoPagesSitemap: defineEndpoint({
    method: 'GET',
    path: '/seo/sitemap/pages',
    operationId: 'getSeoPagesSitemap',
    access: 'public',
    response: 'seoSitemapResponseSchema',
  }),
  getSeoCookPage: defineEndpoint({
    method: 'GET',
    path: '/seo/cook-page',
    operationId: 'getSeoCookPage',
    access: 'public',
    query: 'seoCookPageQuerySchema',
    response: 'seoCookPageResponseSchema',
  }),
} as const;
