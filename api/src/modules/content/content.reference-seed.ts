// The content module's reference seed, which every database gets (production included): the site
// settings and the /docs pages, written where missing, never over an editor's changes.
import type { Orm } from '../../db/client.ts';
import { type ContentRepository, createContentRepository } from './content.repository.ts';
import { DEFAULT_FOOTER_SETTINGS } from './footer-defaults.ts';
import { TEXT_PAGES } from './text-pages.ts';

/** The footer's first legal links pointed at files that were never published; the documents are /docs pages now. */
const RETIRED_LEGAL_HREFS: ReadonlyMap<string, string> = new Map([
  ['/legal/privacy-policy.pdf', '/docs/legal/privacy-policy'],
  ['/legal/user-agreement.pdf', '/docs/legal/user-agreement'],
  ['/legal/public-offer.pdf', '/docs/legal/public-offer'],
]);

export async function seedEditorialContent(orm: Orm): Promise<void> {
  const content = createContentRepository(orm);
  // Through the repository, so the stored HTML is the sanitised HTML. Per page: a database seeded earlier gets the pages added since.
  await content.saveTextPages([...TEXT_PAGES], { keepExisting: true });
  await content.saveFooterSettings(DEFAULT_FOOTER_SETTINGS, { keepExisting: true });
  await moveRetiredLegalLinks(content);
}

/** Stored footer settings still linking to a retired .pdf get the /docs page instead; every other value, an editor's links included, stays. */
async function moveRetiredLegalLinks(content: ContentRepository): Promise<void> {
  const footer = await content.getFooterSettings();
  if (!footer?.legal_documents.some((document) => RETIRED_LEGAL_HREFS.has(document.href))) return;
  const legalDocuments = footer.legal_documents.map((document) => ({ ...document, href: RETIRED_LEGAL_HREFS.get(document.href) ?? document.href }));
  await content.saveFooterSettings({ ...footer, legal_documents: legalDocuments });
}
