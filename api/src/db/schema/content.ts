// Main-page and site content (site_settings, text_pages, banners, home_compilations, main_promo_categories, promo_card_compilations, promo_cards, reels); owned by the content module.
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { FooterSettings, Image, ResponsiveImage } from '@povar/shared-kit/contracts';
import { dishCategories } from './catalog.ts';
import { compilations } from './compilations.ts';
import { cooks } from './cooks.ts';
import { mainCities } from './geo.ts';

/** Site-wide settings: one JSON value per key; 'footer' is the only key so far. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<FooterSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Documentation pages, /docs/{slug}. `html` is stored sanitised (content.repository.ts). */
export const textPages = pgTable('text_pages', {
  id: serial('id').primaryKey(),
  /** The path after /docs/: 'faq', 'profile/useful/rules'. */
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  html: text('html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Main-page banners of a region, in `sort_order`. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    mainCityId: integer('main_city_id')
      .notNull()
      .references(() => mainCities.id),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    buttonText: text('button_text'),
    /** A path on this site or an https address; checked on write. */
    link: text('link'),
    image: jsonb('image').$type<ResponsiveImage>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('banners_main_city').on(table.mainCityId, table.sortOrder)],
);

/** Which main-page compilations (compilations with no cook) a region's home page shows, in what order. */
export const homeCompilations = pgTable(
  'home_compilations',
  {
    mainCityId: integer('main_city_id')
      .notNull()
      .references(() => mainCities.id),
    compilationId: integer('compilation_id')
      .notNull()
      .references(() => compilations.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.mainCityId, table.compilationId] })],
);

/** The category a region's home page features ('/api/main-promo-category'), at most one per region. */
export const mainPromoCategories = pgTable('main_promo_categories', {
  mainCityId: integer('main_city_id')
    .primaryKey()
    .references(() => mainCities.id),
  categoryId: integer('category_id')
    .notNull()
    .references(() => dishCategories.id),
  title: text('title').notNull(),
  text: text('text').notNull().default(''),
  image: jsonb('image').$type<ResponsiveImage>(),
});

/** Groups of promo cards on a region's home page. */
export const promoCardCompilations = pgTable(
  'promo_card_compilations',
  {
    id: serial('id').primaryKey(),
    mainCityId: integer('main_city_id')
      .notNull()
      .references(() => mainCities.id),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('promo_card_compilations_main_city').on(table.mainCityId, table.sortOrder)],
);

export const promoCards = pgTable(
  'promo_cards',
  {
    id: serial('id').primaryKey(),
    compilationId: integer('compilation_id')
      .notNull()
      .references(() => promoCardCompilations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    promoCode: text('promo_code'),
    link: text('link'),
    background: text('background').notNull().default('#f3eee6'),
    image: jsonb('image').$type<Image>(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('promo_cards_compilation').on(table.compilationId, table.sortOrder)],
);

/** Main-page short videos about a cook; a null `video_url` is a poster-only entry. */
export const reels = pgTable(
  'reels',
  {
    id: serial('id').primaryKey(),
    mainCityId: integer('main_city_id')
      .notNull()
      .references(() => mainCities.id),
    cookId: integer('cook_id')
      .notNull()
      .references(() => cooks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    poster: jsonb('poster').$type<Image>().notNull(),
    videoUrl: text('video_url'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('reels_main_city').on(table.mainCityId, table.sortOrder)],
);
