// The route table: names, patterns, owners, access rules, layouts and titles.
// It is the only place routes are declared; the shell's activeWhen, every remote's router
// and the document server all read it.

export const REMOTES = ['mf-catalog', 'mf-cook', 'mf-basket-checkout', 'mf-profile', 'mf-cook-cabinet', 'mf-chat'] as const;
export type RemoteName = (typeof REMOTES)[number];

/** Who may open a route: everyone, a signed-in user, a cook, or an operator (our moderation). */
export type RouteAccess = 'public' | 'user' | 'cook' | 'operator';

/**
 * Page layouts. `no-footer` serves the orders, sales and chat pages;
 * `landing` is the for-cooks landing (header hidden, landing footer).
 */
export type RouteLayout = 'default' | 'no-footer' | 'landing';

export interface RouteDef<Name extends string = string> {
  /** The route's name (plain form, e.g. 'MENU'); the region twin is `${name}_REGION`. */
  readonly name: Name;
  /** path-to-regexp pattern of the plain form. */
  readonly pattern: string;
  readonly owner: RemoteName;
  readonly access: RouteAccess;
  /** Has a '/{region}/...' twin (every public catalogue route). */
  readonly regional: boolean;
  readonly layout: RouteLayout;
  /** Russian document title; `{city}` is replaced by the region's name. */
  readonly title: string;
  /**
   * Pages with their own bottom action area, where the mobile tab
   * bar is hidden (checkout, success, download-app, dish management, for-cooks).
   */
  readonly hidesTabBar?: boolean;
  /** Listings that refresh by pull-to-refresh in the web view. */
  readonly pullToRefresh?: boolean;
}

// Checks an entry and keeps its literal name and owner: the names and who owns which route are
// types read from this table (RouteName, RouteNameOf), so a misspelt name fails the type check.
const route = <const Def extends RouteDef>(def: Def): Def => def;

