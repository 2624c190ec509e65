// One API operation as the browser and the API both know it: its method, its path under /api,
// its operationId (the same as the route's, so a call leads to its handler by a text search),
// who may call it, and the contract schemas of what goes and what comes back.
//
// Schemas are named by their export in the contracts ('cabinetDishResponseSchema'), not held:
// the table is loaded by the browser on every page, which must stay free of zod. The compiler
// checks each name; types come through `import type`; schemasOf(endpoint) (node side) gives the
// schemas themselves.
import type { z } from 'zod';
import type * as contracts from '../schemas';

type Contracts = typeof contracts;
type SchemaExport = keyof Contracts & `${string}Schema`;

/** The export name of every zod schema in the contracts. */
export type SchemaName = { [K in SchemaExport]: Contracts[K] extends z.ZodType ? K : never }[SchemaExport];

/** The schema a name stands for. */
export type SchemaNamed<N> = N extends SchemaName ? Contracts[N] : never;

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an operation, as the route's hooks decide:
 * - 'public': anyone; a signed-in caller's token is read when sent (the cook page, promo codes), never required;
 * - 'guest-session': a signed-in user, or a guest known by the session id the API hands out (basket, guest address);
 * - 'user': a signed-in user (401 without a valid token);
 * - 'cook': a signed-in cook;
 * - 'operator': a signed-in operator;
 * - 'payment-provider': YooKassa's notifications, from its addresses only.
 */
export type EndpointAccess = 'public' | 'guest-session' | 'user' | 'cook' | 'operator' | 'payment-provider';

export interface Endpoint {
  readonly method: EndpointMethod;
  /** The path under /api with Fastify's `:name` placeholders, e.g. '/profiles/favorites/:kind/:id'. */
  readonly path: string;
  readonly operationId: string;
  readonly access: EndpointAccess;
  readonly params?: SchemaName;
  readonly query?: SchemaName;
  /** The JSON body. */
  readonly body?: SchemaName;
  /** The route also (or only) takes a multipart form, sent as FormData. */
  readonly multipart?: true;
  /** The success status when it is not 200 (201 created, 204 no content, or either of several). */
  readonly status?: number | readonly number[];
  /** The success answer: the envelope around its `data`, or the bare bytes of a file. */
  readonly response: SchemaName;
}

/** Declares an operation; its literal method, path, operationId and schema names stay in its type. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}
