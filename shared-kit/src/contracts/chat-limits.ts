// The chat's numbers and texts that the kit's every-page code needs (opening a chat, support),
// without zod: chat.ts re-exports them beside its schemas, and importing chat.ts would load zod
// on every page (bar P1).

/** Spec 9: the cook id whose user answers 'Поддержка сервиса' (the seed's support account). */
export const SUPPORT_COOK_ID = 906;
/** Spec 9: opening a chat is debounced this long. */
export const CHAT_OPEN_DEBOUNCE_MS = 300;
/** Spec 8: the toast when creating a chat fails. */
export const CHAT_CREATE_FAILED_TITLE = 'Ошибка';
export const CHAT_CREATE_FAILED_TEXT = 'Что-то пошло не так, попробуйте позже';
