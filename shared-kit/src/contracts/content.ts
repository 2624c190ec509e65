// Content calls: the home page and its blocks, site settings, /docs text pages and SEO page data.
import { z } from 'zod';
import { dishCardSchema, imageSchema } from './catalog';
import { envelopeSchema } from './envelope';
import { integerIdParamSchema } from './params';
import { SEO_PAGE_TYPES } from '../routes/seo-page-types';

/** Coordinates arrive as strings, as the delivery location carries them. */
const coordinateQuery = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,15})?$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/**
 * GET /api/index, /api/banners, /api/promo-cards-compilations, /api/main-promo-category.
 * The region is `cityId`; without it, the served region nearest to `lon`+`lat`; without
 * either, the default region (956). `lon`+`lat` also give dish cards their distance.
 */
export const contentLocationQuerySchema = z
  .object({
    cityId: integerIdParamSchema.optional(),
    lon: coordinateQuery(-180, 180).optional(),
    lat: coordinateQuery(-90, 90).optional(),
  })
  .refine((query) => (query.lon === undefined) === (query.lat === undefined), {
    message: 'Укажите обе координаты: lon и lat',
    path: ['lat'],
  });
export type ContentLocationQuery = z.infer<typeof contentLocationQuerySchema>;

/** One rendition of a wide picture: a screen width (320…1536) in both formats. */
export const imageSourceSchema = z.object({ width: z.number().int(), webp: z.string(), jpg: z.string() });
/** A catalogue Image plus every width it was rendered in, for `srcset` (widths 320…1536). */
export const responsiveImageSchema = imageSchema.extend({ sources: z.array(imageSourceSchema) });
export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;

/** A main-page banner: the picture carries no words, the title and text are real text. */
export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  buttonText: z.string().nullable(),
  /** A path on this site ('/tyumen/menu/supy') or an https address; null: not a link. */
  link: z.string().nullable(),
  image: responsiveImageSchema,
});
export type Banner = z.infer<typeof bannerSchema>;

/** A main-page compilation of dishes (its listing is /{region}/menu/{slug}); only the region's visible dishes of active cooks. */
export const dishCompilationSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  dishes: z.array(dishCardSchema),
});
export type DishCompilation = z.infer<typeof dishCompilationSchema>;

/** The region's featured category (its listing is /{region}/menu/{category.slug}) with its best dishes. */
export const mainPromoCategorySchema = z.object({
  category: z.object({ slug: z.string(), title: z.string() }),
  title: z.string(),
  text: z.string(),
  image: responsiveImageSchema.nullable(),
  dishes: z.array(dishCardSchema),
});
export type MainPromoCategory = z.infer<typeof mainPromoCategorySchema>;

export const promoCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  /** A code to enter at checkout; null for a card that only points somewhere. */
  promoCode: z.string().nullable(),
  link: z.string().nullable(),
  /** CSS colour of the card ('#f6e3d3'). */
  background: z.string(),
  image: imageSchema.nullable(),
});
export type PromoCard = z.infer<typeof promoCardSchema>;

export const promoCardCompilationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cards: z.array(promoCardSchema),
});
export type PromoCardCompilation = z.infer<typeof promoCardCompilationSchema>;

const cookSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: imageSchema.nullable(),
  rating: z.number(),
});

/** A short video about a cook (a reel); `videoUrl` null: a poster only, the card opens the cook's page. */
export const reelSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  poster: imageSchema,
  videoUrl: z.string().nullable(),
  cook: cookSummarySchema,
});
export type Reel = z.infer<typeof reelSchema>;

/** A cook's own 'Повар рекомендует' selection, shown on the home page. */
export const cookCompilationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cook: cookSummarySchema.extend({ speciality: z.object({ slug: z.string(), title: z.string() }).nullable() }),
  dishes: z.array(dishCardSchema),
});
export type CookCompilation = z.infer<typeof cookCompilationSchema>;

/** The kinds of home page block, in no particular order (the answer's order is the page's). */
export const HOME_BLOCK_TYPES = ['banners', 'compilation', 'main-promo-category', 'promo-cards', 'reels', 'cook-compilations'] as const;
export type HomeBlockType = (typeof HOME_BLOCK_TYPES)[number];

/** `id` is stable across answers ('compilation-k-chayu'): a React key and an analytics list name. */
export const homeBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('banners'), id: z.string(), items: z.array(bannerSchema) }),
  z.object({ type: z.literal('compilation'), id: z.string(), compilation: dishCompilationSchema }),
  z.object({ type: z.literal('main-promo-category'), id: z.string(), promo: mainPromoCategorySchema }),
  z.object({ type: z.literal('promo-cards'), id: z.string(), compilation: promoCardCompilationSchema }),
  z.object({ type: z.literal('reels'), id: z.string(), title: z.string(), items: z.array(reelSchema) }),
  z.object({ type: z.literal('cook-compilations'), id: z.string(), title: z.string(), items: z.array(cookCompilationSchema) }),
]);
export type HomeBlock = z.infer<typeof homeBlockSchema>;

/** GET /api/index: everything the home page of a region shows, in the order it shows it; empty blocks are left out. */
export const homePageSchema = z.object({
  region: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  blocks: z.array(homeBlockSchema),
});
export type HomePage = z.infer<typeof homePageSchema>;

