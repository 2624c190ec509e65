// HTTP face of the signed-in user's profile: GET /api/profiles/user, POST /change-password and /change-data (spec 3 User, spec 7 Profile).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authTokensResponseSchema,
  changeDataRequestSchema,
  changePasswordRequestSchema,
  currentUserResponseSchema,
  successEnvelope,
} from '@povar/shared-kit/contracts';
import { ApiError } from '../../plugins/errors.ts';
import type { AuthConfig } from '../auth/auth.config.ts';
import { AUTH_FAILURE_RESPONSES } from '../auth/auth.routes.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import { createAuthService } from '../auth/auth.service.ts';
import { createOutboxRepository, createOutboxSmsSender } from '../notifications/index.ts';
import { toCurrentUser } from './current-user.ts';

export { toCurrentUser } from './current-user.ts';

const profilesRoutes: FastifyPluginAsyncZod<{ config: AuthConfig; now: () => Date }> = async (app, { config, now }) => {
  const users = createAuthRepository(app.db.orm);
  // Only changePassword is used here; the SMS sender is wired because the service takes one, and never sends from this module.
  const auth = createAuthService({
    repository: users,
    sms: createOutboxSmsSender({ outbox: createOutboxRepository(app.db.orm), now }),
    config,
    now,
  });

  // The user and token pairs must never sit in a cache (S12).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/user',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getCurrentUser',
        tags: ['profiles'],
        summary: 'The signed-in user (spec 3 User); 401 without a valid access token',
        response: { 200: currentUserResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const user = await users.findUserById(request.userId);
      // A token outliving its account (deleted meanwhile) is as good as no token.
      if (!user) throw new ApiError('unauthorized');
      return successEnvelope(toCurrentUser(user));
    },
  );

  app.post(
    '/change-password',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'changePassword',
        tags: ['profiles'],
        summary: 'Sets a new password (current_password when one is set); ends every session and answers a fresh pair for this device (S5)',
        body: changePasswordRequestSchema,
        response: { 200: authTokensResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope(await auth.changePassword(request.userId, request.body)),
  );

  // JSON for now: the spec's multipart form with the avatar file comes with file uploads, and
  // will read the same three text fields.
  app.post(
    '/change-data',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'changeProfileData',
        tags: ['profiles'],
        summary: 'Changes name, about and e-mail; every other field is ignored (S3); a new e-mail is unverified',
        body: changeDataRequestSchema,
        response: { 200: currentUserResponseSchema, ...AUTH_FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const current = await users.findUserById(request.userId);
      if (!current) throw new ApiError('unauthorized');
      // Picked by name, never spread: the body can hold nothing else, and this keeps it so (S3).
      const { name, about, email } = request.body;
      const emailVerified = email !== undefined && email !== current.email ? false : undefined;
      const updated = await users.updateProfile(current.id, { name, about, email, emailVerified });
      if (!updated) throw new ApiError('unauthorized');
      return successEnvelope(toCurrentUser(updated));
    },
  );
};

export default profilesRoutes;
