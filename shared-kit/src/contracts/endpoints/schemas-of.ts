// The zod schemas an endpoint names, for code that validates (the API, its tests). Browser code
// never imports this: it would bring every contract and zod with it.
import type { z } from 'zod';
import * as contracts from '../schemas';
import type { Endpoint, SchemaName, SchemaNamed } from './define-endpoint';

export interface EndpointSchemas<E extends Endpoint> {
  params: SchemaNamed<E['params']> | undefined;
  query: SchemaNamed<E['query']> | undefined;
  body: SchemaNamed<E['body']> | undefined;
  response: SchemaNamed<E['response']>;
}

function schemaNamed(name: SchemaName): z.ZodType {
  const schema = (contracts as Record<string, unknown>)[name];
  if (!schema || typeof schema !== 'object' || !('safeParse' in schema)) throw new Error(`${name} is not a zod schema of the contracts`);
  return schema as z.ZodType;
}

export function schemasOf<E extends Endpoint>(endpoint: E): EndpointSchemas<E> {
  const named = (name: SchemaName | undefined) => (name === undefined ? undefined : schemaNamed(name));
  return {
    params: named(endpoint.params),
    query: named(endpoint.query),
    body: named(endpoint.body),
    response: schemaNamed(endpoint.response),
  } as EndpointSchemas<E>;
}
