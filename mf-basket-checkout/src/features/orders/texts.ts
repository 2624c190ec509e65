// The orders lists' words, in one place for the pages and their tests (the card's are the kit's: shared-kit/src/domain/orders).

export const ORDERS_TITLE = 'Мои заказы';
export const SALES_TITLE = 'Продажи';
export const LOAD_FAILED_TEXT = 'Не удалось загрузить заказы';
export const RETRY_TEXT = 'Повторить';
export const SHOW_MORE_TEXT = 'Показать ещё';
export const LOADING_TEXT = 'Загружаем заказы…';
export const NO_ORDERS_TEXT = 'Вы ещё ничего не заказывали';
export const NO_ORDERS_HINT = 'Выберите блюда у поваров рядом — здесь появятся ваши заказы.';
export const TO_CATALOGUE_TEXT = 'Перейти в каталог';
export const NO_SALES_TEXT = 'Заказов пока нет';
export const NO_SALES_HINT = 'Новые заказы появятся здесь, а ещё придут уведомлением и SMS.';
export const TO_MY_ORDERS_TEXT = 'Перейти к моим заказам';

export const REPEAT_ORDER_TEXT = 'Повторить заказ';
export const REPEATED_TEXT = 'Блюда добавлены в корзину';
export const unavailableDishesText = (names: readonly string[]) => `Больше нельзя заказать: ${names.join(', ')}`;
export const WRITE_TO_COOK_TEXT = 'Написать повару';
export const PAY_TEXT = 'Оплатить';
export const CALL_CUSTOMER_TEXT = 'Позвонить';

export const newOrdersText = (count: number, atLeast: boolean) => `Новых заказов: ${count}${atLeast ? '+' : ''}`;
