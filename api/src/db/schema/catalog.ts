// Dishes and their taxonomy (dish_categories, taste_preferences, dishes, dish_preferences, dish_facet_counts, dish_images); read by the catalog module, written by the cabinet module.
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Image, ResponsiveImage } from '@povar/shared-kit/contracts';
import { tsvector } from './common.ts';
import { cooks } from './cooks.ts';

/** Dish categories ('Супы', 'Выпечка'...): the menu's 'Категории' filter and the /menu/{slug} routes. */
export const dishCategories = pgTable('dish_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** 'Вкусовые предпочтения' ('Острое', 'Без глютена'...), attached to dishes through dish_preferences. */
export const tastePreferences = pgTable('taste_preferences', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Dishes. Money in kopecks, weight in grams, cooking time in minutes. */
export const dishes = pgTable(
  'dishes',
  {
    id: serial('id').primaryKey(),
    cookId: integer('cook_id')
      .notNull()
      .references(() => cooks.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => dishCategories.id),
    name: text('name').notNull(),
    /** Description and composition, as the cook wrote them. */
    previewText: text('preview_text').notNull().default(''),
    weight: integer('weight').notNull(),
    /** How the weight is shown ('г' or 'кг'); the number is always grams. */
    weightUnit: text('weight_unit').notNull().default('г'),
    quantity: integer('quantity').notNull().default(1),
    quantityUnit: text('quantity_unit').notNull().default('порц.'),
    cookingTime: integer('cooking_time').notNull(),
    price: integer('price').notNull(),
    /** The whole dish, kcal; two digits after the comma as the form takes them. */
    calories: numeric('calories', { precision: 9, scale: 2, mode: 'number' }).notNull().default(0),
    /** The whole dish, grams; two digits after the comma. */
    proteins: numeric('proteins', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    fats: numeric('fats', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    carbohydrates: numeric('carbohydrates', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    otherPreferences: text('other_preferences').notNull().default(''),
    images: jsonb('images').$type<Image[]>().notNull().default([]),
    isHidden: boolean('is_hidden').notNull().default(false),
    /** Place within the cook's category on the cook page (ascending, then id); the cook sets it in the cabinet. */
    sortOrder: integer('sort_order').notNull().default(0),
    /** Portions a day the cook can cook (by the orders' local delivery day); null: no limit. */
    dailyLimit: integer('daily_limit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Name weighs more than the description in search ranking. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): ReturnType<typeof sql> =>
        sql`setweight(to_tsvector('russian', ${dishes.name}), 'A') || setweight(to_tsvector('russian', ${dishes.previewText}), 'B')`,
    ),
    /**
     * Copies of the cook's region, location and activity, kept by triggers (a new dish copies them,
     * a cook's change is passed on to their dishes), so the listing's nearest-first search walks one
     * index of dishes instead of joining every cook. Null only before the trigger has run.
     */
    cookMainCityId: integer('cook_main_city_id'),
    cookLat: doublePrecision('cook_lat'),
    cookLon: doublePrecision('cook_lon'),
    cookIsActive: boolean('cook_is_active').notNull().default(false),
    /** The dish's taste preferences (ids, ascending), copied by a trigger from dish_preferences: the key of its facet counts. */
    preferenceIds: integer('preference_ids').array().notNull().default(sql`'{}'`),
  },
  (table) => [
    // Nearest listed dishes first (KNN on the cook's point), with the region and one kind of text match
    // checked inside the same walk: Russian words in one index, a name close to what was typed in the other.
    // Signatures twice (words) and ten times (trigrams) the default length: with the default ones most
    // entries looked like a match and the walk read row after row to find out they were not.
    index('dishes_listed_nearest_words')
      .using('gist', sql`ll_to_earth(${table.cookLat}, ${table.cookLon})`, table.cookMainCityId, table.searchVector.op('tsvector_ops(siglen=248)'))
      .where(sql`${table.cookIsActive} and not ${table.isHidden}`),
    index('dishes_listed_nearest_name')
      .using('gist', sql`ll_to_earth(${table.cookLat}, ${table.cookLon})`, table.cookMainCityId, table.name.op('gist_trgm_ops(siglen=128)'))
      .where(sql`${table.cookIsActive} and not ${table.isHidden}`),
    index('dishes_cook').on(table.cookId),
    index('dishes_cook_category_order').on(table.cookId, table.categoryId, table.sortOrder),
    check('dishes_daily_limit_range', sql`${table.dailyLimit} is null or ${table.dailyLimit} between 1 and 999`),
    index('dishes_category').on(table.categoryId),
    index('dishes_price').on(table.price),
    index('dishes_search_vector').using('gin', table.searchVector),
    index('dishes_name_trgm').using('gin', table.name.op('gin_trgm_ops')),
  ],
);

export const dishPreferences = pgTable(
  'dish_preferences',
  {
    dishId: integer('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    preferenceId: integer('preference_id')
      .notNull()
      .references(() => tastePreferences.id),
  },
  (table) => [primaryKey({ columns: [table.dishId, table.preferenceId] }), index('dish_preferences_preference').on(table.preferenceId)],
);

/**
 * How many listed dishes (visible, of an active cook) each region has per category, set of taste
 * preferences and price: the listing's totals and filter counts without reading the dishes. Kept
 * exact by triggers on dishes; a group that drops to zero is deleted.
 */
export const dishFacetCounts = pgTable(
  'dish_facet_counts',
  {
    mainCityId: integer('main_city_id').notNull(),
    categoryId: integer('category_id').notNull(),
    /** Ascending ids, as dishes.preference_ids. */
    preferenceIds: integer('preference_ids').array().notNull(),
    /** Kopecks. */
    price: integer('price').notNull(),
    dishes: integer('dishes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.mainCityId, table.categoryId, table.preferenceIds, table.price] })],
);

/**
 * Pictures cooks upload for their dishes: one row per upload, owned by the cook card,
 * so a dish form can only reference its own cook's pictures. `dish_id` is set when a saved dish
 * uses it (`position` its place, 0 the cover) and cleared when the dish drops it or is deleted;
 * rows without a dish older than a day are swept with their files. Pictures the demo seed wrote
 * straight into dishes.images get a row (storage_key null) the first time the cabinet reads the dish.
 */
export const dishImages = pgTable(
  'dish_images',
  {
    id: serial('id').primaryKey(),
    cookId: integer('cook_id')
      .notNull()
      .references(() => cooks.id, { onDelete: 'cascade' }),
    dishId: integer('dish_id').references(() => dishes.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    /** The files' common name under the public files directory ('dishes/{uuid}'); null for pictures not uploaded here. */
    storageKey: text('storage_key').unique(),
    /** Every rendition's address, as dishes.images keeps it. */
    image: jsonb('image').$type<Image & Partial<Pick<ResponsiveImage, 'sources'>>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('dish_images_cook').on(table.cookId, table.createdAt), index('dish_images_dish').on(table.dishId, table.position)],
);
