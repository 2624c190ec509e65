// The endpoint table (shared-kit/src/contracts/endpoints) and the routes the API builds are one
// list: every route has its entry and every entry its route, under the same operationId, with
// the same access, success status, form kind and schemas.
//
// Left out on purpose:
// - HEAD (and OPTIONS) routes Fastify adds beside each GET: the same operation;
// - hidden routes (schema.hide): the documentation's pages, the WebSocket upgrade, the metrics,
//   the built-in fake YooKassa, the geo calls' slash-less aliases; they have no contract and no
//   browser calls them through the client;
// - /api/dev/*: development helpers, mounted only when DEV_OUTBOX is on and never in production.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { z } from 'zod';
import { endpoints, schemasOf, type Endpoint, type EndpointAccess } from '@povar/shared-kit/contracts';
import apiPlugin, { createLocalFileStorage, openDatabase, type Database } from './app.ts';
import { IN_MEMORY } from './db/client.ts';

interface BuiltRoute {
  method: string;
  /** The path under /api, as the table writes it. */
  path: string;
  operationId: string;
  schema: { params?: unknown; querystring?: unknown; body?: unknown; response?: Record<string, unknown>; consumes?: string[] };
  /** What the route's own hooks (onRequest, preHandler) show of who may call it; null when they are its own functions. */
  access: EndpointAccess | null;
}

/**
 * Routes whose hooks are functions of their own, so the access is the table's word: the basket's
 * and the upsell's "a user, else a guest session", the payment notification's check of YooKassa's addresses.
 */
const ACCESS_BY_HAND: Readonly<Record<string, EndpointAccess>> = {
  getBasket: 'guest-session',
  setBasketCount: 'guest-session',
  clearCookBasket: 'guest-session',
  removeBasketDish: 'guest-session',
  getUpsell: 'guest-session',
  receiveYookassaNotification: 'payment-provider',
};

type Decorated = FastifyInstance & Record<'authenticate' | 'authenticateOptional' | 'requireCook' | 'requireOperator' | 'identifyGuest', unknown>;

/** The access the shared hooks stand for: the strictest of them decides. */
function accessOf(scope: Decorated, route: RouteOptions): EndpointAccess | null {
  const hooks = [route.onRequest, route.preHandler].flatMap((hook) => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook])) as unknown[];
  if (hooks.includes(scope.requireOperator)) return 'operator';
  if (hooks.includes(scope.requireCook)) return 'cook';
  if (hooks.includes(scope.authenticate)) return 'user';
  if (hooks.includes(scope.identifyGuest)) return 'guest-session';
  return hooks.every((hook) => hook === scope.authenticateOptional) ? 'public' : null;
}

const isLeftOut = (route: RouteOptions, method: string) =>
  method === 'HEAD' || method === 'OPTIONS' || (route.schema as { hide?: boolean } | undefined)?.hide === true || route.url.startsWith('/api/dev/');

/** JSON Schema of what a schema takes, to compare a route's own copy with the table's. */
const shapeOf = (schema: unknown) => z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' });

function sameSchema(fromRoute: unknown, fromTable: unknown): boolean {
  if (fromRoute === fromTable) return true;
  if (fromRoute === undefined || fromTable === undefined) return false;
  try {
    assert.deepEqual(shapeOf(fromRoute), shapeOf(fromTable));
    return true;
  } catch {
    return false;
  }
}

const key = (method: string, routePath: string) => `${method} ${routePath}`;
const successStatuses = (endpoint: Endpoint) => [endpoint.status ?? 200].flat().map(String).sort();

