// The basket's words, in one place for the popup, its views and their tests.
export const BASKET_TITLE = 'Корзина';
export const EMPTY_BASKET_TITLE = 'В корзине пока пусто';
export const EMPTY_BASKET_TEXT = 'Добавьте блюда из меню поваров — заказ у каждого повара оформляется отдельно.';
export const TO_CATALOGUE_TEXT = 'Перейти в каталог';
export const CHECKOUT_TEXT = 'Оформить заказ';
export const CLEAR_TEXT = 'Очистить';
export const CLEAR_CONFIRM_TITLE = 'Очистить корзину?';
export const clearConfirmText = (cookName: string) => `Все блюда повара ${cookName} будут удалены из корзины.`;
export const DISHES_SUM_TEXT = 'Блюда';
export const DELIVERY_TEXT = 'Доставка';
export const TOTAL_TEXT = 'Итого';
export const REMOVE_TEXT = 'Удалить';
export const COOK_BASKETS_LABEL = 'Заказы у поваров';
export const PROMO_AT_CHECKOUT_TEXT = 'Промокод вводится при оформлении заказа';
