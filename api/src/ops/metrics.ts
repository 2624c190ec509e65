// The API's Prometheus metrics at GET /api/metrics (only with METRICS_TOKEN, and only for a caller
// sending it as a bearer token): requests and their latency per route pattern, the database's
// connections, open realtime sockets, cache lookups, and Node's own process figures.
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PgliteMemory } from '../db/pglite-host.ts';
import { failure } from '../plugins/errors.ts';
import type { MetricsConfig } from './ops-config.ts';

/** What the database says about its connections (db/client.ts). */
export interface ConnectionCounts {
  total: number;
  idle?: number;
  waiting?: number;
}

export interface MetricSources {
  driver: 'postgres' | 'pglite';
  connections(): ConnectionCounts;
  openSockets(): number;
  /** The embedded database's worker memory; absent on PostgreSQL. */
  embeddedMemory?(): Promise<PgliteMemory>;
}

/** The counters other modules feed (caches); created with the endpoint, or absent when metrics are off. */
export interface ApiMetrics {
  readonly registry: Registry;
  cacheLookup(cache: string, hit: boolean): void;
}

/** From a fast JSON read to a slow export: seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createApiMetrics(sources: () => MetricSources): ApiMetrics & { requestDuration: Histogram<'method' | 'route' | 'status_code'> } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an API request, by method, route pattern and status (its _count is the request rate)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (total, idle, waiting for a connection); PGlite is one connection running one query at a time',
    labelNames: ['driver', 'state'] as const,
    registers: [registry],
    collect() {
      const { driver, connections } = sources();
      const counts = connections();
      for (const state of ['total', 'idle', 'waiting'] as const) {
        const count = counts[state];
        if (count !== undefined) this.set({ driver, state }, count);
      }
    },
  });
  new Gauge({
    name: 'realtime_sockets_open',
    help: 'WebSockets open on this instance (/api/ws)',
    registers: [registry],
    collect() {
      this.set(sources().openSockets());
    },
  });
  // The process's RSS alone does not say which thread grows: the main heap is in the defaults,
  // its buffers here, and the PGlite worker's heap and WebAssembly memory (absent on PostgreSQL).
  new Gauge({
    name: 'nodejs_array_buffers_bytes',
    help: 'Memory of the main thread’s ArrayBuffers and Buffers (part of nodejs_external_memory_bytes)',
    registers: [registry],
    collect() {
      this.set(process.memoryUsage().arrayBuffers);
    },
  });
  new Gauge({
    name: 'pglite_worker_memory_bytes',
    help: 'The PGlite worker thread’s memory by part: its V8 heap used, external memory, ArrayBuffers, PGlite’s WebAssembly memory, and what PostgreSQL’s memory contexts hold of that',
    labelNames: ['part'] as const,
    registers: [registry],
    async collect() {
      // A worker that died says nothing; the other metrics are still answered.
      const memory = await sources()
        .embeddedMemory?.()
        .catch(() => null);
      if (!memory) return;
      this.set({ part: 'heap_used' }, memory.heapUsed);
      this.set({ part: 'external' }, memory.external);
      this.set({ part: 'array_buffers' }, memory.arrayBuffers);
      this.set({ part: 'wasm_memory' }, memory.wasmMemory);
      this.set({ part: 'postgres_contexts' }, memory.contexts);
    },
  });
  const cacheLookups = new Counter({
    name: 'cache_lookups_total',
    help: 'Lookups in the API’s in-memory caches, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });
  return {
    registry,
    requestDuration,
    cacheLookup: (cache, hit) => cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' }),
  };
}

function sameToken(sent: string | undefined, expected: string): boolean {
  if (!sent?.startsWith('Bearer ')) return false;
  const given = Buffer.from(sent.slice('Bearer '.length));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The counters the caches feed (cacheLookup); null when metrics are off. */
    metrics: ApiMetrics | null;
  }
  interface FastifyContextConfig {
    isMetricsEndpoint?: boolean;
  }
}

/**
 * Registered inside the API's scope, before the routes: `app.metrics` for the caches, and with a
 * configuration the hook that times every API route and the endpoint that answers Prometheus's text
 * format. Not in the OpenAPI document: it is the operator's.
 */
export const metricsPlugin = fp<{ config: MetricsConfig | null | false }>(
  async (app, { config }) => {
    if (!config) {
      app.decorate('metrics', null);
      return;
    }
    const metrics = createApiMetrics(() => ({
      driver: app.db.driver,
      connections: () => app.db.connections(),
      openSockets: () => app.realtime.openSockets(),
      embeddedMemory: app.db.embeddedMemory,
    }));
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      if (request.routeOptions.config?.isMetricsEndpoint) return;
      // Unknown addresses share one label, so a scan of random URLs cannot grow the series.
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });

    app.get('/metrics', { schema: { hide: true }, config: { isMetricsEndpoint: true } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!sameToken(request.headers.authorization, config.token)) {
        const { status, body } = failure('unauthorized');
        return reply.code(status).header('www-authenticate', 'Bearer').send(body);
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  },
  { name: 'api-metrics', dependencies: ['api-db', 'api-realtime'] },
);
