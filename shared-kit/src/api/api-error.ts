// The failure of an API call as the client keeps it: status, error, errors list and error type.

/** Shown when an answer explains nothing (no errors, no message). */
export const GENERIC_ERROR_TEXT = 'Что-то пошло не так, попробуйте позже';

export interface ApiErrorDetails {
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  /** The errors array when non-empty, else the message, else a generic text. */
  error: string | string[];
  errors: string[];
  /** The envelope's machine-readable `error` (see ERROR_TYPES), null when absent. */
  errorType: string | null;
}

export class ApiError extends Error implements ApiErrorDetails {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly error: string | string[];
  readonly errors: string[];
  readonly errorType: string | null;

  /** `message` is the internal text ('API error, status: 404.'); people read `userMessage`. */
  constructor(message: string, details: ApiErrorDetails) {
    super(message);
    this.status = details.status;
    this.error = details.error;
    this.errors = details.errors;
    this.errorType = details.errorType;
  }

  /** What to show a person: the errors joined by lines, or the message. */
  get userMessage(): string {
    return Array.isArray(this.error) ? this.error.join('\n') : this.error;
  }

  /** Reads whatever envelope fields an answer has; a body that is not an envelope gives the generic text. */
  static fromAnswer(message: string, status: number, body: unknown): ApiError {
    const envelope = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const errors = Array.isArray(envelope.errors) ? envelope.errors.filter((e): e is string => typeof e === 'string') : [];
    const text = typeof envelope.message === 'string' && envelope.message.trim() !== '' ? envelope.message : null;
    const errorType = typeof envelope.error === 'string' && envelope.error !== '' ? envelope.error : null;
    return new ApiError(message, { status, error: errors.length > 0 ? errors : (text ?? GENERIC_ERROR_TEXT), errors, errorType });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
