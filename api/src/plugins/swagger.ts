// The OpenAPI document generated from the routes' zod schemas, and its UI at /docs inside the API's prefix.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(
  async function swaggerPlugin(app) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Повар рядом API',
          description: 'Every answer is the envelope {success, data, errors, message, error}.',
          version: '0.1.0',
        },
      },
      transform: jsonSchemaTransform,
    });
    // The UI's HTML links its assets by absolute path, so it must know the prefix the API is mounted under.
    await app.register(swaggerUi, { routePrefix: '/docs', indexPrefix: app.prefix });
  },
  { name: 'api-swagger', dependencies: ['api-envelope'] },
);
