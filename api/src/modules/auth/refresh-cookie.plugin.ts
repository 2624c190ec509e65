// One cookie rule for every call that opens, rotates or ends a session (the auth calls and the
// profile's password change), as `app.refreshCookie`.
import fp from 'fastify-plugin';
import type { AuthConfig } from './auth.config.ts';
import { createRefreshCookie, type RefreshCookie } from './refresh-cookie.ts';

declare module 'fastify' {
  interface FastifyInstance {
    refreshCookie: RefreshCookie;
  }
}

export const refreshCookiePlugin = fp<{ config: AuthConfig; production: boolean }>(
  async function refreshCookiePlugin(app, { config, production }) {
    app.decorate(
      'refreshCookie',
      createRefreshCookie({
        path: `${app.prefix}/auth`,
        maxAgeSeconds: config.refreshTokenTtlSeconds,
        production,
        originRule: { publicUrl: config.publicUrl, production },
      }),
    );
  },
  { name: 'api-refresh-cookie' },
);
