// Guests: who the `session-id` header may be. A browser makes its session id
// up, so the id alone proves nothing; the first request naming an unknown id claims it and gets
// the HttpOnly guest-key cookie, and later requests are that guest only with the cookie.
// Routes that keep guest data (basket, guest address) add `preHandler: app.identifyGuest` and
// read `request.guestSessionId`.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Orm } from '../db/client.ts';
import { guestSessions } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler that sets `request.guestSessionId`; it may set the guest-key cookie. */
    identifyGuest(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /**
     * The guest whose data this request may see, set by app.identifyGuest: the header's id when
     * this browser holds its key, else an id of this browser's own; null without a usable
     * session-id header (and before identifyGuest runs).
     */
    guestSessionId: string | null;
  }
}

export const SESSION_ID_HEADER = 'session-id';
export const GUEST_KEY_COOKIE = 'guest-key';
/** Browsers cap cookies at 400 days; a guest's basket lives about as long. */
const GUEST_KEY_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** '<guest id>.<secret>': the secret is 32 random bytes, base64url. */
const GUEST_KEY_RE = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

const sha256 = (value: string): Buffer => createHash('sha256').update(value).digest();

/** The header's id in lower case, or null: a missing, repeated or non-UUID header is no id. */
function readSessionId(raw: string | string[] | undefined): string | null {
  return typeof raw === 'string' && UUID_RE.test(raw.trim()) ? raw.trim().toLowerCase() : null;
}

function readGuestKey(raw: string | undefined): { guestId: string; secret: string } | null {
  const match = raw ? GUEST_KEY_RE.exec(raw) : null;
  if (!match?.[1] || !match[2] || !UUID_RE.test(match[1])) return null;
  return { guestId: match[1].toLowerCase(), secret: match[2] };
}

function createGuestSessionsStore(orm: Orm) {
  return {
    /** Registers the id with the hash of its secret; false when someone claimed it first. */
    async claim(guestId: string, secretHash: string, now: Date): Promise<boolean> {
      const rows = await orm
        .insert(guestSessions)
        .values({ id: guestId, secretHash, createdAt: now })
        .onConflictDoNothing({ target: guestSessions.id })
        .returning({ id: guestSessions.id });
      return rows.length === 1;
    },

    /** True when the secret is the one the id was claimed with (hashes compared in constant time). */
    async holdsKey(guestId: string, secret: string): Promise<boolean> {
      const [row] = await orm.select({ secretHash: guestSessions.secretHash }).from(guestSessions).where(eq(guestSessions.id, guestId));
      if (!row) return false;
      const expected = Buffer.from(row.secretHash, 'base64url');
      const actual = sha256(secret);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

export default fp<{ now?: () => Date }>(
  async function guestSessionPlugin(app, { now = () => new Date() }) {
    // The web server registers the cookie plugin around the API; the API alone registers its own.
    if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
    const store = createGuestSessionsStore(app.db.orm);
    app.decorateRequest('guestSessionId', null);

    /** Claims the id for this browser: a new secret, stored hashed, handed over in the cookie. */
    async function claimFor(reply: FastifyReply, guestId: string): Promise<boolean> {
      const secret = randomBytes(32).toString('base64url');
      if (!(await store.claim(guestId, sha256(secret).toString('base64url'), now()))) return false;
      reply.setCookie(GUEST_KEY_COOKIE, `${guestId}.${secret}`, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/api',
        secure: 'auto',
        maxAge: GUEST_KEY_MAX_AGE_SECONDS,
      });
      return true;
    }

    app.decorate('identifyGuest', async (request: FastifyRequest, reply: FastifyReply) => {
      const claimed = readSessionId(request.headers[SESSION_ID_HEADER]);
      if (!claimed) {
        request.guestSessionId = null;
        return;
      }
      const key = readGuestKey(request.cookies[GUEST_KEY_COOKIE]);
      const proven = key && (await store.holdsKey(key.guestId, key.secret)) ? key.guestId : null;
      if (proven === claimed || (await claimFor(reply, claimed))) {
        request.guestSessionId = claimed;
        return;
      }
      // The header names a guest this browser holds no key to: made up, copied, or lost in a
      // race with its own first request. It gets a guest of its own, never the one named: the
      // one its cookie proves, else a fresh one (an empty basket, no address).
      if (proven) {
        request.guestSessionId = proven;
        return;
      }
      let fresh = randomUUID();
      while (!(await claimFor(reply, fresh))) fresh = randomUUID();
      request.guestSessionId = fresh;
    });
  },
  { name: 'api-guest-session', dependencies: ['api-db'] },
);
