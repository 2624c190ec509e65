// The chat's numbers and texts that the kit's every-page code needs (opening a chat, support),
// without zod: contracts/chat.ts holds them next to its schemas, and importing it would load
// zod on every page (bar P1). chat-numbers.test.ts holds these equal to the contract's.
// TODO(lead): a zod-free contracts/chat-limits.ts (like basket-limits.ts) re-exported by chat.ts
// would let this file become a re-export.

/** Spec 9: the cook id whose user answers 'Поддержка сервиса'. */
export const SUPPORT_COOK_ID = 906;
/** Spec 9: opening a chat is debounced this long. */
export const CHAT_OPEN_DEBOUNCE_MS = 300;
/** Spec 8: the toast when creating a chat fails. */
export const CHAT_CREATE_FAILED_TITLE = 'Ошибка';
export const CHAT_CREATE_FAILED_TEXT = 'Что-то пошло не так, попробуйте позже';
