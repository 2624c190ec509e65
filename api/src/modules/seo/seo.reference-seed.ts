// The SEO module's reference seed, which every database gets (production included): the general
// 'Вопросы и ответы' of each page type, written only where a page type has none, so an editor's
// questions are never overwritten.
import type { SeoPageType } from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import { SEO_FAQS } from './seo-faqs.ts';
import { createSeoRepository } from './seo.repository.ts';

export async function seedSeoFaqs(orm: Orm): Promise<void> {
  const seo = createSeoRepository(orm);
  for (const [pageType, faqs] of Object.entries(SEO_FAQS) as [SeoPageType, (typeof SEO_FAQS)[SeoPageType]][]) {
    if (faqs && !(await seo.hasGeneralFaqs(pageType))) await seo.saveFaqs(pageType, null, [...faqs]);
  }
}
