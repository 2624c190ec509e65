// One typed call per operation of the endpoint table: what may be sent (params, query, body) and
// what comes back are the types of the schemas the endpoint names; the sending is apiRequest's
// (token renewal, toasts, the envelope's judging, raw, expectStatus, signal).
import type { z } from 'zod';
import type { Endpoint, SchemaName, SchemaNamed } from '../contracts/endpoints/define-endpoint';
import { apiRequest, type ApiRequestOptions } from './api-client';
import type { HttpMethod, QueryParams } from './request-sender';

type Sent<N> = z.input<SchemaNamed<N>>;

/** Matches an input whose every field may be left out. */
type NothingRequired = Record<PropertyKey, never>;

/** Path segments and query values are text: where any text is taken, a number is sent as its digits. */
type TextValue<V> = V extends string ? (string extends V ? string | number : V) : V extends readonly (infer I)[] ? readonly TextValue<I>[] : V;
type AsText<T> = { [K in keyof T]: TextValue<T[K]> };

type ParamsInput<E> = E extends { params: infer N extends SchemaName } ? { params: AsText<Sent<N>> } : { params?: undefined };

type QueryInput<E> = E extends { query: infer N extends SchemaName }
  ? NothingRequired extends Sent<N>
    ? { query?: AsText<Sent<N>> }
    : { query: AsText<Sent<N>> }
  : { query?: undefined };

type BodyInput<E> = E extends { body: infer N extends SchemaName }
  ? E extends { multipart: true }
    ? { body?: Sent<N> | FormData }
    : undefined extends Sent<N>
      ? { body?: Sent<N> }
      : { body: Sent<N> }
  : E extends { multipart: true }
    ? { body: FormData }
    : { body?: undefined };

export interface CallOptions {
  signal?: AbortSignal;
  /** Instead of the endpoint's success status (200 unless the table says otherwise). */
  expectStatus?: number | readonly number[];
}

/** What a call of the endpoint takes: its path params, query and body as their schemas take them. */
export type CallInput<E extends Endpoint> = ParamsInput<E> & QueryInput<E> & BodyInput<E> & CallOptions;

/** The body, query or path params a call of the endpoint sends, e.g. for a feature's function that takes them. */
export type CallBody<E extends Endpoint> = Exclude<CallInput<E>['body'], undefined>;
export type CallQuery<E extends Endpoint> = Exclude<CallInput<E>['query'], undefined>;
export type CallParams<E extends Endpoint> = Exclude<CallInput<E>['params'], undefined>;

/** The whole success answer as its schema gives it (the envelope, or a file's bytes). */
export type CallAnswer<E extends Endpoint> = z.output<SchemaNamed<E['response']>>;

/** What a call resolves with: the envelope's `data` (a file's bytes or a 204's nothing as they are). */
export type CallResult<E extends Endpoint> = CallAnswer<E> extends { data: infer D } ? D : CallAnswer<E>;

type InputArgs<E extends Endpoint, Extra> = NothingRequired extends CallInput<E> ? [input?: CallInput<E> & Extra] : [input: CallInput<E> & Extra];

/** The input as the runtime reads it. */
interface AnyInput extends CallOptions {
  params?: Readonly<Record<string, unknown>>;
  query?: unknown;
  body?: unknown;
  raw?: boolean;
}

/** The path with its `:name` placeholders (and a trailing `*`) filled from params, each value URL-encoded. */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/:(\w+)|\*$/g, (placeholder, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: nothing given for ${placeholder}`);
    // The wildcard is a stored file's key: its slashes stay, each segment is encoded.
    return name === undefined ? String(value).split('/').map(encodeURIComponent).join('/') : encodeURIComponent(String(value));
  });
}

/**
 * The apiRequest arguments of a call: options only when there are any, and only the ones given,
 * so the call is the one a hand-written apiRequest would have made.
 */
export function requestOf(endpoint: Endpoint, input: AnyInput = {}): [HttpMethod, string] | [HttpMethod, string, ApiRequestOptions] {
  const options: ApiRequestOptions = {};
  if (input.query !== undefined) options.query = input.query as QueryParams;
  if (input.body !== undefined) options.body = input.body;
  if (input.signal !== undefined) options.signal = input.signal;
  if (input.raw !== undefined) options.raw = input.raw;
  const expectStatus = input.expectStatus ?? endpoint.status;
  if (expectStatus !== undefined) options.expectStatus = expectStatus;
  const path = fillPath(endpoint.path, input.params);
  return Object.keys(options).length > 0 ? [endpoint.method, path, options] : [endpoint.method, path];
}

/** A call made with the given sender (apiRequest; a test's double). */
export function callWith(send: typeof apiRequest): typeof call {
  return ((endpoint: Endpoint, input?: AnyInput) => {
    const [method, path, options] = requestOf(endpoint, input);
    return options ? send(method, path, options) : send(method, path);
  }) as typeof call;
}

/**
 * Calls an operation of the endpoint table, e.g. `call(cabinetEndpoints.getOwnDish, { params: { id }, signal })`.
 * Resolves and rejects as apiRequest does: the envelope's `data` (the whole answer with `raw`),
 * undefined when the answer had no body or a toast has told of a 503/500/429.
 */
export function call<E extends Endpoint>(endpoint: E, input: CallInput<E> & { raw: true }): Promise<CallAnswer<E> | undefined>;
export function call<E extends Endpoint>(endpoint: E, ...input: InputArgs<E, { raw?: false }>): Promise<CallResult<E> | undefined>;
export function call(endpoint: Endpoint, input?: AnyInput): Promise<unknown> {
  const [method, path, options] = requestOf(endpoint, input);
  return options ? apiRequest(method, path, options) : apiRequest(method, path);
}
