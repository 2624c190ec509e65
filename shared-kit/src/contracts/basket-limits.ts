// The basket's numbers and their messages, without zod: the kit's basket controls read them on
// every page, where the contracts' schemas (and zod) must not load (they would weigh on every page's first visit).

/** Pieces of one dish a basket holds at most (counters above 99 are shown as '99+'). */
export const MAX_BASKET_DISH_COUNT = 99;
export const BASKET_DISH_UNAVAILABLE_MESSAGE = 'Блюдо недоступно для заказа';
export const BASKET_COUNT_LIMIT_MESSAGE = `Не больше ${MAX_BASKET_DISH_COUNT} штук одного блюда`;

/** The upsell compilation under a cook's basket (page 1, perPage 6, with the location). */
export const UPSELL_TITLE = 'Добавьте к заказу';
export const UPSELL_PER_PAGE_DEFAULT = 6;
export const UPSELL_PER_PAGE_MAX = 24;
