// Public reads (catalogue listings and search, dish and cook pages, home blocks, site settings, SEO
// data) are the same for every visitor, so they are answered once and then from memory, and may be
// kept by a CDN or proxy for a few seconds. A route opts in with `config: { publicRead: {} }`.
//
// - Each 200 answer gets a strong ETag (a hash of its bytes) and `Cache-Control: public` with a
//   short shared lifetime; a request whose If-None-Match names the current tag gets a bodiless 304.
// - In memory: an LRU bounded in bytes, keyed by the URL and the current minute of the API's clock
//   (time rules such as 'takes orders from 10:00' turn at minute boundaries, so a cached answer is
//   what a fresh read would say). N identical requests arriving while the first is still being
//   answered wait for it: one database trip, not N.
// - Invalidation: database triggers announce on commit, on the channel povar_catalogue, that public
//   answers changed (migration 0027); every API instance LISTENs and drops its cached answers, so a
//   cook's change shows at once on every replica. The announcement travels on a connection of its
//   own and could arrive after the writer's answer; so a write of a module whose writes show in
//   public reads (`publicWritesHeard`) waits, before it answers, for a marker it sends on the same
//   channel after its commit (a fence): notifications arrive in commit order, so every change
//   before the marker has been heard.
// - Compressed once: a client that accepts brotli or gzip (every browser, every CDN) gets the
//   answer compressed, made the first time someone asks for that encoding and kept with it, each
//   encoding its own ETag. Done here rather than by a compressing proxy or @fastify/compress in
//   front, which would compress the same bytes again on every request (and, placed in front of
//   this plugin's hooks, hid the answer from it: nothing was kept).
// - `viewerAware` routes tell a signed-in caller more (their favourite mark, their right to review):
//   such a caller's answer is never cached here and the route marks it `no-store`; the anonymous
//   answer varies on Authorization, so no shared cache hands it to a signed-in caller.
import { createHash, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import negotiateEncoding from '@fastify/accept-negotiator';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, onSendAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.ts';
import { listenForNotifications } from '../db/notification-listener.ts';
import { matchesEtag } from './etag.ts';
import { rememberUntilChanged } from './public-data-memo.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The same answer for every visitor: cached in memory and by proxies (plugins/public-cache.ts). */
    publicRead?: { viewerAware?: boolean };
  }
  interface FastifyInstance {
    /**
     * For the modules whose writes show in public reads (a cook's dishes, schedule, photos, a
     * review, a name): `app.addHook('onSend', app.publicWritesHeard)` makes each successful write
     * answer only once this instance has heard of its change, so the writer's next read shows it.
     */
    publicWritesHeard: onSendAsyncHookHandler;
    /**
     * `load` read once, then answered from memory until public data changes on any instance (an
     * operator's edit of regions, categories…): for what many public reads look up. While
     * something is kept, writes wait to be heard (publicWritesHeard), as for the cached answers.
     */
    rememberPublicData<T>(load: () => Promise<T>): () => Promise<T>;
  }
}

/** The channel the triggers of migration 0027 announce changes on (payload: region ids, or '*'). */
export const PUBLIC_READS_CHANNEL = 'povar_catalogue';

/**
 * Browsers revalidate every time (max-age=0; a 304 costs a few bytes), shared caches keep an
 * answer 5 s and may serve it up to 25 s more while they refresh it in the background: a CDN in
 * front of the API lags a cook's change by seconds at most, the API itself not at all.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=25';

export const PUBLIC_CACHE_DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const MINUTE_MS = 60_000;
/** Payloads starting with this are fences, not changes. */
const FENCE_MARK = '~';
/** A fence not heard back by then (the LISTEN connection is down): everything is forgotten instead. */
const FENCE_TIMEOUT_MS = 1_000;
/**
 * With a read replica, an answer read this soon after a change may predate it (the replica replays
 * the primary's changes a moment later): it is served but not kept.
 */
const REPLICA_LAG_ALLOWANCE_MS = 1_000;

