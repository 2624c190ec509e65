// Reads and writes the SEO FAQ entries (answers stored sanitised) and the compilation titles SEO texts name.
import { and, asc, count, eq, isNull, or } from 'drizzle-orm';
import type { SeoPageType } from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import { compilations, seoFaqs } from '../../db/schema.ts';
import { sanitizeRichText } from '../content/index.ts';

export interface FaqInput {
  question: string;
  /** HTML; sanitised before it is stored. */
  answer: string;
}

export function createSeoRepository(orm: Orm) {
  return {
    /** The page type's FAQ for the region: its own entries when it has any, else the general ones. */
    async listFaqs(pageType: SeoPageType, regionId: number) {
      const rows = await orm
        .select({ question: seoFaqs.question, answer: seoFaqs.answer, mainCityId: seoFaqs.mainCityId })
        .from(seoFaqs)
        .where(and(eq(seoFaqs.pageType, pageType), or(eq(seoFaqs.mainCityId, regionId), isNull(seoFaqs.mainCityId))))
        .orderBy(asc(seoFaqs.sortOrder), asc(seoFaqs.id));
      const own = rows.filter((row) => row.mainCityId === regionId);
      return (own.length > 0 ? own : rows).map(({ question, answer }) => ({ question, answer }));
    },

    /** Replaces the FAQ of a page type (for one region, or the general one with `regionId` null). */
    async saveFaqs(pageType: SeoPageType, regionId: number | null, faqs: FaqInput[]): Promise<void> {
      await orm.transaction(async (tx) => {
        await tx.delete(seoFaqs).where(and(eq(seoFaqs.pageType, pageType), regionId === null ? isNull(seoFaqs.mainCityId) : eq(seoFaqs.mainCityId, regionId)));
        if (faqs.length === 0) return;
        await tx.insert(seoFaqs).values(
          faqs.map((faq, position) => ({
            pageType,
            mainCityId: regionId,
            question: faq.question,
            answer: sanitizeRichText(faq.answer),
            sortOrder: position,
          })),
        );
      });
    },

    /** Whether a page type has a general FAQ yet (the seed writes one only where none is). */
    async hasGeneralFaqs(pageType: SeoPageType): Promise<boolean> {
      const [row] = await orm
        .select({ total: count() })
        .from(seoFaqs)
        .where(and(eq(seoFaqs.pageType, pageType), isNull(seoFaqs.mainCityId)));
      return (row?.total ?? 0) > 0;
    },

    /** The title of a main-page compilation (a cook's own selection has no listing page). */
    async findMainPageCompilationTitle(slug: string): Promise<string | undefined> {
      const [row] = await orm
        .select({ title: compilations.title })
        .from(compilations)
        .where(and(eq(compilations.slug, slug), isNull(compilations.cookId)));
      return row?.title;
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
