// SEO page data: which page an address is, what it is about, its title, description and FAQ.
import type { SeoPageData, SeoPageDataQuery, SeoPageType } from '@povar/shared-kit/contracts';
import { matchRoute, seoPageTypeOf } from '@povar/shared-kit/routes';
import { ApiError } from '../../plugins/errors.ts';
import type { CatalogRepository } from '../catalog/index.ts';
import { sanitizeRichText } from '../content/index.ts';
import type { GeoRepository } from '../geo/index.ts';
import { pageTexts, placeOf, type Place, type Subject } from './seo-texts.ts';
import type { SeoRepository } from './seo.repository.ts';

interface UrlReading {
  pageType?: SeoPageType;
  id?: number;
  slug?: string;
  page?: number;
}

/** The page type and parameters an address shows, through the route table; nothing for an address it does not know. */
function readUrl(url: string): UrlReading {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://localhost').pathname;
  } catch {
    return {};
  }
  const match = matchRoute(pathname) ?? (pathname.length > 1 && pathname.endsWith('/') ? matchRoute(pathname.slice(0, -1)) : null);
  if (!match) return {};
  const { id, slug, page } = match.params;
  return {
    pageType: seoPageTypeOf(match.route.name),
    id: id === undefined ? undefined : Number(id),
    slug,
    page: page === undefined ? undefined : Number(page),
  };
}

/** `{city}` and `{in_city}` in an FAQ entry; `asHtml` escapes them for the HTML answer. */
function fillPlace(text: string, place: Place, asHtml: boolean): string {
  const value = (raw: string) => (asHtml ? raw.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : raw);
  return text.replaceAll('{in_city}', value(place.inCity)).replaceAll('{city}', value(place.name));
}

export function createSeoService(deps: {
  seo: Pick<SeoRepository, 'listFaqs' | 'findMainPageCompilationTitle'>;
  catalog: Pick<CatalogRepository, 'findCategory' | 'findVisibleDish' | 'findCook'>;
  regions: Pick<GeoRepository, 'findMainCityById'>;
}) {
  const { seo, catalog, regions } = deps;

  /** What the page is about; an unknown id or slug is simply not found, and the page type's defaults apply. */
  async function subjectOf(pageType: SeoPageType, id: number | undefined, slug: string | undefined): Promise<Subject> {
    if ((pageType === 'dishes' || pageType === 'cooks') && slug !== undefined) {
      const category = await catalog.findCategory(slug);
      if (category) return { kind: 'category', title: category.title };
      // /menu/{slug} also lists a main-page compilation; /cooks/{slug} only categories.
      const compilation = pageType === 'dishes' ? await seo.findMainPageCompilationTitle(slug) : undefined;
      return compilation ? { kind: 'compilation', title: compilation } : { kind: 'none' };
    }
    if (pageType === 'dish' && id !== undefined) {
      const dish = await catalog.findVisibleDish(id);
      return dish
        ? {
            kind: 'dish',
            dish: {
              name: dish.name,
              weight: dish.weight,
              quantity: dish.quantity,
              quantityUnit: dish.quantityUnit,
              price: dish.price,
              cookName: dish.cookName,
            },
          }
        : { kind: 'none' };
    }
    if ((pageType === 'cook' || pageType === 'cookReview' || pageType === 'cookAbout') && id !== undefined) {
      const cook = await catalog.findCook(id);
      return cook
        ? {
            kind: 'cook',
            cook: {
              name: cook.name,
              speciality: cook.specialityTitle ?? null,
              rating: cook.rating,
              reviewsCount: cook.reviewsCount,
              experienceYears: cook.experienceYears,
              about: cook.about,
            },
          }
        : { kind: 'none' };
    }
    return { kind: 'none' };
  }

  return {
    /**
     * `pageType`, `id` and `slug` win over what the address says. An address that is none of
     * the SEO page types gets the home page's title and description and no FAQ.
     */
    async pageData(query: SeoPageDataQuery): Promise<SeoPageData> {
      const city = await regions.findMainCityById(query.mainCityId);
      if (!city?.isServed) throw new ApiError('region_not_found');
      const place = placeOf(city.name);
      const fromUrl = readUrl(query.url);
      const pageType = query.pageType ?? fromUrl.pageType;
      if (!pageType) return { ...pageTexts('main', place, { kind: 'none' }), faqs: [] };

      const [subject, faqs] = await Promise.all([subjectOf(pageType, query.id ?? fromUrl.id, query.slug ?? fromUrl.slug), seo.listFaqs(pageType, city.id)]);
      return {
        ...pageTexts(pageType, place, subject, fromUrl.page),
        faqs: faqs.map((faq) => ({
          question: fillPlace(faq.question, place, false),
          // Sanitised again on the way out: a row written around the repository still cannot carry a script.
          answer: sanitizeRichText(fillPlace(faq.answer, place, true)),
        })),
      };
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
