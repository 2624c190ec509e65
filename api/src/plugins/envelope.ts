// Holds every route to the spec 7 envelope: zod compilers, the failure answers each route documents, and a guard that rejects routes without a contract.
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { failureEnvelopeSchema } from '@povar/shared-kit/contracts';
import { russianValidatorCompiler } from './validation.ts';

/**
 * The failure answers any route can give (errors.ts decides which): spread next to the
 * route's success schema, e.g. `response: { 200: mainCityResponseSchema, ...FAILURE_RESPONSES }`.
 */
export const FAILURE_RESPONSES = {
  400: failureEnvelopeSchema.describe('Некорректный запрос: errors перечисляет поля'),
  404: failureEnvelopeSchema.describe('Не найдено (error: not_found или region_not_found)'),
  429: failureEnvelopeSchema.describe('Слишком много запросов'),
  500: failureEnvelopeSchema.describe('Внутренняя ошибка'),
  503: failureEnvelopeSchema.describe('Сервис временно не доступен'),
} as const;

export default fp(
  async function envelopePlugin(app) {
    app.setValidatorCompiler(russianValidatorCompiler);
    app.setSerializerCompiler(serializerCompiler);

    // A route without a response schema would answer whatever its handler returns, and one
    // without an operationId has no stable name in the OpenAPI document: refuse both at start-up.
    app.addHook('onRoute', (route) => {
      const schema = route.schema as { hide?: boolean; operationId?: string; response?: object } | undefined;
      if (schema?.hide) return; // the documentation's own pages
      if (!schema?.operationId || !schema.response) {
        throw new Error(`Route ${String(route.method)} ${route.url} needs schema.operationId and schema.response (see plugins/envelope.ts)`);
      }
    });
  },
  { name: 'api-envelope' },
);
