// The 'Вопросы и ответы' blocks of SEO pages (seo_faqs); owned by the seo module.
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { mainCities } from './geo.ts';

/**
 * The 'Вопросы и ответы' block under pages, per SEO page type. Rows of a region
 * replace the general ones (main_city_id null) for that region. `{city}` and `{in_city}` in
 * the texts become the region's name; `answer` is stored sanitised.
 */
export const seoFaqs = pgTable(
  'seo_faqs',
  {
    id: serial('id').primaryKey(),
    pageType: text('page_type').notNull(),
    mainCityId: integer('main_city_id').references(() => mainCities.id),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('seo_faqs_page_type').on(table.pageType, table.mainCityId)],
);
