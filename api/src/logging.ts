// What the API's logs may say: no phone numbers, names, e-mails, tokens or codes; every request line with its request id.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/** Fastify's logger options: pino's own, with a stream for tests that read the lines. */
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

const MASK = '***';

/**
 * Header, body and object keys whose values are secrets or personal data, wherever a log call
 * puts them (pino's `redact`: one level of wildcard per path). The request serializer below logs
 * no headers and no body at all; these guard log calls that pass such objects themselves.
 */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'token',
  'accessToken',
  'refreshToken',
  'smsCode',
  'password',
  'phone',
  'email',
  'recipientPhone',
  'recipientName',
];
export const REDACTED_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-guest-session"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  // `code` is also an error's SQLSTATE, so only where a request carries the sign-in code.
  'body.code',
  'query.code',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
];

// A phone number: 10–15 digits, as people write them (+7 (912) 345-67-89, 89123456789, 7912…).
const PHONE = /\+?\d[\d\s().-]{8,18}\d/g;
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;

/** A text with phone numbers and e-mail addresses masked. */
export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, `${MASK}@${MASK}`).replace(PHONE, (match) => ((match.match(/\d/g)?.length ?? 0) >= 10 ? MASK : match));
}

/** The URL with its path and the names of its query parameters; their values (a recipient's phone, a code) masked. */
export function maskedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=${MASK}`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/**
 * A database error's text without the values it quotes: drizzle's 'Failed query: … params: a,b'
 * loses its params, PostgreSQL's detail 'Key (phone)=(+7…) already exists' and 'Failing row
 * contains (…)' lose the values in brackets.
 */
function withoutSqlValues(text: string): string {
  return text
    .replace(/\nparams:[\s\S]*$/, `\nparams: ${MASK}`)
    .replace(/=\([\s\S]*\)/, `=(${MASK})`)
    .replace(/contains \([\s\S]*\)/, `contains (${MASK})`);
}

const safeText = (text: string) => maskPersonalData(withoutSqlValues(text));

/** Error fields that name things (a constraint, a column, an SQLSTATE), never values. */
const KEPT_ERROR_FIELDS = ['code', 'statusCode', 'constraint', 'table', 'column', 'schema', 'severity', 'routine', 'validationContext'] as const;

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

/**
 * The error as the log shows it: an allow-list of fields rather than pino's copy of every one, so
 * the `params`/`parameters`/`query`/`detail` that drizzle, pg and PGlite errors carry never reach
 * the log; messages and stacks with their SQL values and personal data masked; causes the same way.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: safeText(String(error)) };
  const record = error as Error & Record<string, unknown>;
  const serialized: SerializedError = { type: error.constructor?.name ?? error.name, message: safeText(error.message) };
  for (const field of KEPT_ERROR_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (typeof record.detail === 'string') serialized.detail = safeText(record.detail);
  if (error.stack) {
    // The stack repeats the message; only its frames are kept after the masked message.
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    serialized.stack = [`${serialized.type}: ${serialized.message}`, ...frames].join('\n');
  }
  if (error.cause !== undefined && depth < 5) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** Keys whose values never leave the process, in any letter case (the log's redaction list, plus query strings). */
const SECRET_KEY_NAMES = new Set([...SECRET_KEYS, 'query_string', 'cookies', 'set-cookie', 'x-guest-session'].map((key) => key.toLowerCase()));

/** A stack frame's place in the code ('node_modules/@scope/pkg/x.js' looks like an e-mail address to the masks). */
const CODE_LOCATION_KEYS = new Set(['filename', 'abs_path', 'module', 'function']);

/**
 * Anything the API sends outside the logs (an error report to Sentry) with the log's rules applied:
 * values under secret keys masked, URLs without query values, texts without SQL values, phone
 * numbers or e-mail addresses. Plain data only (an event is JSON); errors go through serializeError.
 */
export function scrubPersonalData<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return safeText(value.includes('?') ? value.replace(/\S*\?\S*/g, (url) => maskedUrl(url)) : value) as T;
  if (value instanceof Error) return serializeError(value) as T;
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubPersonalData(item, depth + 1)) as T;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY_NAMES.has(key.toLowerCase()) || /token|password/i.test(key) ? MASK : CODE_LOCATION_KEYS.has(key) ? item : scrubPersonalData(item, depth + 1),
    ]),
  ) as T;
}

/** The request as a log line shows it: method, path with masked query, and no headers, address or body. */
export function serializeRequest(request: { method?: string; url?: string; id?: string }) {
  return { method: request.method, url: maskedUrl(request.url ?? '') };
}

/** The API's logger options over the caller's (level, stream): redaction and the serializers above. */
export function apiLoggerOptions(options: LoggerOptions = {}): LoggerOptions {
  const own = options as Record<string, unknown>;
  return {
    ...options,
    redact: { paths: [...REDACTED_PATHS], censor: MASK },
    serializers: {
      ...(own.serializers as object | undefined),
      req: serializeRequest,
      err: serializeError,
      error: serializeError,
    },
  } as LoggerOptions;
}

/** An id a client or the web server may hand us: short, printable, nothing to inject into a log line. */
const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/** The request id: the web server's X-Request-Id when it is well formed, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** For the Fastify constructor: the request id from requestIdOf, logged as `reqId` (Fastify's own label) on every request's lines. */
export const requestIdOptions = {
  // Fastify would take any header value as is; requestIdOf checks its shape first.
  requestIdHeader: false,
  genReqId: requestIdOf,
} satisfies Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId'>;