/** Smaller answers gain too little from compression to be worth it (as @fastify/compress's default). */
const COMPRESS_FROM_BYTES = 1024;
type Encoding = 'br' | 'gzip';
/** In the order the API prefers them when a client accepts both equally. */
const ENCODINGS: Encoding[] = ['br', 'gzip'];
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** On the thread pool, not the event loop. Brotli 5: about as small as 11 for JSON this size, ten times faster. */
const compressors: Record<Encoding, (body: string) => Promise<Buffer>> = {
  br: (body) => brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT } }),
  gzip: (body) => gzipAsync(body),
};

interface CachedAnswer {
  body: string;
  etag: string;
  /** Big enough to compress (COMPRESS_FROM_BYTES). */
  compressible: boolean;
  /** Its compressed forms, each made once, when a client first asks for that encoding. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/** One answer being computed, that identical requests arriving meanwhile wait for. */
interface Fill {
  key: string;
  /** The invalidation count when the read began: an answer read before a change is not kept. */
  generation: number;
  settle(answer: CachedAnswer | null): void;
  answer: Promise<CachedAnswer | null>;
}

export interface PublicCacheOptions {
  db: Database;
  now: () => Date;
  /** Bound of the in-memory cache, in bytes of answers kept. */
  maxBytes?: number;
  /** Told of each lookup in memory: hit or miss (metrics). */
  onLookup?: (hit: boolean) => void;
}

const strongEtag = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

const publicCache: FastifyPluginAsync<PublicCacheOptions> = async (app, options) => {
  const { db, now, onLookup } = options;
  const maxBytes = options.maxBytes ?? PUBLIC_CACHE_DEFAULT_MAX_BYTES;
  // A JavaScript string takes two bytes a character; a quarter more for its compressed forms (JSON
  // compresses to a fifth or less); the rest is the entry's own keep.
  const answers = new LRUCache<string, CachedAnswer>({ maxSize: maxBytes, sizeCalculation: (answer) => Math.ceil(answer.body.length * 2.5) + 100 });
  const fills = new Map<string, Fill>();
  const fillOf = new WeakMap<FastifyRequest, Fill>();
  let generation = 0;
  let lastChangeAt = Number.NEGATIVE_INFINITY;
  const readsMayLag = db.readOrm !== db.orm;

  const changeListeners: (() => void)[] = [];
  const dataHolders: (() => boolean)[] = [];
  app.decorate('rememberPublicData', <T>(load: () => Promise<T>) =>
    rememberUntilChanged(load, {
      subscribe: (drop, holdsData) => {
        changeListeners.push(drop);
        dataHolders.push(holdsData);
      },
      lagMs: readsMayLag ? REPLICA_LAG_ALLOWANCE_MS : 0,
    }),
  );
  const forgetEverything = () => {
    generation += 1;
    lastChangeAt = performance.now();
    answers.clear();
    for (const listener of changeListeners) listener();
  };
  const fencesAwaited = new Map<string, () => void>();
  const hear = (payload: string) => {
    if (payload.startsWith(FENCE_MARK)) fencesAwaited.get(payload)?.();
    else forgetEverything();
  };
  const listener = await listenForNotifications(db, PUBLIC_READS_CHANNEL, {
    onPayload: hear,
    // Changes announced while the connection was down were never heard.
    onGap: forgetEverything,
    log: app.log,
  });
  app.addHook('onClose', () => listener.close());

  const keyOf = (request: FastifyRequest) => `${Math.floor(now().getTime() / MINUTE_MS)} ${request.url}`;
  const bypasses = (request: FastifyRequest) => request.routeOptions.config.publicRead?.viewerAware === true && request.headers.authorization !== undefined;

  const encodingFor = (request: FastifyRequest, answer: CachedAnswer): Encoding | null => {
    const accepted = request.headers['accept-encoding'];
    if (!accepted || !answer.compressible) return null;
    return negotiateEncoding(accepted, ENCODINGS);
  };
  /**
   * Marks the reply public with the ETag of the form this request gets, and gives what to send: a
   * bodiless 304 when the client holds that form already, else the answer (compressed if accepted).
   */
  const represent = async (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): Promise<string | Buffer> => {
    const encoding = encodingFor(request, answer);
    // A strong ETag names bytes, so each encoding has its own.
    const etag = encoding ? `${answer.etag.slice(0, -1)}.${encoding}"` : answer.etag;
    reply.header('Cache-Control', PUBLIC_CACHE_CONTROL).header('ETag', etag);
    reply.header('Vary', reply.request.routeOptions.config.publicRead?.viewerAware ? 'accept-encoding, Authorization' : 'accept-encoding');
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    if (!encoding) return answer.body;
    answer.encoded[encoding] ??= compressors[encoding](answer.body);
    const bytes = await answer.encoded[encoding];
    reply.header('Content-Encoding', encoding);
    return bytes;
  };
  const answerFrom = async (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) => {
    reply.code(200).type('application/json; charset=utf-8');
    return reply.send(await represent(request, reply, answer));
  };
  const settle = (request: FastifyRequest, answer: CachedAnswer | null) => {
    const fill = fillOf.get(request);
    if (!fill) return;
    fillOf.delete(request);
    if (fills.get(fill.key) === fill) fills.delete(fill.key);
    const current = fill.generation === generation && !(readsMayLag && performance.now() - lastChangeAt < REPLICA_LAG_ALLOWANCE_MS);
    if (answer && current) answers.set(fill.key, answer);
    fill.settle(answer);
  };

  async function lookUp(request: FastifyRequest, reply: FastifyReply) {
    if (bypasses(request)) return;
    const key = keyOf(request);
    const cached = answers.get(key);
    onLookup?.(cached !== undefined);
    if (cached) return answerFrom(request, reply, cached);
    const running = fills.get(key);
    if (running) {
      const answer = await running.answer;
      // The first request failed (or was not a 200): this one reads for itself.
      if (answer) return answerFrom(request, reply, answer);
      return;
    }
    let settleFill!: (answer: CachedAnswer | null) => void;
    const answer = new Promise<CachedAnswer | null>((resolve) => (settleFill = resolve));
    const fill: Fill = { key, generation, settle: settleFill, answer };
    fills.set(key, fill);
    fillOf.set(request, fill);
  }

  async function keep(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (bypasses(request)) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      settle(request, null);
      return payload;
    }
    // An answer sent from memory above passes here too: already marked, nothing to keep.
    if (!fillOf.has(request) && reply.hasHeader('ETag')) return payload;
    const answer: CachedAnswer = {
      body: payload,
      etag: strongEtag(payload),
      compressible: Buffer.byteLength(payload) >= COMPRESS_FROM_BYTES,
      encoded: {},
    };
    settle(request, answer);
    return represent(request, reply, answer);
  }

