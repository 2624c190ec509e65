// HTTP face of the signed-in user's profile: GET /api/profiles/user (spec 3 User, spec 7 Profile).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserResponseSchema, successEnvelope, type CurrentUser } from '@povar/shared-kit/contracts';
import { ApiError } from '../../plugins/errors.ts';
import { AUTH_FAILURE_RESPONSES } from '../auth/auth.routes.ts';
import { createAuthRepository, type UserRow } from '../auth/auth.repository.ts';

/** The spec 3 fields; addresses, cook cards and chats come with their own modules. */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    avatar: user.avatar,
    name: user.name,
    address: null,
    about: user.about,
    registerDate: user.registerDate.toISOString(),
    phone: user.phone,
    phoneVerified: user.phoneVerified,
    email: user.email,
    emailVerified: user.emailVerified,
    isCook: user.isCook,
    // Cook cards are not built yet; spec 4 keeps cookData only when isCook is set.
    cookData: null,
    unreadMessagesCount: 0,
  };
}

const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createAuthRepository(app.db.orm);

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
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await users.findUserById(request.userId);
      // A token outliving its account (deleted meanwhile) is as good as no token.
      if (!user) throw new ApiError('unauthorized');
      return successEnvelope(toCurrentUser(user));
    },
  );
};

export default profilesRoutes;
