// HTTP face of sign-in: POST /api/auth/send-code, /login, /refresh, /logout, /verify-phone (spec 7 "Auth and device").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authTokensResponseSchema,
  currentUserResponseSchema,
  failureEnvelopeSchema,
  loginRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  successEnvelope,
  verifyPhoneRequestSchema,
} from '@povar/shared-kit/contracts';
import { FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { toCurrentUser } from '../profiles/current-user.ts';
import { createOutboxRepository, createOutboxSmsSender, type SmsSender } from '../notifications/index.ts';
import type { AuthConfig } from './auth.config.ts';
import { createAuthRepository } from './auth.repository.ts';
import { createAuthService } from './auth.service.ts';

/** The failures of calls that take or need credentials. */
export const AUTH_FAILURE_RESPONSES = {
  ...FAILURE_RESPONSES,
  401: failureEnvelopeSchema.describe('Нужен вход: токен отсутствует, истёк или отозван'),
} as const;

const authRoutes: FastifyPluginAsyncZod<{ config: AuthConfig; now: () => Date; sms?: SmsSender }> = async (app, { config, now, sms }) => {
  const auth = createAuthService({
    repository: createAuthRepository(app.db.orm),
    sms: sms ?? createOutboxSmsSender({ outbox: createOutboxRepository(app.db.orm), now }),
    config,
    now,
  });

  // Token pairs must never sit in a cache (S12).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  // The client sends its JSON content type on every call, logout included, often with no body
  // at all: for logout that is "no refresh token", not a malformed request.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' && request.url.endsWith('/logout')) return done(null, undefined);
    return parseJson(request, body as string, done);
  });

  app.post(
    '/send-code',
    {
      schema: {
        operationId: 'sendAuthCode',
        tags: ['auth'],
        summary: 'Sends a 6-digit code by SMS to a +7 9xx phone; the same answer whether the phone has an account or not',
        body: sendCodeRequestSchema,
        response: { 200: sendCodeResponseSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await auth.sendCode(request.body, request.ip)),
  );

  app.post(
    '/login',
    {
      schema: {
        operationId: 'login',
        tags: ['auth'],
        summary: 'Signs in with the phone and the SMS code (the first time creates the account) or the password',
        body: loginRequestSchema,
        response: { 200: authTokensResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await auth.login(request.body)),
  );

  app.post(
    '/refresh',
    {
      schema: {
        operationId: 'refreshTokens',
        tags: ['auth'],
        summary: 'Exchanges a refresh token for a new pair; a replay after the 10 s grace revokes the whole session',
        body: refreshRequestSchema,
        response: { 200: authTokensResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await auth.refresh(request.body.refresh_token)),
  );

  app.post(
    '/verify-phone',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'verifyPhone',
        tags: ['auth'],
        summary: "Confirms a phone with a 'verify' code and makes it the signed-in user's; a phone of another account is refused",
        body: verifyPhoneRequestSchema,
        response: { 200: currentUserResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(toCurrentUser(await auth.verifyPhone(request.userId, request.body))),
  );

  app.post(
    '/logout',
    {
      schema: {
        operationId: 'logout',
        tags: ['auth'],
        summary: 'Revokes the session of the refresh token given and/or of the Bearer token; 204 whatever was known',
        body: logoutRequestSchema,
        response: { 204: z.null().describe('Сессия завершена'), ...FAILURE_RESPONSES },
      },
    },
    async (request, reply) => {
      await auth.logout(request.body?.refresh_token, await app.readAccessClaims(request));
      return reply.code(204).send(null);
    },
  );
};

export default authRoutes;
