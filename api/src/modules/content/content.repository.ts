// Reads and writes editorial content: home page blocks of a region, site settings and /docs text pages; HTML and links are checked on the way in.
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FooterSettings, Image, ResponsiveImage } from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import {
  banners,
  compilations,
  cooks,
  dishCategories,
  homeCompilations,
  mainPromoCategories,
  promoCardCompilations,
  promoCards,
  reels,
  siteSettings,
  specialities,
  textPages,
} from '../../db/schema.ts';
import { isSafeLink, sanitizeRichText } from './rich-text.ts';

const FOOTER_KEY = 'footer';

export interface BannerInput {
  mainCityId: number;
  title: string;
  text: string;
  buttonText: string | null;
  link: string | null;
  image: ResponsiveImage;
  sortOrder: number;
}

export interface PromoCardInput {
  title: string;
  text: string;
  promoCode: string | null;
  link: string | null;
  background: string;
  image: Image | null;
}

export interface ReelInput {
  mainCityId: number;
  cookId: number;
  title: string;
  poster: Image;
  videoUrl: string | null;
  sortOrder: number;
}

export interface TextPageInput {
  slug: string;
  title: string;
  description: string;
  html: string;
}

/** A link as stored: refused outright rather than stored and filtered later, so a bad one is found when it is written. */
function checkedLink(link: string | null): string | null {
  if (link !== null && !isSafeLink(link)) throw new Error(`Refusing to store an unsafe link: ${JSON.stringify(link)}`);
  return link;
}

/** A card's background goes into a style attribute: only a hex colour. */
function checkedColour(colour: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(colour)) throw new Error(`Refusing to store a background that is not a #rrggbb colour: ${JSON.stringify(colour)}`);
  return colour;
}

function checkedFooter(footer: FooterSettings): FooterSettings {
  const links = [
    footer.apple_link,
    footer.google_link,
    footer.rustore_link,
    footer.support_messenger_link,
    footer.news_channel_link,
    footer.social_link,
    footer.messaging_app_link,
  ];
  for (const link of [...links, ...footer.legal_documents.map((document) => document.href)]) checkedLink(link);
  return footer;
}

const cookSummaryColumns = {
  cookId: cooks.id,
  cookName: cooks.name,
  cookAvatar: cooks.avatar,
  cookRating: cooks.rating,
};

