// HTTP face of accounts: POST /api/auth/send-code, /login, /refresh, /logout, /verify-phone,
// /reset-by-email, /reset-password, /confirm-email, /send-email-confirmation.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authEndpoints,
  EMAIL_ALREADY_CONFIRMED_MESSAGE,
  EMAIL_CONFIRMATION_LIMITED_MESSAGE,
  EMAIL_MISSING_MESSAGE,
  successEnvelope,
  type CurrentUser,
} from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import type { Orm } from '../../db/client.ts';
import { AUTH_FAILURE_RESPONSES, FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { createBackgroundWork } from '../../plugins/background-work.ts';
import { ApiError } from '../../plugins/errors.ts';
import { devicesServiceFor, readDeviceHeaders } from '../devices/index.ts';
import { createOutboxEmailSender, createOutboxRepository, createSmsSender } from '../notifications/index.ts';
import type { AuthConfig } from './auth.config.ts';
import { createAuthRepository, type UserRow } from './auth.repository.ts';
import { createAuthService } from './auth.service.ts';
import { createEmailLinksService } from './email-links.service.ts';
import { createEmailTokensRepository } from './email-tokens.repository.ts';

/**
 * The account services over the app's database with the configured senders: sign-in, password
 * change (this module and profiles) and the e-mail links, sendEmailConfirmation included.
 */
export function accountServiceFor(app: FastifyInstance, { config, now }: { config: AuthConfig; now: () => Date }) {
  const repository = createAuthRepository(app.db.orm);
  const outbox = createOutboxRepository(app.db.orm);
  const auth = createAuthService({ repository, sms: createSmsSender(config.sms, { outbox, now, log: app.log }), config, now });
  const emailLinks = createEmailLinksService({
    users: repository,
    tokens: createEmailTokensRepository(app.db.orm),
    email: createOutboxEmailSender({ outbox, now }),
    startSession: auth.startSession,
    publicUrl: config.publicUrl,
    log: app.log,
    now,
  });
  return { ...auth, ...emailLinks };
}

export type AccountService = ReturnType<typeof accountServiceFor>;

/** Said when a refresh comes from another site's page (its cookie is then not even read). */
const REFRESH_FROM_OTHER_SITE_MESSAGE = 'Продлить сессию можно только со страниц сайта';

export interface AuthRoutesOptions {
  config: AuthConfig;
  now: () => Date;
  /**
   * The user as every account call answers it (cook card, unread messages): the profiles module
   * knows how, and it stands on this one, so the app hands it in rather than auth importing it.
   */
  presentUser: (orm: Orm, user: UserRow) => Promise<CurrentUser>;
}

/** The refresh token travels in app.refreshCookie (refresh-cookie.plugin.ts). */
const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { config, now, presentUser }) => {
  const endpoint = tableRoutes(app, '/auth');
  const { refreshCookie } = app;
  const account = accountServiceFor(app, { config, now });
  const users = createAuthRepository(app.db.orm);
  const devices = devicesServiceFor(app.db.orm, now);
  // Restore letters are looked up and sent after the answer, so its timing says nothing.
  const afterAnswer = createBackgroundWork(app.log);
  app.addHook('onClose', () => afterAnswer.settled());

  // Token pairs must never sit in a cache (they are private to one person).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.route({
    ...endpoint(authEndpoints.sendAuthCode, {
      tags: ['auth'],
      summary:
        'Sends a 6-digit code by SMS to a +7 9xx phone; the same answer whether the phone has an account or not; 503 when the SMS provider refuses (the phone may ask again at once)',
      response: FAILURE_RESPONSES,
    }),
    handler: async (request) => successEnvelope(await account.sendCode(request.body, request.ip)),
  });

  app.route({
    ...endpoint(authEndpoints.login, {
      tags: ['auth'],
      summary:
        'Signs in with the phone and the SMS code (the first time creates the account) or the password (5 wrong per phone in 15 min, 20 per IP an hour, then 429); binds the x-request-device-id device to the user',
      response: AUTH_FAILURE_RESPONSES,
    }),
    handler: async (request, reply) => {
      const { userId, tokens } = await account.login(request.body, request.ip);
      await devices.bindOnSignIn(readDeviceHeaders(request.headers), userId);
      return successEnvelope(refreshCookie.issue(request, reply, tokens));
    },
  });

  app.route({
    ...endpoint(authEndpoints.refreshTokens, {
      tags: ['auth'],
      summary:
        'Exchanges the refresh token of the povar-refresh cookie (HttpOnly, Path=/api/auth) for a new access token and rotates the cookie; only from pages of the site (Sec-Fetch-Site, Origin); a replay after the 10 s grace revokes the whole session',
      response: AUTH_FAILURE_RESPONSES,
    }),
    handler: async (request, reply) => {
      // Refused before the token is looked at: another site's page must not even spend it.
      if (!refreshCookie.isSameOrigin(request)) {
        throw new ApiError('unauthorized', { message: REFRESH_FROM_OTHER_SITE_MESSAGE, errors: [REFRESH_FROM_OTHER_SITE_MESSAGE] });
      }
      const token = refreshCookie.read(request);
      if (!token) throw new ApiError('unauthorized');
      try {
        return successEnvelope(refreshCookie.issue(request, reply, await account.refresh(token)));
      } catch (error) {
        // A dead token is of no use to keep: the browser forgets it.
        if (error instanceof ApiError && error.type === 'unauthorized') refreshCookie.clear(request, reply);
        throw error;
      }
    },
  });

  app.route({
    ...endpoint(authEndpoints.verifyPhone, {
      tags: ['auth'],
      summary: "Confirms a phone with a 'verify' code and makes it the signed-in user's; a phone of another account is refused",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await presentUser(app.db.orm, await account.verifyPhone(request.userId, request.body))),
  });

  app.route({
    ...endpoint(authEndpoints.logout, {
      tags: ['auth'],
      summary:
        'Revokes the session of the povar-refresh cookie (read only from pages of the site) and/or of the Bearer token, clears the cookie, and releases the x-request-device-id device from its user; 204 whatever was known',
      response: FAILURE_RESPONSES,
    }),
    handler: async (request, reply) => {
      const fromCookie = refreshCookie.isSameOrigin(request) ? refreshCookie.read(request) : null;
      const userId = await account.logout(fromCookie, await app.readAccessClaims(request));
      refreshCookie.clear(request, reply);
      if (userId !== null) await devices.releaseOnSignOut(readDeviceHeaders(request.headers), userId);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpoint(authEndpoints.resetPasswordByEmail, {
      tags: ['auth'],
      summary:
        'Sends a restore link (valid 1 hour) to the address when an account has it confirmed; the same answer, at once, for any address (3 letters per address and 10 per IP an hour)',
      response: FAILURE_RESPONSES,
    }),
    handler: async (request) => {
      const { email } = request.body;
      const ip = request.ip;
      afterAnswer.push(() => account.requestPasswordReset(email, ip));
      return successEnvelope({ sent: true as const });
    },
  });

  app.route({
    ...endpoint(authEndpoints.resetPassword, {
      tags: ['auth'],
      summary:
        'Sets a new password with the token and e-mail of a restore link; ends every session and opens a fresh one (access token in the body, refresh token in the cookie)',
      response: FAILURE_RESPONSES,
    }),
    handler: async (request, reply) => successEnvelope(refreshCookie.issue(request, reply, await account.resetPassword(request.body))),
  });

  app.route({
    ...endpoint(authEndpoints.confirmEmail, {
      tags: ['auth'],
      summary: 'Confirms the e-mail with the token of a confirmation link, while the account still has that address',
      response: FAILURE_RESPONSES,
    }),
    handler: async (request) => {
      await account.confirmEmail(request.body.token);
      return successEnvelope({ confirmed: true as const });
    },
  });

  app.route({
    ...endpoint(authEndpoints.sendEmailConfirmation, {
      tags: ['auth'],
      summary: "Sends the signed-in user's e-mail a confirmation link again (valid 1 day; 5 per account and 3 per address an hour)",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => {
      const user = await users.findUserById(request.userId);
      if (!user) throw new ApiError('unauthorized');
      if (!user.email) throw new ApiError('validation', { message: EMAIL_MISSING_MESSAGE, errors: [EMAIL_MISSING_MESSAGE] });
      if (user.emailVerified) throw new ApiError('validation', { message: EMAIL_ALREADY_CONFIRMED_MESSAGE, errors: [EMAIL_ALREADY_CONFIRMED_MESSAGE] });
      const result = await account.sendEmailConfirmation(user.id, user.email.toLowerCase());
      if (result === 'limited')
        throw new ApiError('rate_limited', { message: EMAIL_CONFIRMATION_LIMITED_MESSAGE, errors: [EMAIL_CONFIRMATION_LIMITED_MESSAGE] });
      if (result === 'failed') throw new ApiError('unavailable');
      return successEnvelope({ sent: true as const });
    },
  });
};

export default fp(authRoutes, { name: 'api-auth-routes', encapsulate: true, dependencies: ['api-refresh-cookie', 'api-authenticate'] });
