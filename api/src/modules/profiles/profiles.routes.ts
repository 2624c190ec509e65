// HTTP face of the signed-in user's profile: GET /api/profiles/user, POST /change-password and
// /change-data, GET /useful (cooks), and the routes the app puts in the same scope (the cook
// application calls of the moderation module).
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AVATAR_LABEL, AVATAR_MAX_MEGABYTES, changeDataRequestSchema, profilesEndpoints, successEnvelope } from '@povar/shared-kit/contracts';
import { tableRoutes } from '../../plugins/endpoint-route.ts';
import { AUTH_FAILURE_RESPONSES } from '../../plugins/envelope.ts';
import { parseFields, readForm, registerMultipart } from '../../files/multipart.ts';
import type { FileStorage } from '../../files/storage.ts';
import { accountServiceFor, type AuthConfig, createAuthRepository } from '../auth/index.ts';
import { createProfilesRepository } from './profiles.repository.ts';
import { createProfilesService } from './profiles.service.ts';

export { toCurrentUser } from './current-user.ts';

export interface ProfilesRoutesOptions {
  config: AuthConfig;
  now: () => Date;
  /** Where avatars (public) and application files (private) are written; without it uploads answer 503. */
  storage?: FileStorage;
  /**
   * Another module's routes that belong in this scope, under /profiles with its multipart forms
   * and its no-store and public-writes hooks: the cook application calls of the moderation
   * module, which itself stands on profiles, so the app hands them in.
   */
  inScope?: FastifyPluginAsync;
}

/** The fresh session of a password change puts its refresh token in app.refreshCookie (the auth module's). */
const profilesRoutes: FastifyPluginAsyncZod<ProfilesRoutesOptions> = async (app, { config, now, storage = null, inScope }) => {
  const endpoint = tableRoutes(app, '/profiles');
  const { refreshCookie } = app;
  // Its writes show in public reads: answered once this instance's cached answers have heard of them.
  app.addHook('onSend', app.publicWritesHeard);
  const users = createAuthRepository(app.db.orm);
  const profiles = createProfilesService({ users, profiles: createProfilesRepository(app.db.orm), storage });
  // Only changePassword and sendEmailConfirmation are used here.
  const auth = accountServiceFor(app, { config, now });

  // The multipart forms reach only the routes of this scope.
  await registerMultipart(app);

  // The user and token pairs must never sit in a cache (they are private to one person).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.route({
    ...endpoint(profilesEndpoints.getCurrentUser, {
      tags: ['profiles'],
      summary: 'The signed-in user, with cookData for a cook; 401 without a valid access token',
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => successEnvelope(await profiles.currentUser(request.userId)),
  });

  app.route({
    ...endpoint(profilesEndpoints.changePassword, {
      tags: ['profiles'],
      summary:
        'Sets a new password (current_password when one is set); ends every session and opens a fresh one for this device (access token in the body, refresh token in the cookie), so this device stays signed in',
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request, reply) =>
      successEnvelope(refreshCookie.issue(request, reply, await auth.changePassword(request.userId, request.body, request.ip))),
  });

  // JSON is validated by the body schema; a multipart form arrives with no body (the parser
  // leaves it to the handler) and its fields are read with the same schema: one set of rules.
  app.route({
    ...endpoint(profilesEndpoints.changeProfileData, {
      tags: ['profiles'],
      summary:
        `Changes name, about and e-mail, and the avatar (multipart file field 'avatar': PNG, JPG or WEBP, at most ${AVATAR_MAX_MEGABYTES} MB, ` +
        'stored as a 512 px square without metadata); every other field is ignored (no mass assignment); a new e-mail is unverified',
      consumes: ['multipart/form-data', 'application/json'],
      body: changeDataRequestSchema.nullish(),
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: app.authenticate,
    handler: async (request) => {
      const form = request.isMultipart() ? await readForm(request, { field: 'avatar', label: AVATAR_LABEL, maxMegabytes: AVATAR_MAX_MEGABYTES }) : null;
      const fields = form ? parseFields(changeDataRequestSchema, form.fields) : (request.body ?? {});
      const updated = await profiles.changeData(request.userId, fields, form?.file ?? null);
      // An unconfirmed address gets a confirmation link (not a second one while the first lives).
      if (fields.email !== undefined) await auth.sendEmailConfirmation(updated.id, updated.email, { unlessLinkLives: true });
      return successEnvelope(updated);
    },
  });

  app.route({
    ...endpoint(profilesEndpoints.getUsefulMaterials, {
      tags: ['profiles'],
      summary: "The cooks' useful materials: the /docs pages for cooks, in reading order; cooks only (others get 404)",
      response: AUTH_FAILURE_RESPONSES,
    }),
    preHandler: [app.authenticate, app.requireCook],
    handler: async () => successEnvelope(await profiles.usefulMaterials()),
  });

  if (inScope) await app.register(inScope);
};

export default fp(profilesRoutes, {
  name: 'api-profiles-routes',
  encapsulate: true,
  dependencies: ['api-refresh-cookie', 'api-authenticate', 'api-roles', 'public-cache'],
});