/** Ordered: the first matching entry wins, so literal segments come before parameters. */
// biome-ignore format: a table, one route a line, read down its columns
export const ROUTES = [
  route({ name: 'INDEX', pattern: '/', owner: 'mf-catalog', access: 'public', regional: true, layout: 'default', title: 'Повар рядом — домашняя еда от поваров, {city}' }),
  route({ name: 'MENU', pattern: '/menu', owner: 'mf-catalog', access: 'public', regional: true, layout: 'default', title: 'Каталог блюд — {city}', pullToRefresh: true }),
  route({ name: 'MENU_FILTERS', pattern: '/menu/filter', owner: 'mf-catalog', access: 'public', regional: true, layout: 'default', title: 'Каталог блюд с фильтрами — {city}', pullToRefresh: true }),
  route({ name: 'PRODUCT', pattern: '/menu/detail/:id', owner: 'mf-catalog', access: 'public', regional: true, layout: 'default', title: 'Блюдо — {city}' }),
  route({ name: 'MENU_PAGINATION', pattern: '/menu/page-:page', owner: 'mf-catalog', access: 'public', regional: true, layout: 'default', title: 'Каталог блюд — {city}', pullToRefresh: true }),
  route({ name: 'MENU_CATEGORY_PAGINATION', pattern: '/menu/:slug/page-:page', owner: 'mf-catalog', access: 'public', regional: true, layout: 'default', title: 'Блюда по категории — {city}', pullToRefresh: true }),
  route({ name: 'MENU_CATEGORY', pattern: '/menu/:slug', owner: 'mf-catalog', access: 'public', regional: true, layout: 'default', title: 'Блюда по категории — {city}', pullToRefresh: true }),
  route({ name: 'COOKS', pattern: '/cooks', owner: 'mf-catalog', access: 'public', regional: true, layout: 'default', title: 'Повара — {city}', pullToRefresh: true }),
  route({ name: 'COOKS_FILTERS', pattern: '/cooks/filter', owner: 'mf-catalog', access: 'public', regional: true, layout: 'default', title: 'Повара с фильтрами — {city}', pullToRefresh: true }),
  route({ name: 'COOK_REVIEWS', pattern: '/cooks/detail/:id/reviews', owner: 'mf-cook', access: 'public', regional: true, layout: 'default', title: 'Отзывы о поваре — {city}' }),
  route({ name: 'COOK_ABOUT', pattern: '/cooks/detail/:id/about', owner: 'mf-cook', access: 'public', regional: true, layout: 'default', title: 'О поваре — {city}' }),
  route({ name: 'COOK', pattern: '/cooks/detail/:id', owner: 'mf-cook', access: 'public', regional: true, layout: 'default', title: 'Повар — {city}' }),
  route({ name: 'COOKS_PAGINATION', pattern: '/cooks/page-:page', owner: 'mf-catalog', access: 'public', regional: true, layout: 'default', title: 'Повара — {city}', pullToRefresh: true }),
  route({ name: 'COOKS_CATEGORY_PAGINATION', pattern: '/cooks/:slug/page-:page', owner: 'mf-catalog', access: 'public', regional: true, layout: 'default', title: 'Повара по специализации — {city}', pullToRefresh: true }),
  route({ name: 'COOKS_CATEGORY', pattern: '/cooks/:slug', owner: 'mf-catalog', access: 'public', regional: true, layout: 'default', title: 'Повара по специализации — {city}', pullToRefresh: true }),
  route({ name: 'COOKS_MAP', pattern: '/cooks-map', owner: 'mf-catalog', access: 'public', regional: true, layout: 'default', title: 'Повара на карте — {city}' }),

  route({ name: 'FOR_COOKS', pattern: '/for-cooks', owner: 'mf-catalog', access: 'public', regional: false, layout: 'landing', title: 'Станьте поваром — Повар рядом', hidesTabBar: true }),
  route({ name: 'DOWNLOAD_APP', pattern: '/download-app', owner: 'mf-catalog', access: 'public', regional: false, layout: 'default', title: 'Приложение «Повар рядом»', hidesTabBar: true }),
  route({ name: 'DOCS', pattern: '/docs/*slug', owner: 'mf-catalog', access: 'public', regional: false, layout: 'default', title: 'Документы — Повар рядом' }),
  route({ name: 'PROFILE_MENU', pattern: '/profile/menu', owner: 'mf-profile', access: 'public', regional: false, layout: 'no-footer', title: 'Профиль — Повар рядом' }),

  route({ name: 'ORDERS', pattern: '/orders', owner: 'mf-basket-checkout', access: 'user', regional: false, layout: 'no-footer', title: 'Мои заказы — Повар рядом', pullToRefresh: true }),
  route({ name: 'ORDERS_SALES', pattern: '/orders/sales', owner: 'mf-basket-checkout', access: 'user', regional: false, layout: 'no-footer', title: 'Продажи — Повар рядом', pullToRefresh: true }),
  route({ name: 'ORDER_PAYOUT', pattern: '/orders/:id/payout', owner: 'mf-cook-cabinet', access: 'cook', regional: false, layout: 'no-footer', title: 'Выплата по заказу — Повар рядом' }),
  route({ name: 'ORDER_SUCCESS', pattern: '/order/success/:id', owner: 'mf-basket-checkout', access: 'user', regional: false, layout: 'no-footer', title: 'Заказ оформлен — Повар рядом', hidesTabBar: true }),
  route({ name: 'ORDER_PAYMENT', pattern: '/order/:id/payment', owner: 'mf-basket-checkout', access: 'user', regional: false, layout: 'no-footer', title: 'Оплата заказа — Повар рядом', hidesTabBar: true }),
  route({ name: 'ORDER', pattern: '/order/:id', owner: 'mf-basket-checkout', access: 'user', regional: false, layout: 'no-footer', title: 'Оформление заказа — Повар рядом', hidesTabBar: true }),

  route({ name: 'MODERATION', pattern: '/moderation', owner: 'mf-profile', access: 'operator', regional: false, layout: 'no-footer', title: 'Заявки поваров — Повар рядом' }),
  route({ name: 'PROFILE', pattern: '/profile', owner: 'mf-profile', access: 'user', regional: false, layout: 'no-footer', title: 'Настройки профиля — Повар рядом' }),
  route({ name: 'PROFILE_CHATS', pattern: '/profile/chat', owner: 'mf-chat', access: 'user', regional: false, layout: 'no-footer', title: 'Чаты — Повар рядом' }),
  route({ name: 'PROFILE_ADDRESS', pattern: '/profile/address', owner: 'mf-profile', access: 'user', regional: false, layout: 'no-footer', title: 'Мои адреса — Повар рядом' }),
  route({ name: 'PROFILE_PAYMENT_TYPES', pattern: '/profile/payment-types', owner: 'mf-profile', access: 'user', regional: false, layout: 'no-footer', title: 'Способы оплаты — Повар рядом' }),
  route({ name: 'PROFILE_FAVORITE_COOKS', pattern: '/profile/favorite-cooks', owner: 'mf-profile', access: 'user', regional: false, layout: 'no-footer', title: 'Избранные повара — Повар рядом' }),
  route({ name: 'PROFILE_FAVORITE_DISHES', pattern: '/profile/favorite-dishes', owner: 'mf-profile', access: 'user', regional: false, layout: 'no-footer', title: 'Избранные блюда — Повар рядом' }),
  route({ name: 'PROFILE_USEFUL', pattern: '/profile/useful', owner: 'mf-cook-cabinet', access: 'cook', regional: false, layout: 'no-footer', title: 'Полезные материалы — Повар рядом' }),
  route({ name: 'PROFILE_SCHEDULE', pattern: '/profile/schedule', owner: 'mf-cook-cabinet', access: 'cook', regional: false, layout: 'no-footer', title: 'График работы — Повар рядом' }),
  route({ name: 'PROFILE_COMPILATIONS', pattern: '/profile/compilations', owner: 'mf-cook-cabinet', access: 'cook', regional: false, layout: 'no-footer', title: 'Повар рекомендует — Повар рядом' }),
  route({ name: 'PROFILE_DISHES_CREATE', pattern: '/profile/dishes/create', owner: 'mf-cook-cabinet', access: 'cook', regional: false, layout: 'no-footer', title: 'Новое блюдо — Повар рядом', hidesTabBar: true }),
  route({ name: 'PROFILE_DISHES_EDIT', pattern: '/profile/dishes/edit/:id', owner: 'mf-cook-cabinet', access: 'cook', regional: false, layout: 'no-footer', title: 'Редактирование блюда — Повар рядом', hidesTabBar: true }),
  route({ name: 'PROFILE_DISHES', pattern: '/profile/dishes', owner: 'mf-cook-cabinet', access: 'cook', regional: false, layout: 'no-footer', title: 'Мои блюда — Повар рядом', hidesTabBar: true }),
  route({ name: 'PROFILE_HIDDEN_DISHES', pattern: '/profile/hidden-dishes', owner: 'mf-cook-cabinet', access: 'cook', regional: false, layout: 'no-footer', title: 'Скрытые блюда — Повар рядом', hidesTabBar: true }),
] as const satisfies readonly RouteDef[];

