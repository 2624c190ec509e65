// HTTP face of the SEO module: title, description and FAQ of a page (spec 7 'SEO content').
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seoPageDataQuerySchema, seoPageDataResponseSchema, successEnvelope } from '@povar/shared-kit/contracts';
import { FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createCatalogRepository } from '../catalog/catalog.repository.ts';
import { createGeoRepository } from '../geo/geo.repository.ts';
import { createSeoRepository } from './seo.repository.ts';
import { createSeoService } from './seo.service.ts';

const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const seo = createSeoService({
    seo: createSeoRepository(app.db.orm),
    catalog: createCatalogRepository(app.db.orm),
    regions: createGeoRepository(app.db.orm),
  });

  app.get(
    '/page-data',
    {
      schema: {
        operationId: 'getSeoPageData',
        tags: ['seo'],
        summary: "A page's title, description and FAQ, naming the region and the category, dish or cook it shows",
        querystring: seoPageDataQuerySchema,
        response: { 200: seoPageDataResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await seo.pageData(request.query)),
  );
};

export default seoRoutes;
