// The tab title a route gets before anything more specific is known: the route table's title with
// '{city}' as the region's name. The document server writes it in the first HTML and the shell
// applies it on every client-side move, so the two never disagree, and no page sets it again.
import type { RouteDef } from './table';

/** The site's name after a page's own title, as the route table writes its titles. */
export const SITE_TITLE_SUFFIX = ' — Повар рядом';

/** A title only the page knows (a document's, a material's) with the site's name after it. */
export const siteTitle = (text: string): string => `${text}${SITE_TITLE_SUFFIX}`;

export const NOT_FOUND_DOCUMENT_TITLE = siteTitle('Страница не найдена');
export const REGION_NOT_SERVED_DOCUMENT_TITLE = siteTitle('Сервис ещё недоступен в данном регионе');

export const routeDocumentTitle = (route: Pick<RouteDef, 'title'>, regionName: string | null): string => route.title.replace('{city}', regionName ?? '');