describe('the endpoint table and the routes', () => {
  const routes = new Map<string, BuiltRoute>();
  let db: Database | undefined;
  let app: FastifyInstance | undefined;
  let filesDir: string | undefined;

  before(async () => {
    db = await openDatabase({ pgliteDir: IN_MEMORY });
    // With storage, so the public files' route is built too.
    filesDir = await mkdtemp(path.join(os.tmpdir(), 'povar-endpoint-table-'));
    app = Fastify();
    // Registered before the API, so it sees every route the API declares, as declared.
    app.addHook('onRoute', function collect(this: FastifyInstance, route) {
      for (const method of [route.method].flat()) {
        if (isLeftOut(route, method)) continue;
        const schema = (route.schema ?? {}) as BuiltRoute['schema'] & { operationId?: string };
        const routePath = route.url.replace(/^\/api/, '');
        routes.set(key(method, routePath), {
          method,
          path: routePath,
          operationId: schema.operationId ?? '',
          schema,
          access: accessOf(this as Decorated, route),
        });
      }
    });
    await app.register(apiPlugin, { prefix: '/api', db, storage: createLocalFileStorage(filesDir) });
    await app.ready();
  });

  after(async () => {
    await app?.close();
    await db?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  const table = () => Object.values(endpoints) as Endpoint[];

  test('every route has a table entry', () => {
    const declared = new Set(table().map((endpoint) => key(endpoint.method, endpoint.path)));
    const missing = [...routes.keys()].filter((route) => !declared.has(route));
    assert.deepEqual(missing, [], `routes without a table entry (shared-kit/src/contracts/endpoints):\n  ${missing.join('\n  ')}`);
  });

  test('every table entry has a route', () => {
    const stale = table()
      .map((endpoint) => key(endpoint.method, endpoint.path))
      .filter((entry) => !routes.has(entry));
    assert.deepEqual(stale, [], `table entries the API has no route for:\n  ${stale.join('\n  ')}`);
  });

  test("each entry's operationId is its route's", () => {
    const differing = table().flatMap((endpoint) => {
      const route = routes.get(key(endpoint.method, endpoint.path));
      return route && route.operationId !== endpoint.operationId
        ? [`${key(endpoint.method, endpoint.path)}: table ${endpoint.operationId}, route ${route.operationId}`]
        : [];
    });
    assert.deepEqual(differing, []);
  });

  test("each entry's access, success status and form kind are its route's", () => {
    const differing = table().flatMap((endpoint) => {
      const route = routes.get(key(endpoint.method, endpoint.path));
      if (!route) return [];
      const found: string[] = [];
      const access = route.access ?? ACCESS_BY_HAND[endpoint.operationId];
      if (access !== endpoint.access) found.push(`access: table ${endpoint.access}, route's hooks ${access ?? 'its own (add it to ACCESS_BY_HAND)'}`);
      const statuses = Object.keys(route.schema.response ?? {})
        .filter((status) => status.startsWith('2'))
        .sort();
      if (statuses.join() !== successStatuses(endpoint).join())
        found.push(`success status: table ${successStatuses(endpoint).join()}, route ${statuses.join()}`);
      const multipart = route.schema.consumes?.includes('multipart/form-data') ?? false;
      if (multipart !== (endpoint.multipart === true)) found.push(`multipart: table ${endpoint.multipart === true}, route ${multipart}`);
      return found.map((text) => `${endpoint.operationId}: ${text}`);
    });
    assert.deepEqual(differing, []);
  });

  test("each entry's schemas are its route's (the same, or a copy of the same shape)", () => {
    const differing = table().flatMap((endpoint) => {
      const route = routes.get(key(endpoint.method, endpoint.path));
      if (!route) return [];
      const named = schemasOf(endpoint);
      const pairs: [string, unknown, unknown][] = [
        ['params', route.schema.params, named.params],
        ['query', route.schema.querystring, named.query],
        ['body', route.schema.body, named.body],
        ...successStatuses(endpoint).map((status): [string, unknown, unknown] => [`response ${status}`, route.schema.response?.[status], named.response]),
      ];
      return pairs.filter(([, fromRoute, fromTable]) => !sameSchema(fromRoute, fromTable)).map(([part]) => `${endpoint.operationId}: ${part}`);
    });
    assert.deepEqual(differing, []);
  });
});
