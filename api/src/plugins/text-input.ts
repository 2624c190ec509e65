// Applies the contracts' text rule (no C0 control characters but tab, LF, CR) to every route at
// once: the query, the path parameters and a parsed JSON body are checked before validation, so a
// route added later is covered without listing it. Forms are checked by their readers (files/multipart.ts).
import fp from 'fastify-plugin';
import { controlCharacterMessage, findForbiddenControlCharacter } from '@povar/shared-kit/contracts';
import { ApiError } from './errors.ts';

/** Refuses `value` with a 400 naming the offending field, if any text in it breaks the rule. */
export function refuseControlCharacters(value: unknown): void {
  const path = findForbiddenControlCharacter(value);
  if (path === null) return;
  throw new ApiError('validation', { errors: [controlCharacterMessage(path || null)] });
}

export default fp(
  async function textInputPlugin(app) {
    app.addHook('preValidation', async (request) => {
      refuseControlCharacters(request.params);
      refuseControlCharacters(request.query);
      refuseControlCharacters(request.body);
    });
  },
  { name: 'api-text-input', dependencies: ['api-errors'] },
);