export function createContentRepository(orm: Orm) {
  return {
    async listBanners(regionId: number) {
      return orm
        .select({ id: banners.id, title: banners.title, text: banners.text, buttonText: banners.buttonText, link: banners.link, image: banners.image })
        .from(banners)
        .where(eq(banners.mainCityId, regionId))
        .orderBy(asc(banners.sortOrder), asc(banners.id));
    },

    async insertBanners(rows: BannerInput[]): Promise<void> {
      if (rows.length === 0) return;
      await orm.insert(banners).values(rows.map((row) => ({ ...row, link: checkedLink(row.link) })));
    },

    /** The main-page compilations (no cook) placed on the region's home page, in their order there. */
    async listHomeCompilations(regionId: number) {
      return orm
        .select({ id: compilations.id, slug: compilations.slug, title: compilations.title })
        .from(homeCompilations)
        .innerJoin(compilations, eq(compilations.id, homeCompilations.compilationId))
        .where(and(eq(homeCompilations.mainCityId, regionId), isNull(compilations.cookId)))
        .orderBy(asc(homeCompilations.sortOrder), asc(compilations.id));
    },

    /** Puts main-page compilations on a region's home page in the given order. */
    async placeHomeCompilations(regionId: number, compilationIds: number[]): Promise<void> {
      if (compilationIds.length === 0) return;
      await orm
        .insert(homeCompilations)
        .values(compilationIds.map((compilationId, position) => ({ mainCityId: regionId, compilationId, sortOrder: position })))
        .onConflictDoNothing();
    },

    /** Creates a main-page compilation (no cook) or refreshes the title and dishes of the one with that slug; answers its id. */
    async saveMainPageCompilation(compilation: { slug: string; title: string; dishIds: number[]; sortOrder: number }): Promise<number> {
      const [row] = await orm
        .insert(compilations)
        .values({ ...compilation, cookId: null })
        .onConflictDoUpdate({ target: compilations.slug, set: { title: compilation.title, dishIds: compilation.dishIds } })
        .returning({ id: compilations.id });
      if (!row) throw new Error(`compilation ${compilation.slug} was not saved`);
      return row.id;
    },

    async findCompilationIdsBySlug(slugs: string[]): Promise<Map<string, number>> {
      if (slugs.length === 0) return new Map();
      const rows = await orm
        .select({ id: compilations.id, slug: compilations.slug })
        .from(compilations)
        .where(and(inArray(compilations.slug, slugs), isNull(compilations.cookId)));
      return new Map(rows.map((row) => [row.slug, row.id]));
    },

    async findMainPromoCategory(regionId: number) {
      const [row] = await orm
        .select({
          categoryId: mainPromoCategories.categoryId,
          categorySlug: dishCategories.slug,
          categoryTitle: dishCategories.title,
          title: mainPromoCategories.title,
          text: mainPromoCategories.text,
          image: mainPromoCategories.image,
        })
        .from(mainPromoCategories)
        .innerJoin(dishCategories, eq(dishCategories.id, mainPromoCategories.categoryId))
        .where(eq(mainPromoCategories.mainCityId, regionId));
      return row;
    },

    async setMainPromoCategory(row: { mainCityId: number; categoryId: number; title: string; text: string; image: ResponsiveImage | null }): Promise<void> {
      await orm
        .insert(mainPromoCategories)
        .values(row)
        .onConflictDoUpdate({
          target: mainPromoCategories.mainCityId,
          set: { categoryId: row.categoryId, title: row.title, text: row.text, image: row.image },
        });
    },

    /** The region's promo card groups with their cards, both in their order. */
    async listPromoCardCompilations(regionId: number) {
      const groups = await orm
        .select({ id: promoCardCompilations.id, title: promoCardCompilations.title })
        .from(promoCardCompilations)
        .where(eq(promoCardCompilations.mainCityId, regionId))
        .orderBy(asc(promoCardCompilations.sortOrder), asc(promoCardCompilations.id));
      if (groups.length === 0) return [];
      const cards = await orm
        .select({
          id: promoCards.id,
          compilationId: promoCards.compilationId,
          title: promoCards.title,
          text: promoCards.text,
          promoCode: promoCards.promoCode,
          link: promoCards.link,
          background: promoCards.background,
          image: promoCards.image,
        })
        .from(promoCards)
        .where(
          inArray(
            promoCards.compilationId,
            groups.map((group) => group.id),
          ),
        )
        .orderBy(asc(promoCards.sortOrder), asc(promoCards.id));
      return groups.map((group) => ({
        ...group,
        cards: cards.filter((card) => card.compilationId === group.id).map(({ compilationId: _compilationId, ...card }) => card),
      }));
    },

    async insertPromoCardCompilation(group: { mainCityId: number; title: string; sortOrder: number; cards: PromoCardInput[] }): Promise<void> {
      // Checked before anything is written, so a refused card leaves no empty group behind.
      const cards = group.cards.map((card, position) => ({
        ...card,
        link: checkedLink(card.link),
        background: checkedColour(card.background),
        sortOrder: position,
      }));
      await orm.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(promoCardCompilations)
          .values({ mainCityId: group.mainCityId, title: group.title, sortOrder: group.sortOrder })
          .returning({ id: promoCardCompilations.id });
        if (!inserted || cards.length === 0) return;
        await tx.insert(promoCards).values(cards.map((card) => ({ ...card, compilationId: inserted.id })));
      });
    },

    /** The region's reels whose cook is active and of the region. */
    async listReels(regionId: number) {
      return orm
        .select({ id: reels.id, title: reels.title, poster: reels.poster, videoUrl: reels.videoUrl, ...cookSummaryColumns })
        .from(reels)
        .innerJoin(cooks, eq(cooks.id, reels.cookId))
        .where(and(eq(reels.mainCityId, regionId), eq(cooks.mainCityId, regionId), eq(cooks.isActive, true)))
        .orderBy(asc(reels.sortOrder), asc(reels.id));
    },

    async insertReels(rows: ReelInput[]): Promise<void> {
      if (rows.length === 0) return;
      await orm.insert(reels).values(rows.map((row) => ({ ...row, videoUrl: checkedLink(row.videoUrl) })));
    },

    /** 'Повар рекомендует' selections of the region's active cooks, best rated cooks first. */
    async listCookCompilations(regionId: number, limit: number) {
      return orm
        .select({
          id: compilations.id,
          title: compilations.title,
          ...cookSummaryColumns,
          specialitySlug: specialities.slug,
          specialityTitle: specialities.title,
        })
        .from(compilations)
        .innerJoin(cooks, eq(cooks.id, compilations.cookId))
        .leftJoin(specialities, eq(specialities.id, cooks.specialityId))
        .where(and(isNotNull(compilations.cookId), eq(cooks.mainCityId, regionId), eq(cooks.isActive, true)))
        .orderBy(desc(cooks.rating), asc(cooks.id), asc(compilations.sortOrder), asc(compilations.id))
        .limit(limit);
    },

    async getFooterSettings(): Promise<FooterSettings | undefined> {
      const [row] = await orm.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, FOOTER_KEY));
      return row?.value;
    },

    /** `keepExisting`: the seed writes the defaults only where nothing was set. */
    async saveFooterSettings(footer: FooterSettings, options: { keepExisting?: boolean } = {}): Promise<void> {
      const value = checkedFooter(footer);
      const insert = orm.insert(siteSettings).values({ key: FOOTER_KEY, value });
      if (options.keepExisting) await insert.onConflictDoNothing();
      else await insert.onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
    },

    async findTextPage(slug: string) {
      const [row] = await orm
        .select({ slug: textPages.slug, title: textPages.title, description: textPages.description, html: textPages.html, updatedAt: textPages.updatedAt })
        .from(textPages)
        .where(eq(textPages.slug, slug));
      return row;
    },

    /** Writes pages with their HTML sanitised; `keepExisting` leaves pages already there as they are (the seed). */
    async saveTextPages(pages: TextPageInput[], options: { keepExisting?: boolean } = {}): Promise<void> {
      if (pages.length === 0) return;
      const insert = orm.insert(textPages).values(pages.map((page) => ({ ...page, html: sanitizeRichText(page.html) })));
      if (options.keepExisting) await insert.onConflictDoNothing();
      else {
        await insert.onConflictDoUpdate({
          target: textPages.slug,
          set: { title: sql`excluded.title`, description: sql`excluded.description`, html: sql`excluded.html`, updatedAt: sql`now()` },
        });
      }
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
