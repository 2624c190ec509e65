// Who may use a section: `app.requireCook` and `app.requireOperator`, preHandlers that run
// after app.authenticate and refuse everyone else with the 'forbidden' envelope (404, errors.ts).
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { COOKS_ONLY_MESSAGE, OPERATORS_ONLY_MESSAGE } from '@povar/shared-kit/contracts';
import { ApiError } from '../../plugins/errors.ts';
import { createProfilesRepository } from './profiles.repository.ts';

export const OPERATOR_ROLE = 'operator';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler after app.authenticate: cooks only (dishes, schedule, useful materials…). */
    requireCook(request: FastifyRequest): Promise<void>;
    /** preHandler after app.authenticate: operators only (the moderation queue). */
    requireOperator(request: FastifyRequest): Promise<void>;
  }
}

export default fp(
  async function rolesPlugin(app) {
    const profiles = createProfilesRepository(app.db.orm);
    // Read on every request rather than carried in the token: an approval or a revoked role counts at once.
    const accountOf = async (request: FastifyRequest) => {
      const roles = await profiles.findRoles(request.userId);
      if (!roles) throw new ApiError('unauthorized');
      return roles;
    };

    app.decorate('requireCook', async (request: FastifyRequest) => {
      if (!(await accountOf(request)).isCook) throw new ApiError('forbidden', { message: COOKS_ONLY_MESSAGE });
    });

    app.decorate('requireOperator', async (request: FastifyRequest) => {
      if ((await accountOf(request)).role !== OPERATOR_ROLE) throw new ApiError('forbidden', { message: OPERATORS_ONLY_MESSAGE });
    });
  },
  { name: 'api-roles', dependencies: ['api-db', 'api-authenticate'] },
);
