// Seeds the editorial content every database needs (site settings, /docs pages, SEO FAQ): written where missing, never over an editor's changes.
import type { SeoPageType } from '@povar/shared-kit/contracts';
import { createContentRepository } from '../../modules/content/content.repository.ts';
import { DEFAULT_FOOTER_SETTINGS } from '../../modules/content/footer-defaults.ts';
import { createSeoRepository } from '../../modules/seo/seo.repository.ts';
import type { Orm } from '../client.ts';
import { SEO_FAQS } from './seo-faqs.ts';
import { TEXT_PAGES } from './text-pages.ts';

export async function seedEditorialContent(orm: Orm): Promise<void> {
  const content = createContentRepository(orm);
  await content.saveFooterSettings(DEFAULT_FOOTER_SETTINGS, { keepExisting: true });
  // Through the repository, so the stored HTML is the sanitised HTML.
  await content.saveTextPages([...TEXT_PAGES], { keepExisting: true });

  const seo = createSeoRepository(orm);
  for (const [pageType, faqs] of Object.entries(SEO_FAQS) as [SeoPageType, (typeof SEO_FAQS)[SeoPageType]][]) {
    if (faqs && !(await seo.hasGeneralFaqs(pageType))) await seo.saveFaqs(pageType, null, [...faqs]);
  }
}
