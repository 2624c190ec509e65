// Who is calling: verifies the Bearer access token and gives routes `request.userId` (app.authenticate as a preHandler, app.authenticateOptional on public routes).
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../plugins/errors.ts';
import { verifyAccessToken, type AccessClaims } from './access-token.ts';
import type { AuthConfig } from './auth.config.ts';
import { createAuthRepository } from './auth.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user: 401 in the envelope otherwise. */
    authenticate(request: FastifyRequest): Promise<void>;
    /**
     * preHandler for public routes that tell a signed-in user more (the cook page's isFavorite):
     * `request.userId` stays 0 for a guest. A token that no longer works is a 401, as with
     * app.authenticate, so the client renews it and asks again signed in.
     */
    authenticateOptional(request: FastifyRequest): Promise<void>;
    /** The claims of the request's Bearer token when it is valid and its session not revoked; null otherwise. */
    readAccessClaims(request: FastifyRequest): Promise<AccessClaims | null>;
  }
  interface FastifyRequest {
    /** Set by app.authenticate; 0 before it runs. */
    userId: number;
  }
}

const BEARER_RE = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/;

export default fp<{ config: AuthConfig; now: () => Date }>(
  async function authenticatePlugin(app, { config, now }) {
    const repository = createAuthRepository(app.db.orm);
    app.decorateRequest('userId', 0);

    app.decorate('readAccessClaims', async (request: FastifyRequest) => {
      const match = BEARER_RE.exec(request.headers.authorization ?? '');
      if (!match?.[1]) return null;
      const claims = await verifyAccessToken(match[1], { secret: config.jwtSecret, now: now() });
      // A revoked session (logout, a replayed refresh token) stops its access tokens at once,
      // not only when they expire.
      if (!claims || (await repository.isFamilyRevoked(claims.familyId))) return null;
      return claims;
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const claims = await app.readAccessClaims(request);
      if (!claims) throw new ApiError('unauthorized');
      request.userId = claims.userId;
    });

    app.decorate('authenticateOptional', async (request: FastifyRequest) => {
      if (request.headers.authorization !== undefined) await app.authenticate(request);
    });
  },
  { name: 'api-authenticate', dependencies: ['api-db'] },
);