type TableEntry = (typeof ROUTES)[number];

/** A route's name (plain form), one of the table's and no other string. */
export type RouteName = TableEntry['name'];
/** A region twin's name, as matchRoute reports it: 'COOK_REGION'. */
export type RegionRouteName = `${RouteName}_REGION`;
/** An entry of the table, its name known to be one of the table's. */
export type AppRoute = RouteDef<RouteName>;

/** The routes a remote owns. */
export type RouteNameOf<Owner extends RemoteName> = Extract<TableEntry, { readonly owner: Owner }>['name'];

/**
 * A remote's page map: a page for every route it owns and for no other name, so a missing page
 * or a misspelt name fails the type check. (`Page` is the remote's component type: this module
 * stays free of React.)
 */
export type PageMap<Owner extends RemoteName, Page> = { readonly [Name in RouteNameOf<Owner>]: Page };

/**
 * First path segments that name a section of the site, so they can never be read as a
 * region slug ('/docs' is a 404, not the region 'docs').
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set(
  [...ROUTES.map((r) => r.pattern.split('/')[1] ?? ''), 'api', 'mf', 'static', 'remotes.json', 'favicon.ico', 'robots.txt', 'sitemap.xml'].filter(
    (s) => s !== '' && !s.startsWith(':'),
  ),
);

/** A region slug as it may appear in a URL: lower-case latin, digits and dashes. */
export const REGION_SLUG_RE = /^[a-z][a-z0-9-]{0,63}$/;

/** The default region: Tyumen, main city 956 (docs/decisions.md, 'Regions and URLs'). */
export const DEFAULT_REGION_SLUG = 'tyumen';
export const DEFAULT_MAIN_CITY_ID = 956;
