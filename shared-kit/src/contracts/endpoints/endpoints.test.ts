// The table's own rules; api/src/endpoint-table.test.ts holds it equal to the API's routes.
import { z } from 'zod';
import * as domains from './index';
import { endpoints, type Endpoint } from './index';
import { schemasOf } from './schemas-of';

const entries = Object.entries(endpoints) as [string, Endpoint][];
/** Answers that are not the envelope: a file's bytes, logout's 204. */
const NOT_ENVELOPED = new Set(['fileContentSchema', 'logoutResponseSchema']);

describe('the endpoint table', () => {
  it('keys each endpoint by its operationId, one domain each', () => {
    for (const [key, endpoint] of entries) expect([key, endpoint.operationId]).toEqual([key, key]);
    const perDomain = Object.entries(domains)
      .filter(([name]) => name.endsWith('Endpoints'))
      .map(([, table]) => Object.keys(table as object).length);
    expect(perDomain.reduce((sum, count) => sum + count, 0)).toBe(entries.length);
  });

  it('declares each method and path once', () => {
    const routes = entries.map(([, { method, path }]) => `${method} ${path}`);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  it('names a params schema exactly when the path has placeholders, with the same keys', () => {
    for (const [id, endpoint] of entries) {
      const placeholders = [...endpoint.path.matchAll(/:(\w+)|\*$/g)].map((match) => match[1] ?? '*').sort();
      const params = schemasOf(endpoint).params;
      const keys = params ? Object.keys((params as z.ZodObject).shape).sort() : [];
      expect([id, keys]).toEqual([id, placeholders]);
    }
  });

  it('names schemas the contracts export, and an envelope for every JSON answer', () => {
    for (const [id, endpoint] of entries) {
      const { params, query, body, response } = schemasOf(endpoint);
      for (const schema of [params, query, body, response]) if (schema) expect(schema).toBeInstanceOf(z.ZodType);
      if (NOT_ENVELOPED.has(endpoint.response)) continue;
      expect([id, Object.keys((response as z.ZodObject).shape).sort()]).toEqual([id, ['data', 'error', 'errors', 'message', 'success']]);
    }
  });

  it('holds no schema itself: the browser loads it on every page, without zod', () => {
    for (const [, endpoint] of entries) {
      for (const value of Object.values(endpoint))
        expect(typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || Array.isArray(value)).toBe(true);
    }
  });
});
