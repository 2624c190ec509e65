// The tab title a route gets before anything more specific is known: the route table's title with
// '{city}' as the region's name. The document server writes it in the first HTML and the shell
// applies it on every client-side move, so the two never disagree.
import type { RouteDef } from './table';

export const NOT_FOUND_DOCUMENT_TITLE = 'Страница не найдена — Повар рядом';
export const REGION_NOT_SERVED_DOCUMENT_TITLE = 'Сервис ещё недоступен в данном регионе — Повар рядом';

export const routeDocumentTitle = (route: Pick<RouteDef, 'title'>, regionName: string | null): string => route.title.replace('{city}', regionName ?? '');
