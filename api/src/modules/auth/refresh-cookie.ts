// The refresh token's only home in a browser: an HttpOnly cookie scoped to the auth calls, set on
// every call that opens or rotates a session and cleared on logout, plus the same-origin rule that
// keeps the refresh call out of other sites' reach. The JSON bodies carry the access token alone.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthTokensResult } from '@povar/shared-kit/contracts';
import { isAllowedOrigin } from '../../realtime/origin.ts';

export const REFRESH_COOKIE = 'povar-refresh';

/** What the service hands the routes: both tokens; only the access token goes into JSON. */
export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
}

export interface RefreshCookieOptions {
  /**
   * `<api prefix>/auth`: the narrowest path that holds both /auth/refresh and /auth/logout, so the
   * browser sends the token to no other call (not to /api/ws, not to uploads, not to pages).
   */
  path: string;
  /** The refresh lifetime: the cookie dies with the token. */
  maxAgeSeconds: number;
  /** Production always marks the cookie Secure (the site is https there). */
  production: boolean;
  /** Which page origins may call refresh: the realtime socket's rule (PUBLIC_URL; any port of the host outside production). */
  /** The site's address is read at each check: in development it is known once the server listens. */
  originRule: { publicUrl: () => string; production: boolean };
}

/** Opaque base64url, as secrets.ts makes them; anything else is not ours and is never looked up. */
const TOKEN_RE = /^[A-Za-z0-9_-]{16,200}$/;

export function createRefreshCookie(options: RefreshCookieOptions) {
  /**
   * Secure in production and whenever the request came over https (X-Forwarded-Proto counts
   * behind TRUST_PROXY). On plain-http development it is left off: a Secure cookie sent over
   * http://127.0.0.1 is not kept by every browser, and without it a reload would sign out.
   * SameSite=Strict: no flow of ours reaches the auth calls from another site (the payment
   * return and e-mail links land on pages, whose later fetches are same-site).
   */
  const attributes = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'strict' as const,
    path: options.path,
    secure: options.production || request.protocol === 'https',
  });

  return {
    path: options.path,

    /** Stores the session's refresh token in the cookie and answers what JSON may carry. */
    issue(request: FastifyRequest, reply: FastifyReply, session: IssuedSession): AuthTokensResult {
      reply.setCookie(REFRESH_COOKIE, session.refreshToken, { ...attributes(request), maxAge: options.maxAgeSeconds });
      return { accessToken: session.accessToken };
    },

    /** Makes the browser forget the token (logout, a refused refresh). */
    clear(request: FastifyRequest, reply: FastifyReply): void {
      reply.clearCookie(REFRESH_COOKIE, attributes(request));
    },

    /** The token from the cookie when it has the shape of one; null otherwise. */
    read(request: FastifyRequest): string | null {
      const value = request.cookies?.[REFRESH_COOKIE];
      return value && TOKEN_RE.test(value) ? value : null;
    },

    /**
     * Whether the request may use the cookie. SameSite=Strict already keeps it off cross-site
     * requests; this is the second lock, for browsers or settings that send it anyway:
     * Sec-Fetch-Site, when sent (every current browser), must be 'same-origin', and an Origin,
     * when sent, must be the site's. A client sending neither is not a browser, and holds no
     * visitor's cookie to abuse.
     */
    isSameOrigin(request: FastifyRequest): boolean {
      const site = request.headers['sec-fetch-site'];
      if (site !== undefined && site !== 'same-origin') return false;
      // request.host: the visitor's Host, or X-Forwarded-Host from a trusted proxy (the web
      // server in front of a separate API sends it, as the Host it passes on is the API's own).
      return isAllowedOrigin(request.headers.origin, request.host, { publicUrl: options.originRule.publicUrl(), production: options.originRule.production });
    },
  };
}

export type RefreshCookie = ReturnType<typeof createRefreshCookie>;
