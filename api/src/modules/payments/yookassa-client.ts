// The payment port: one HTTP client speaking YooKassa API v3, used for the real service and for
// the built-in fake alike; only the base URL and the shop's credentials differ
// (payments.config.ts). Every POST carries the Idempotence-Key its caller persisted first (S9).
import type { z } from 'zod';
import {
  errorSchema,
  paymentSchema,
  refundSchema,
  type CreatePaymentRequest,
  type CreateRefundRequest,
  type Payment,
  type Refund,
} from './yookassa-protocol.ts';

/** The part of fetch the client uses; tests route it into app.inject. */
export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal }) => Promise<Response>;

export interface YookassaClientConfig {
  /** The v3 base, e.g. https://api.yookassa.ru/v3; a function when it is known only at call time (the fake on this server's own address). */
  baseUrl: string | (() => string);
  shopId: string;
  secretKey: string;
  fetch?: FetchLike;
  /** Past this a call counts as unanswered (its outcome unknown: repeat it with the same key). */
  timeoutMs?: number;
}

/**
 * Why a call failed. 'unavailable': no usable answer (network, timeout, 5xx, 429, bad
 * credentials, a 202 'processing'): the outcome is unknown, so the same request is repeated
 * later with the same key. 'rejected': the provider refused the request (400). 'not_found': 404.
 */
export type YookassaFailure = 'unavailable' | 'rejected' | 'not_found';

export class YookassaError extends Error {
  constructor(
    readonly kind: YookassaFailure,
    message: string,
    readonly details: { status?: number; code?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.name = 'YookassaError';
  }
}

/** The port the payments service talks to. */
export interface YookassaClient {
  createPayment(request: CreatePaymentRequest, idempotenceKey: string): Promise<Payment>;
  getPayment(paymentId: string): Promise<Payment>;
  createRefund(request: CreateRefundRequest, idempotenceKey: string): Promise<Refund>;
  getRefund(refundId: string): Promise<Refund>;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** What one YooKassa v3 API (payments, payouts) needs to be called: where, and whose credentials. */
export interface YookassaCallerConfig {
  /** The v3 base; a function when known only at call time (the fake on this server's own address). */
  baseUrl: string | (() => string);
  /** The Basic auth login: the shop id for payments, the agent id for payouts. */
  login: string;
  secretKey: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}

/** A YooKassa v3 request: its answer checked against `answer`, every failure a YookassaError of the right kind. */
export type YookassaCall = <T>(method: 'GET' | 'POST', path: string, answer: z.ZodType<T>, body?: object, idempotenceKey?: string) => Promise<T>;

/** One HTTP call for every YooKassa client: Basic auth, the Idempotence-Key, the timeout, and the failures sorted. */
export function createYookassaCaller(config: YookassaCallerConfig): YookassaCall {
  const send = config.fetch ?? ((url, init) => fetch(url, init));
  const authorization = `Basic ${Buffer.from(`${config.login}:${config.secretKey}`).toString('base64')}`;
  const baseUrl = () => (typeof config.baseUrl === 'function' ? config.baseUrl() : config.baseUrl).replace(/\/+$/, '');

  return async function call<T>(method: 'GET' | 'POST', path: string, answer: z.ZodType<T>, body?: object, idempotenceKey?: string): Promise<T> {
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (body) headers['content-type'] = 'application/json';
    if (idempotenceKey) headers['idempotence-key'] = idempotenceKey;
    let response: Response;
    let text: string;
    try {
      response = await send(`${baseUrl()}${path}`, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      throw new YookassaError('unavailable', `YooKassa ${method} ${path}: no answer`, { cause: error });
    }
    const json = parseJson(text);
    if (response.status === 200) {
      const parsed = answer.safeParse(json);
      if (parsed.success) return parsed.data;
      throw new YookassaError('unavailable', `YooKassa ${method} ${path}: unexpected answer`, { status: 200, cause: parsed.error });
    }
    const error = errorSchema.safeParse(json);
    const details = { status: response.status, code: error.success ? error.data.code : undefined };
    const description = error.success && error.data.description ? `: ${error.data.description}` : '';
    const message = `YooKassa ${method} ${path} answered ${response.status}${details.code ? ` ${details.code}` : ''}${description}`;
    if (response.status === 400) throw new YookassaError('rejected', message, details);
    if (response.status === 404) throw new YookassaError('not_found', message, details);
    throw new YookassaError('unavailable', message, details);
  };
}

export function createYookassaClient(config: YookassaClientConfig): YookassaClient {
  const call = createYookassaCaller({ ...config, login: config.shopId });

  return {
    createPayment: (request, idempotenceKey) => call('POST', '/payments', paymentSchema, request, idempotenceKey),
    getPayment: (paymentId) => call('GET', `/payments/${encodeURIComponent(paymentId)}`, paymentSchema),
    createRefund: (request, idempotenceKey) => call('POST', '/refunds', refundSchema, request, idempotenceKey),
    getRefund: (refundId) => call('GET', `/refunds/${encodeURIComponent(refundId)}`, refundSchema),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
