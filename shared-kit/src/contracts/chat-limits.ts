// The chat's numbers and texts that the kit's every-page code needs (opening a chat, support),
// without zod: chat.ts re-exports them beside its schemas, and importing chat.ts would load zod
// on every page, against the first visit's JavaScript budget.

/** The cook id whose user answers 'Поддержка сервиса' (the seed's support account). */
export const SUPPORT_COOK_ID = 906;
/** Opening a chat is debounced this long. */
export const CHAT_OPEN_DEBOUNCE_MS = 300;
/** The toast when creating a chat fails. */
export const CHAT_CREATE_FAILED_TITLE = 'Ошибка';
export const CHAT_CREATE_FAILED_TEXT = 'Что-то пошло не так, попробуйте позже';

/** What a customer may report about an order to support ('Проблема с заказом'); 'other' needs the text. */
export const ORDER_PROBLEM_TOPICS = [
  { code: 'late', label: 'Заказ опаздывает' },
  { code: 'missing', label: 'Привезли не всё или не то' },
  { code: 'quality', label: 'Качество блюд' },
  { code: 'payment', label: 'Оплата и возврат денег' },
  { code: 'no_contact', label: 'Повар не выходит на связь' },
  { code: 'other', label: 'Другое' },
] as const;
export type OrderProblemTopic = (typeof ORDER_PROBLEM_TOPICS)[number]['code'];
export const ORDER_PROBLEM_QUESTION_MAX_LENGTH = 1000;
/** How soon support answers a problem with an order, as the form and the toast promise it. */
export const SUPPORT_ANSWER_MINUTES = 30;
export const SUPPORT_ANSWER_TEXT = `Оператор ответит в чате поддержки в течение ${SUPPORT_ANSWER_MINUTES} минут`;
export const ORDER_PROBLEM_MESSAGES = {
  topicRequired: 'Выберите, что случилось',
  questionRequired: 'Опишите, что случилось',
  questionTooLong: `Не больше ${ORDER_PROBLEM_QUESTION_MAX_LENGTH} символов`,
} as const;
