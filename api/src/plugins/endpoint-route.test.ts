// A route built from its table entry: what the table gives, what the route keeps, and the
// registrations that must stop the start.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authEndpoints, chatEndpoints, favoritesEndpoints, profilesEndpoints, schemasOf } from '@povar/shared-kit/contracts';
import { tableRoutes, tableSchema } from './endpoint-route.ts';
import { AUTH_FAILURE_RESPONSES } from './envelope.ts';

describe('a route from the endpoint table', () => {
  test("takes the entry's operationId, params, querystring, body and success answer, and keeps the route's own failures", () => {
    const entry = favoritesEndpoints.addFavorite;
    const schema = tableSchema(entry, { tags: ['favorites'], summary: 'Adds', response: AUTH_FAILURE_RESPONSES });
    const named = schemasOf(entry);
    assert.equal(schema.operationId, 'addFavorite');
    assert.equal(schema.params, named.params);
    assert.equal(schema.response[200], named.response);
    assert.equal(schema.response[401], AUTH_FAILURE_RESPONSES[401]);
    assert.deepEqual(Object.keys(schema.response), ['200', ...Object.keys(AUTH_FAILURE_RESPONSES)].sort());
    assert.deepEqual(schema.tags, ['favorites']);
  });

  test('answers every success status of the entry with its response schema', () => {
    const schema = tableSchema(chatEndpoints.sendChatMessage);
    const { response } = schemasOf(chatEndpoints.sendChatMessage);
    assert.deepEqual(schema.response, { 200: response, 201: response });
  });

  test("leaves a multipart body to the route, and a schema the route writes itself wins over the table's", () => {
    const own = z.object({ name: z.string() }).nullish();
    assert.equal('body' in tableSchema(profilesEndpoints.changeProfileData), false);
    assert.equal(tableSchema(profilesEndpoints.changeProfileData, { body: own }).body, own);
    const body = z.object({ refreshToken: z.string() });
    assert.equal(tableSchema(authEndpoints.logout, { body }).body, body);
  });

  test('refuses a success answer written by the route', () => {
    assert.throws(() => tableSchema(favoritesEndpoints.addFavorite, { response: { 200: z.null() } }), /the 200 answer comes from the endpoint table/);
  });

  test("takes the method and the URL under the plugin's prefix", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const urls: string[] = [];
    app.addHook('onRoute', (route) => {
      if (route.method !== 'HEAD') urls.push(`${route.method} ${route.url}`);
    });
    await app.register(
      async (scope) => {
        const endpoint = tableRoutes(scope, '/profiles/favorites');
        scope.route({ ...endpoint(favoritesEndpoints.removeFavorite), handler: async () => null });
      },
      { prefix: '/api/profiles/favorites' },
    );
    await app.ready();
    assert.deepEqual(urls, ['DELETE /api/profiles/favorites/:kind/:id']);
    await app.close();
  });

  test('stops the start when the plugin sits under another prefix, or an entry lies outside it', async () => {
    assert.throws(() => tableRoutes({ prefix: '/api/profiles/favourites' }, '/profiles/favorites'), /registered under '\/api\/profiles\/favourites'/);
    const endpoint = tableRoutes({ prefix: '/api/profiles' }, '/profiles');
    assert.throws(() => endpoint(chatEndpoints.sendChatMessage), /not under the prefix '\/profiles'/);
    const favorites = tableRoutes({ prefix: '/api/profiles/fav' }, '/profiles/fav');
    assert.throws(() => favorites(favoritesEndpoints.listFavoriteIds), /not under the prefix/);
  });
});
