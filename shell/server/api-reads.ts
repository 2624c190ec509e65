// The document server's reads of the API (in-process, or through API_UPSTREAM): answers kept briefly in a
// bounded memory, one call at a time per address, and never waited for longer than a time limit.
import type { FastifyInstance } from 'fastify';
import { injectForVisitor } from './visitor-address.ts';

/** A map that forgets entries after `ttlMs` and, when full, the one used longest ago. */
export class BoundedCache<T> {
  private readonly entries = new Map<string, { at: number; value: T }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { at: Date.now(), value });
  }

  get size(): number {
    return this.entries.size;
  }
}

export interface ApiReadOptions {
  /** How long an answer is reused; pages show the catalogue at most this much behind. */
  ttlMs: number;
  maxEntries: number;
  /** How long a page waits for the API before it answers without what it asked for. */
  timeoutMs: number;
}

export const DEFAULT_API_READ_OPTIONS: ApiReadOptions = { ttlMs: 60_000, maxEntries: 1000, timeoutMs: 300 };

/** An answer as the reader sees it; `json` throws on a body that is not JSON. */
export interface ApiAnswer {
  statusCode: number;
  json(): unknown;
}

/**
 * Reads one API address and keeps what `pick` makes of the answer. `pick` returns undefined for an
 * answer not worth keeping (a 5xx, an unexpected body): the caller then gets undefined and the next
 * page asks again. One address is always read with the same `pick`.
 */
/**
 * What a `pick` gives for an answer that says the API itself failed (a 5xx): the page learns it,
 * and it is never kept, so the next page asks again. A timeout is not a failure: it is undefined.
 */
export const API_FAILURE = Object.freeze({ found: false as const, failed: true as const });
export type ApiFailure = typeof API_FAILURE;
export const isApiFailure = (value: unknown): value is ApiFailure => value === API_FAILURE;

export type ApiRead = <T>(url: string, pick: (answer: ApiAnswer) => T | undefined) => Promise<T | undefined>;

export function createApiReader(app: FastifyInstance, options: ApiReadOptions = DEFAULT_API_READ_OPTIONS): ApiRead {
  const cache = new BoundedCache<unknown>(options.maxEntries, options.ttlMs);
  const pending = new Map<string, Promise<unknown>>();

  return async function read<T>(url: string, pick: (answer: ApiAnswer) => T | undefined): Promise<T | undefined> {
    const cached = cache.get(url);
    if (cached !== undefined) return cached as T;
    let call = pending.get(url) as Promise<T | undefined> | undefined;
    if (!call) {
      // A call that outlives the page's wait still fills the cache, so the next visitor gets it.
      call = injectForVisitor(app, { method: 'GET', url })
        .then((response) => {
          const value = pick(response);
          if (value !== undefined && !isApiFailure(value)) cache.set(url, value);
          return value;
        })
        .catch((error: unknown) => {
          app.log.warn({ err: error, url }, 'API read failed; the page goes without it');
          return undefined;
        })
        .finally(() => pending.delete(url));
      pending.set(url, call);
    }
    return withTimeout(call, options.timeoutMs);
  };
}

function withTimeout<T>(promise: Promise<T | undefined>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    timer.unref();
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}
