// The response envelope every API answer carries, success or failure.
import { z } from 'zod';

/** Machine-readable error kinds put in `error`; people read `message` and `errors`. */
export const ERROR_TYPES = [
  'validation',
  'not_found',
  'unauthorized',
  'forbidden',
  'conflict',
  'rate_limited',
  'region_not_found',
  'internal',
  'unavailable',
  // Refused by the transport before any route reads the request (docs/decisions.md, 'Hostile input').
  'payload_too_large',
  'unsupported_media_type',
  'uri_too_long',
  'headers_too_large',
  'request_timeout',
  // A retry key already used with another request body (the checkout's idempotencyKey): 422.
  'idempotency_key_reused',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export const envelopeSchema = <T extends z.ZodTypeAny>(data: T) =>
  z.object({
    success: z.boolean(),
    data,
    errors: z.array(z.string()),
    message: z.string(),
    error: z.string().nullable(),
  });

export const errorEnvelopeSchema = envelopeSchema(z.null());

export interface Envelope<T> {
  success: boolean;
  data: T;
  errors: string[];
  message: string;
  error: string | null;
}

/** The envelope of every failed answer: no data, a machine type, texts for people. */
export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  data: z.null(),
  errors: z.array(z.string()),
  message: z.string(),
  error: z.enum(ERROR_TYPES),
});
export type FailureEnvelope = z.infer<typeof failureEnvelopeSchema>;

/**
 * The Russian summary for each kind of failure. The 429/500/503 texts are the browser's own toasts,
 * so the server's `message` and the browser's toast say the same thing.
 */
export const ERROR_MESSAGES: Readonly<Record<ErrorType, string>> = {
  validation: 'Проверьте правильность заполнения полей',
  not_found: 'Страница не найдена',
  unauthorized: 'Необходимо войти в аккаунт',
  forbidden: 'Недостаточно прав для этого действия',
  conflict: 'Данные изменились. Обновите страницу и попробуйте снова',
  rate_limited: 'Что-то пошло не так. Попробуйте позже',
  region_not_found: 'Сервис ещё недоступен в данном регионе :(',
  internal: 'Внутренняя ошибка. Попробуйте позже',
  unavailable: 'Сервис временно не доступен. Попробуйте позже',
  payload_too_large: 'Слишком большой запрос',
  unsupported_media_type: 'Неподдерживаемый формат тела запроса',
  uri_too_long: 'Слишком длинный адрес запроса',
  headers_too_large: 'Слишком большие заголовки запроса',
  request_timeout: 'Запрос передавался слишком долго. Попробуйте ещё раз',
  idempotency_key_reused: 'Этот ключ повтора уже использован для другого заказа',
};

export const successEnvelope = <T>(data: T): Envelope<T> => ({
  success: true,
  data,
  errors: [],
  message: '',
  error: null,
});

/** A failed answer; without per-field texts, `errors` repeats the summary so people always get a text. */
export const failureEnvelope = (error: ErrorType, texts: { message?: string; errors?: string[] } = {}): FailureEnvelope => {
  const message = texts.message ?? ERROR_MESSAGES[error];
  const errors = texts.errors && texts.errors.length > 0 ? texts.errors : [message];
  return { success: false, data: null, errors, message, error };
};
