// Every failure the API answers, as the response envelope with the statuses the client knows: thrown errors, unknown routes, bad URLs, shutdown.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failureEnvelope, type ErrorType, type FailureEnvelope } from '@povar/shared-kit/contracts';
import { reportError } from '../ops/error-reporting.ts';

/**
 * The HTTP status of each kind of failure, kept to the statuses the client knows (
 * 400, 401, 404, 429, 500, 503). Someone else's resource answers 404 so its existence does not leak.
 */
const STATUS_OF: Readonly<Record<ErrorType, number>> = {
  validation: 400,
  conflict: 400,
  unauthorized: 401,
  forbidden: 404,
  not_found: 404,
  region_not_found: 404,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  payload_too_large: 413,
  unsupported_media_type: 415,
  uri_too_long: 414,
  headers_too_large: 431,
  request_timeout: 408,
  idempotency_key_reused: 422,
};

/** A failure a service means to report; the error handler turns it into its envelope and status. */
export class ApiError extends Error {
  readonly type: ErrorType;
  readonly errors: string[];

  constructor(type: ErrorType, details: { message?: string; errors?: string[]; cause?: unknown } = {}) {
    const envelope = failureEnvelope(type, details);
    super(envelope.message, { cause: details.cause });
    this.name = 'ApiError';
    this.type = type;
    this.errors = envelope.errors;
  }

  get statusCode(): number {
    return STATUS_OF[this.type];
  }
}

export interface Failure {
  status: number;
  body: FailureEnvelope;
}

export const failure = (type: ErrorType, texts?: { message?: string; errors?: string[] }): Failure => ({
  status: STATUS_OF[type],
  body: failureEnvelope(type, texts),
});

const badRequest = (text: string): Failure => failure('validation', { message: text });

/** Fastify's own request errors, in Russian and 400: the client sent something we cannot read. */
const FRAMEWORK_REQUEST_ERRORS: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Тело запроса не является корректным JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Тело запроса пустое, а заявлен формат JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Размер тела запроса не совпадает с заголовком Content-Length',
  FST_ERR_BAD_URL: 'Некорректный адрес запроса',
  FST_ERR_MAX_PARAM_LENGTH: 'Некорректный адрес запроса',
};

/** Fastify's refusals that HTTP has a status of its own for, so clients and proxies can tell them apart. */
const FRAMEWORK_TRANSPORT_ERRORS: Readonly<Record<string, ErrorType>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
};

/** Client errors raised by Fastify or its plugins, by status; any other 4xx becomes a plain 400. */
const CLIENT_FAILURE_BY_STATUS: Readonly<Record<number, ErrorType>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
};

function failureFor(error: FastifyError | ApiError): Failure {
  if (error instanceof ApiError) return failure(error.type, { message: error.message, errors: error.errors });
  if (error.validation) return failure('validation', { errors: error.validation.map((issue) => issue.message ?? '') });
  const transportType = error.code ? FRAMEWORK_TRANSPORT_ERRORS[error.code] : undefined;
  if (transportType) return failure(transportType);
  const frameworkText = error.code ? FRAMEWORK_REQUEST_ERRORS[error.code] : undefined;
  if (frameworkText) return badRequest(frameworkText);
  const status = error.statusCode ?? 500;
  if (status === 503) return failure('unavailable');
  if (status >= 400 && status < 500) {
    const type = CLIENT_FAILURE_BY_STATUS[status];
    return type ? failure(type) : badRequest('Некорректный запрос');
  }
  return failure('internal');
}

function answer(request: FastifyRequest, reply: FastifyReply, error: FastifyError | ApiError) {
  const { status, body } = failureFor(error);
  // Only unexpected failures are worth a stack in the log; the client never sees one.
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    // The route's pattern, never the URL: its path and query may carry ids and personal data.
    reportError(error, { tags: { route: request.routeOptions.url ?? 'unmatched', method: request.method, status: String(status), request_id: request.id } });
  }
  return reply.code(status).send(body);
}

/** For the server's `frameworkErrors` option: URL errors found before any route or plugin runs. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return answer(request, reply, error);
}

export default fp(
  async function errorsPlugin(app) {
    app.setErrorHandler((error: FastifyError, request, reply) => answer(request, reply, error));

    app.setNotFoundHandler((request, reply) => {
      const { status, body } = failure('not_found');
      return reply.code(status).send(body);
    });

    // While draining for shutdown, new requests get a 503 (Fastify sets Connection: close on them).
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!closing) return;
      const { status, body } = failure('unavailable');
      return reply.code(status).send(body);
    });
    // A request already past onRequest when the drain began is answered in full, but its keep-alive
    // connection would then sit idle until keepAliveTimeout (72 s) and hold server.close() open:
    // the close tells the client to go, so the stop ends once the last answer is out.
    app.addHook('onSend', async (request, reply) => {
      if (closing && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
    });
  },
  { name: 'api-errors' },
);
