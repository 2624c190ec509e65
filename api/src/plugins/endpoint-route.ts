// A route's method, URL and contract from its entry in the endpoint table
// (shared-kit/src/contracts/endpoints), so each operation is declared once:
//
//   const endpoint = tableRoutes(app, '/profiles/favorites');
//   app.route({
//     ...endpoint(favoritesEndpoints.listFavoriteIds, { tags, summary: '…', response: AUTH_FAILURE_RESPONSES }),
//     preHandler: app.authenticate,
//     handler: async (request) => …,
//   });
//
// The table gives the operationId, params, querystring, JSON body and the success answers; the
// route adds what the table does not hold: tags, summary, description, its failure answers, hooks
// and config. A multipart body stays the route's own (it parses the form itself); any params,
// querystring or body the route passes in `own` wins over the table's (a schema it keeps for itself).
import type { FastifySchema } from 'fastify';
import { schemasOf, type Endpoint, type EndpointSchemas } from '@povar/shared-kit/contracts';

/** What a route writes itself: its documentation, its failure answers and, rarely, a schema of its own. */
export type OwnSchema = Omit<FastifySchema, 'operationId' | 'response'> & { response?: Readonly<Record<number, unknown>> };

type Defined<S> = Exclude<S, undefined>;
/** A part the table gives, left out when the entry has none or the route writes its own. */
type Part<Key extends string, S, Own> = [Defined<S>] extends [never] ? unknown : Key extends keyof Own ? unknown : { [K in Key]: Defined<S> };

type SuccessStatus<E extends Endpoint> = E extends { status: infer S } ? (S extends readonly (infer N)[] ? N : S) : 200;
type SuccessResponses<E extends Endpoint> = { [K in SuccessStatus<E> & number]: EndpointSchemas<E>['response'] };

/** The Fastify schema of a table entry with the route's own parts. */
export type TableRouteSchema<E extends Endpoint, Own extends OwnSchema> = Omit<Own, 'response'> & {
  operationId: E['operationId'];
  response: SuccessResponses<E> & (Own extends { response: infer R } ? R : unknown);
} & Part<'params', EndpointSchemas<E>['params'], Own> &
  Part<'querystring', EndpointSchemas<E>['query'], Own> &
  Part<'body', E extends { multipart: true } ? undefined : EndpointSchemas<E>['body'], Own>;

export interface TableRoute<E extends Endpoint, Own extends OwnSchema> {
  method: E['method'];
  url: string;
  schema: TableRouteSchema<E, Own>;
}

/** The success statuses of an entry: 200 unless it says otherwise. */
const successStatuses = (endpoint: Endpoint): number[] => [endpoint.status ?? 200].flat();

/**
 * The schema pieces of a table entry merged with the route's own: the table's operationId,
 * params, querystring, JSON body and success answers, then the route's tags, summary,
 * failure answers and any schema it keeps for itself.
 */
export function tableSchema<const E extends Endpoint, const Own extends OwnSchema = Record<never, never>>(endpoint: E, own?: Own): TableRouteSchema<E, Own> {
  const { response: ownResponse = {}, ...ownRest } = (own ?? {}) as OwnSchema;
  const schemas = schemasOf(endpoint);
  const success: Record<number, unknown> = {};
  for (const status of successStatuses(endpoint)) {
    // The success answer is the table's; a route writing its own would make two of it.
    if (status in ownResponse) throw new Error(`${endpoint.operationId}: the ${status} answer comes from the endpoint table, not the route`);
    success[status] = schemas.response;
  }
  const fromTable: Record<string, unknown> = { operationId: endpoint.operationId };
  if (schemas.params) fromTable.params = schemas.params;
  if (schemas.query) fromTable.querystring = schemas.query;
  if (schemas.body && !endpoint.multipart) fromTable.body = schemas.body;
  return { ...fromTable, ...ownRest, response: { ...success, ...ownResponse } } as TableRouteSchema<E, Own>;
}

/**
 * The routes of a plugin registered under `prefix` (the one routes.ts gives it, '' for none):
 * each entry's method, its URL relative to the prefix and its schema. A plugin registered under
 * another prefix, or an entry outside it, stops the start.
 */
export function tableRoutes(app: { prefix: string }, prefix: string) {
  if (!app.prefix.endsWith(prefix)) throw new Error(`Routes written for the prefix '${prefix}' are registered under '${app.prefix}'`);
  return function tableRoute<const E extends Endpoint, const Own extends OwnSchema = Record<never, never>>(endpoint: E, own?: Own): TableRoute<E, Own> {
    const { path } = endpoint;
    const url = path.slice(prefix.length);
    if (!path.startsWith(prefix) || !(url === '' || url.startsWith('/'))) {
      throw new Error(`${endpoint.operationId}: ${path} is not under the prefix '${prefix}' its routes are registered with`);
    }
    return { method: endpoint.method, url, schema: tableSchema(endpoint, own) };
  };
}
