// Cook cards, their specialities and 'О поваре' gallery (cooks, specialities, cook_gallery); read by the cooks module, cooks written by moderation, profiles, reviews and schedule.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, doublePrecision, index, integer, jsonb, numeric, pgTable, serial, text, time, timestamp } from 'drizzle-orm/pg-core';
import type { CookGender, Image } from '@povar/shared-kit/contracts';
import { users } from './accounts.ts';
import { tsvector } from './common.ts';
import { mainCities } from './geo.ts';

/** What a cook specialises in ('Домашняя кухня', 'Выпечка'...): the cooks catalogue's 'Специализация' filter. */
export const specialities = pgTable('specialities', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * Cooks. Every cook card names the account that runs it in `user_id`: one
 * approved from an application its applicant's, a demo card a seeded account. Distance queries go through the
 * GiST index on ll_to_earth(lat, lon), so `earth_distance(ll_to_earth(lat, lon), ...)` and
 * `earth_box(...) @> ll_to_earth(lat, lon)` use it.
 */
export const cooks = pgTable(
  'cooks',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    avatar: jsonb('avatar').$type<Image>(),
    specialityId: integer('speciality_id').references(() => specialities.id),
    experienceYears: integer('experience_years').notNull().default(0),
    address: text('address').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    about: text('about').notNull().default(''),
    mainCityId: integer('main_city_id')
      .notNull()
      .references(() => mainCities.id),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    passportVerified: boolean('passport_verified').notNull().default(false),
    sanitaryVerified: boolean('sanitary_verified').notNull().default(false),
    /** Local time of day the cook starts taking orders. */
    workAvailableAt: time('work_available_at'),
    deliveryCost: integer('delivery_cost').notNull().default(0),
    /** Whether the cook takes payment on receipt (cash or card to the cook) besides online payment. */
    payOnReceipt: boolean('pay_on_receipt').notNull().default(true),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** 'female' or 'male', for the verbs that name the cook ('получила'/'получил'); null: not told, texts avoid the gender. */
    gender: text('gender').$type<CookGender>(),
    /**
     * The account that runs this cook card; at most one card per account, and never none: chats,
     * orders, payouts and notifications reach the cook through it. The account cannot be deleted
     * while it runs a card. Seeded cards have seeded accounts (demo-world/cook-accounts.ts).
     */
    userId: integer('user_id')
      .notNull()
      .unique()
      .references((): AnyPgColumn => users.id, { onDelete: 'restrict' }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): ReturnType<typeof sql> => sql`to_tsvector('russian', ${cooks.name} || ' ' || ${cooks.about})`,
    ),
  },
  (table) => [
    index('cooks_location_gist').using('gist', sql`ll_to_earth(${table.lat}, ${table.lon})`),
    // Active cooks nearest first with the region and one kind of text match checked inside the walk,
    // as dishes_listed_nearest_* do for dishes.
    index('cooks_active_nearest_words')
      .using('gist', sql`ll_to_earth(${table.lat}, ${table.lon})`, table.mainCityId, table.searchVector.op('tsvector_ops(siglen=248)'))
      .where(sql`${table.isActive}`),
    index('cooks_active_nearest_name')
      .using('gist', sql`ll_to_earth(${table.lat}, ${table.lon})`, table.mainCityId, table.name.op('gist_trgm_ops(siglen=128)'))
      .where(sql`${table.isActive}`),
    index('cooks_main_city').on(table.mainCityId, table.isActive),
    index('cooks_search_vector').using('gin', table.searchVector),
    index('cooks_name_trgm').using('gin', table.name.op('gin_trgm_ops')),
    check('cooks_gender_known', sql`${table.gender} in ('female', 'male')`),
  ],
);

/**
 * What a cook shows on their page's 'О поваре' tab: 'Моя кухня' photos (kind
 * 'kitchen') and 'Дипломы и сертификаты' (kind 'certificate'). Public files only, served under
 * /api/files; the documents and kitchen photos of an application stay private in uploaded_files.
 */
export const cookGallery = pgTable(
  'cook_gallery',
  {
    id: serial('id').primaryKey(),
    cookId: integer('cook_id')
      .notNull()
      .references(() => cooks.id, { onDelete: 'cascade' }),
    /** 'kitchen' | 'certificate'. */
    kind: text('kind').notNull(),
    /** A picture's sizes; null for a document (a PDF or DOC certificate). */
    image: jsonb('image').$type<Image>(),
    /** Where the file is: a picture's original, or the document itself. */
    href: text('href').notNull(),
    /** 'jpg' | 'png' | 'webp' | 'pdf' | 'doc' | 'docx'. */
    extension: text('extension').notNull(),
    name: text('name').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cook_gallery_cook').on(table.cookId, table.kind, table.position)],
);
