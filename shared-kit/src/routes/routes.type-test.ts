// Type tests: what the type check must refuse. Nothing here runs (jest only picks up *.test.ts);
// `tsc -p tsconfig.json` checks this file with the rest of shared-kit/src. Each line marked
// `@ts-expect-error` must be an error: if a change lets it compile (route names widened back to
// `string`, a page map no longer total), the directive itself becomes the error and tsc fails.
import { buildPath, findRoute } from './match';
import type { PageMap, RegionRouteName, RouteName, RouteNameOf } from './table';

type Page = () => null;
const page: Page = () => null;

// Route names are the table's and no other string.
// @ts-expect-error 'NO_SUCH_ROUTE' is not a route of the table
buildPath('NO_SUCH_ROUTE');
// @ts-expect-error a route's name, not its path
buildPath('/menu');
// @ts-expect-error only a route's lookup takes the region twin's name; a path is built from the plain one
buildPath('COOK_REGION', { id: 1 }, 'tyumen');
// @ts-expect-error no such region twin
findRoute('NO_SUCH_ROUTE_REGION');
// @ts-expect-error a plain string is not a route name
export const fromString: RouteName = 'MENU' as string;
export const regionTwin: RegionRouteName = 'COOK_REGION';
export const built: string = buildPath('COOK', { id: 1 }, 'tyumen');

// Who owns a route comes from the table.
export const cookRoutes: RouteNameOf<'mf-cook'>[] = ['COOK', 'COOK_ABOUT', 'COOK_REVIEWS'];
// @ts-expect-error MENU belongs to mf-catalog
export const notACookRoute: RouteNameOf<'mf-cook'> = 'MENU';

// A remote's page map is total over the routes it owns…
export const complete: PageMap<'mf-cook', Page> = { COOK: page, COOK_ABOUT: page, COOK_REVIEWS: page };
// @ts-expect-error COOK_REVIEWS has no page
export const missingPage: PageMap<'mf-cook', Page> = { COOK: page, COOK_ABOUT: page };
// …and names nothing else: neither a misspelt route…
// @ts-expect-error 'COOK_REVEIWS' is misspelt
export const misspelt: PageMap<'mf-cook', Page> = { COOK: page, COOK_ABOUT: page, COOK_REVIEWS: page, COOK_REVEIWS: page };
// …nor another remote's.
// @ts-expect-error PROFILE_CHATS belongs to mf-chat
export const othersRoute: PageMap<'mf-cook', Page> = { COOK: page, COOK_ABOUT: page, COOK_REVIEWS: page, PROFILE_CHATS: page };