export const homePageResponseSchema = envelopeSchema(homePageSchema);
export const bannersResponseSchema = envelopeSchema(z.array(bannerSchema));
export const promoCardCompilationsResponseSchema = envelopeSchema(z.array(promoCardCompilationSchema));
/** null when the region features no category. */
export const mainPromoCategoryResponseSchema = envelopeSchema(mainPromoCategorySchema.nullable());

/** The site settings. The footer's keys keep the established snake_case `apple_link` / `google_link`. */
export const siteSettingsSchema = z.object({
  footer: z.object({
    /** Store pages of the mobile app; null hides that badge. */
    apple_link: z.string().nullable(),
    google_link: z.string().nullable(),
    rustore_link: z.string().nullable(),
    /** The footer's 'О нас' text. */
    about: z.string(),
    support_email: z.string(),
    support_messenger_link: z.string(),
    news_channel_link: z.string(),
    social_link: z.string(),
    messaging_app_link: z.string(),
    /** Privacy policy, user agreement, public offer. */
    legal_documents: z.array(z.object({ title: z.string(), href: z.string() })),
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type FooterSettings = SiteSettings['footer'];
export const siteSettingsResponseSchema = envelopeSchema(siteSettingsSchema);

const DOCS_SEGMENT_RE = /^[a-z0-9][a-z0-9_-]{0,99}$/;

/**
 * A /docs page as the browser shows it ('/docs/profile/useful/rules'), or only the part after
 * '/docs/' ('faq'); a trailing slash is ignored. Read as the slug after '/docs/'.
 */
export const docsSlugQuery = z
  .string()
  .max(300)
  .transform((value) =>
    value
      .replace(/^\/+/, '')
      .replace(/^docs\//, '')
      .replace(/\/+$/, ''),
  )
  .pipe(z.string().refine((slug) => slug.split('/').length <= 5 && slug.split('/').every((segment) => DOCS_SEGMENT_RE.test(segment))));

/** GET /api/text-pages/get-by-url?url= */
export const textPageQuerySchema = z.object({ url: docsSlugQuery });

/** A documentation page; `html` is sanitised (headings, paragraphs, lists, links, emphasis, tables). */
export const textPageSchema = z.object({
  /** '/docs/faq' */
  url: z.string(),
  title: z.string(),
  /** One or two sentences for the page's meta description. */
  description: z.string(),
  html: z.string(),
  updatedAt: z.string(),
});
export type TextPage = z.infer<typeof textPageSchema>;
export const textPageResponseSchema = envelopeSchema(textPageSchema);

/** The SEO page types: the routes that get their own SEO title, description and FAQ. */
export { SEO_PAGE_TYPES, type SeoPageType } from '../routes/seo-page-types';

/**
 * GET /api/seo/page-data. `url` is the page's path (or a whole http(s) address); without
 * `pageType`, `id` and `slug` they are read from it through the route table.
 */
export const seoPageDataQuerySchema = z.object({
  mainCityId: integerIdParamSchema,
  url: z
    .string()
    .max(2000)
    .regex(/^(\/|https?:\/\/)/),
  pageType: z.enum(SEO_PAGE_TYPES).optional(),
  id: integerIdParamSchema.optional(),
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,99}$/)
    .optional(),
});
export type SeoPageDataQuery = z.infer<typeof seoPageDataQuerySchema>;

/** A page's SEO content (title, description, FAQs); `answer` is sanitised HTML. */
export const seoPageDataSchema = z.object({
  title: z.string(),
  description: z.string(),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type SeoPageData = z.infer<typeof seoPageDataSchema>;
export const seoPageDataResponseSchema = envelopeSchema(seoPageDataSchema);

/** GET /api/seo/sitemap?mainCityId=: the addresses of a region's sitemap. */
export const seoSitemapQuerySchema = z.object({ mainCityId: integerIdParamSchema });
export type SeoSitemapQuery = z.infer<typeof seoSitemapQuerySchema>;

/** One address of a sitemap: a path on this site and when what it shows last changed (ISO 8601), when known. */
export const sitemapEntrySchema = z.object({ path: z.string(), lastmod: z.string().nullable() });
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;
/** GET /api/seo/sitemap and /api/seo/sitemap/pages; at most 50,000 addresses (the sitemap protocol's limit). */
export const seoSitemapSchema = z.object({ urls: z.array(sitemapEntrySchema) });
export type SeoSitemap = z.infer<typeof seoSitemapSchema>;
export const seoSitemapResponseSchema = envelopeSchema(seoSitemapSchema);

/** GET /api/seo/cook-page?id=: what a cook page's first HTML needs (its region, reviews count and dishes). */
export const seoCookPageQuerySchema = z.object({ id: integerIdParamSchema });
export const seoCookPageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  reviewsCount: z.number().int(),
  mainCity: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  /** The cook's visible dishes, in the order of the category bar. */
  dishes: z.array(z.object({ id: z.number().int(), name: z.string(), category: z.object({ slug: z.string(), title: z.string() }) })),
});
export type SeoCookPage = z.infer<typeof seoCookPageSchema>;
export const seoCookPageResponseSchema = envelopeSchema(seoCookPageSchema);
