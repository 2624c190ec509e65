// Per-address allowances for the whole API (@fastify/rate-limit): a loose one on every route and a
// strict one on the writes anybody may make without signing in (the 'Сообщить мне' and for-cooks
// forms, the sign-in and password calls). The address is `request.ip`, which is the visitor's own
// only as far as TRUST_PROXY lets the server believe X-Forwarded-For (docs/proxy-chain.md).
// The counts live in each process's memory: with N API replicas an address gets up to N times the
// allowance, which is still far past what a person does and far below what a script needs.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.ts';

export interface RateLimitRule {
  /** Requests one address may make per window; 0 turns the rule off. */
  max: number;
  windowMs: number;
}

export interface RateLimits {
  /** All API requests of one address together: far above what a person browsing ever reaches. */
  everyRoute: RateLimitRule;
  /** Each of the anonymous writes (ANONYMOUS_WRITES), counted per route. */
  anonymousWrites: RateLimitRule;
}

const MINUTE = 60_000;

/**
 * A page view makes about a dozen API reads (the document server's included) and asks for up to a
 * few dozen pictures (also under /api): 3000 a minute is a person opening a full listing page every
 * second and a half for a whole minute. 30 posts an hour of one form or sign-in call is several visitors' worth behind one
 * shared address (a mobile operator's NAT), and sits above the sign-in calls' own per-IP limits
 * (10 codes, 20 wrong passwords an hour: auth.service.ts), so their more precise answer comes first.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  everyRoute: { max: 3000, windowMs: MINUTE },
  anonymousWrites: { max: 30, windowMs: 60 * MINUTE },
};

/**
 * The writes anyone may make without an account, under the API prefix. Guest basket and address
 * changes are left to the loose rule: a guest clicks them many times in one visit.
 */
export const ANONYMOUS_WRITES: readonly string[] = [
  '/popup/callback/save',
  '/auth/send-code',
  '/auth/login',
  '/auth/verify-phone',
  '/auth/reset-by-email',
  '/auth/reset-password',
  '/auth/confirm-email',
];

/**
 * Not limited per address: YooKassa sends every shop's notifications from a handful of addresses
 * (only those are accepted), and a refused one is only delivered again later.
 */
const UNLIMITED: readonly string[] = ['/payments/yookassa/notifications'];

/**
 * The limits from RATE_LIMIT_PER_MINUTE and RATE_LIMIT_ANONYMOUS_WRITES_PER_HOUR (config.ts hands
 * them over; whole numbers, 0 turns a rule off).
 */
export function readRateLimits(env: Readonly<Record<string, string | undefined>>): RateLimits {
  return {
    everyRoute: { max: wholeNumber(env, 'RATE_LIMIT_PER_MINUTE', DEFAULT_RATE_LIMITS.everyRoute.max), windowMs: MINUTE },
    anonymousWrites: {
      max: wholeNumber(env, 'RATE_LIMIT_ANONYMOUS_WRITES_PER_HOUR', DEFAULT_RATE_LIMITS.anonymousWrites.max),
      windowMs: 60 * MINUTE,
    },
  };
}

function wholeNumber(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number (0 turns the limit off), got ${raw}`);
  return value;
}

const TOO_MANY = 'Слишком много запросов с вашего адреса. Попробуйте позже';

/**
 * A script past its allowance is refused many times a second: one log line a minute per address
 * tells the operator as much without flooding the log. Forgets everything past 10 000 addresses.
 */
function refusalLog() {
  const loggedAt = new Map<string, number>();
  return {
    shouldLog(key: string): boolean {
      const now = Date.now();
      const last = loggedAt.get(key);
      if (last !== undefined && now - last < MINUTE) return false;
      if (loggedAt.size >= 10_000) loggedAt.clear();
      loggedAt.set(key, now);
      return true;
    },
  };
}

/** Registers both rules in the API's scope: every route declared after this call is counted. */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits): Promise<void> {
  const refusals = refusalLog();
  const apiPath = (url: string) => url.slice(app.prefix.length);
  if (limits.everyRoute.max === 0) app.log.warn('RATE_LIMIT_PER_MINUTE=0: the API has no per-address limit');
  if (limits.anonymousWrites.max === 0) app.log.warn('RATE_LIMIT_ANONYMOUS_WRITES_PER_HOUR=0: anonymous writes have no per-address limit');
  // Before the plugin's own onRoute hook, which reads `config.rateLimit` of each route as it is
  // added: a route with its own rule is counted apart from the shared allowance.
  app.addHook('onRoute', (route) => {
    const path = apiPath(route.url);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (UNLIMITED.includes(path)) {
      route.config = { ...route.config, rateLimit: false };
    } else if (methods.includes('POST') && ANONYMOUS_WRITES.includes(path)) {
      const { max, windowMs } = limits.anonymousWrites;
      route.config = { ...route.config, rateLimit: max === 0 ? false : { max, timeWindow: windowMs } };
    }
  });
  await app.register(fastifyRateLimit, {
    global: limits.everyRoute.max > 0,
    max: limits.everyRoute.max,
    timeWindow: limits.everyRoute.windowMs,
    // Addresses remembered at once (least recently seen forgotten first).
    cache: 20_000,
    // The 429 leaves with Retry-After (seconds); the counting headers on every answer would only help a script pace itself.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    errorResponseBuilder: () => new ApiError('rate_limited', { message: TOO_MANY }),
    onExceeded: (request, key) => {
      if (refusals.shouldLog(key))
        request.log.warn({ ip: request.ip, route: request.routeOptions.url }, 'per-address limit reached: 429 (logged once a minute per address)');
    },
  });
}