  // A request that ended without an answer to keep (aborted, failed before sending) frees its waiters.
  const release = async (request: FastifyRequest) => settle(request, null);

  /** Resolves once every change committed before it has been heard by this instance's listener. */
  async function fence(): Promise<void> {
    const marker = `${FENCE_MARK}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      fencesAwaited.set(marker, resolve);
      timer = setTimeout(() => {
        forgetEverything();
        resolve();
      }, FENCE_TIMEOUT_MS);
    });
    try {
      await db.orm.execute(sql`select pg_notify(${PUBLIC_READS_CHANNEL}, ${marker})`);
      await heard;
    } finally {
      clearTimeout(timer);
      fencesAwaited.delete(marker);
    }
  }

  // Only where it is needed: a fence is a round trip through the database, and most writes
  // (baskets, orders, chat) change nothing public.
  app.decorate('publicWritesHeard', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const wrote = request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400;
    if (wrote && (answers.size > 0 || dataHolders.some((holdsData) => holdsData()))) await fence();
    return payload;
  });

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.publicRead || ![route.method].flat().includes('GET')) return;
    route.onRequest = [...asArray(route.onRequest), lookUp];
    // First among the route's own: a compressor added by an enclosing server (@fastify/compress
    // in the web server) must see the answer this plugin sends, not hide it from this plugin.
    route.onSend = [keep, ...asArray(route.onSend)];
    route.onResponse = [...asArray(route.onResponse), release];
    route.onRequestAbort = [...asArray(route.onRequestAbort), release];
  });
};

function asArray<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

export default fp(publicCache, { name: 'public-cache' });
