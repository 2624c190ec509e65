// The API as mounted: the envelope on success and failure answers, the documentation, and its encapsulation in a host server.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { errorEnvelopeSchema, failureEnvelopeSchema } from '@povar/shared-kit/contracts';
import apiPlugin from './app.ts';
import { describeOnEachDatabase } from './test/helpers.ts';

/** Calls whose success is not a 200 (201 and 204 are among the statuses in use). */
const SUCCESS_OTHER_THAN_200: Readonly<Record<string, string>> = {
  'post /api/auth/logout': '204',
  'post /api/profiles/compilations': '201',
  'post /api/profiles/dishes': '201',
  'post /api/chat/message': '201',
};

describeOnEachDatabase('API', (suite) => {
  test('a success answer is the envelope with data and empty error fields', async (t) => {
    const app = await suite.build(t);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    assert.deepEqual(res.json(), { success: true, data: { status: 'ok' }, errors: [], message: '', error: null });
  });

  test('an unknown /api path is a 404 envelope', async (t) => {
    const app = await suite.build(t);
    for (const url of ['/api/no-such-thing', '/api/geo/main-cities/extra', '/api']) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
      assert.deepEqual(res.json(), {
        success: false,
        data: null,
        errors: ['Страница не найдена'],
        message: 'Страница не найдена',
        error: 'not_found',
      });
    }
  });

  test('invalid input is a 400 envelope with a Russian message per field', async (t) => {
    const app = await suite.build(t);
    const res = await app.inject({ method: 'GET', url: '/api/geo/main-cities-by-slug/Tyumen_1' });
    assert.equal(res.statusCode, 400);
    const body = failureEnvelopeSchema.parse(res.json());
    assert.equal(body.error, 'validation');
    assert.deepEqual(body.errors, ['Поле slug некорректно']);
    assert.equal(body.message, 'Проверьте правильность заполнения полей');
  });

  test('a malformed JSON body is a 400 envelope, not a 500', async (t) => {
    const app = await suite.build(t);
    const res = await app.inject({
      method: 'POST',
      url: '/api/geo/main-cities',
      headers: { 'content-type': 'application/json' },
      payload: '{"slug": ',
    });
    assert.equal(res.statusCode, 400);
    const body = failureEnvelopeSchema.parse(res.json());
    assert.equal(body.error, 'validation');
    assert.deepEqual(body.errors, ['Тело запроса не является корректным JSON']);
  });

  test('a URL that does not decode is a 400 envelope', async (t) => {
    const app = await suite.build(t);
    const res = await app.inject({ method: 'GET', url: '/api/geo/main-cities-by-slug/%E0%A4%A' });
    assert.equal(res.statusCode, 400);
    assert.equal(failureEnvelopeSchema.parse(res.json()).error, 'validation');
  });

  test('the OpenAPI document names every route and is served with its UI under /api/docs', async (t) => {
    const app = await suite.build(t);
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(res.statusCode, 200);
    const document = res.json() as { paths: Record<string, Record<string, { operationId?: string; responses: object }>> };
    const operations = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route: `${method} ${url}`, operation })),
    );
    assert.deepEqual(operations.map(({ route }) => route).sort(), [
      'delete /api/profiles/addresses/{id}',
      'delete /api/profiles/compilations/{id}',
      'delete /api/profiles/dishes/{id}',
      'delete /api/profiles/favorites/{kind}/{id}',
      'delete /api/profiles/payment-types/{id}',
      'get /api/banners',
      'get /api/basket',
      'get /api/catalog/cooks',
      'get /api/catalog/dishes',
      'get /api/catalog/dishes/{id}',
      'get /api/catalog/search',
      'get /api/chat',
      'get /api/chat/files/{fileId}',
      'get /api/chat/load',
      'get /api/checkout/{cookId}',
      'get /api/cooks/{id}',
      'get /api/cooks/{id}/reviews',
      'get /api/cooks/{id}/slots',
      'get /api/dev/guest-session',
      'get /api/dev/outbox',
      'get /api/geo/address-by-coordinates',
      'get /api/geo/address/info',
      'get /api/geo/address/suggestion',
      'get /api/geo/addresses-by-query',
      'get /api/geo/city-by-query/',
      'get /api/geo/house-by-query/',
      'get /api/geo/main-cities',
      'get /api/geo/main-cities-by-id/{cityId}',
      'get /api/geo/main-cities-by-slug/{slug}',
      'get /api/geo/street-by-query/',
      'get /api/guest/addresses',
      'get /api/health',
      'get /api/health/live',
      'get /api/health/ready',
      'get /api/index',
      'get /api/main-promo-category',
      'get /api/map/cooks',
      'get /api/moderation/applications',
      'get /api/moderation/applications/{id}',
      'get /api/moderation/files/{fileId}',
      'get /api/orders',
      'get /api/orders/promo-codes',
      'get /api/orders/sales',
      'get /api/orders/{id}',
      'get /api/orders/{id}/payment',
      'get /api/payouts/orders/{orderId}',
      'get /api/payouts/summary',
      'get /api/profiles/addresses',
      'get /api/profiles/compilations',
      'get /api/profiles/cook-application',
      'get /api/profiles/dishes',
      'get /api/profiles/dishes/form-options',
      'get /api/profiles/dishes/{id}',
      'get /api/profiles/favorites/cooks',
      'get /api/profiles/favorites/dishes',
      'get /api/profiles/favorites/ids',
      'get /api/profiles/files',
      'get /api/profiles/payment-types',
      'get /api/profiles/schedule',
      'get /api/profiles/schedule/days-off',
      'get /api/profiles/useful',
      'get /api/profiles/user',
      'get /api/promo-cards-compilations',
      'get /api/seo/cook-page',
      'get /api/seo/page-data',
      'get /api/seo/sitemap',
      'get /api/seo/sitemap/pages',
      'get /api/site-settings',
      'get /api/text-pages/get-by-url',
      'get /api/upsell',
      'get /api/v2/geo/addresses-by-coordinates',
      'post /api/auth/confirm-email',
      'post /api/auth/login',
      'post /api/auth/logout',
      'post /api/auth/refresh',
      'post /api/auth/reset-by-email',
      'post /api/auth/reset-password',
      'post /api/auth/send-code',
      'post /api/auth/send-email-confirmation',
      'post /api/auth/verify-phone',
      'post /api/basket/clear',
      'post /api/basket/merge-guest',
      'post /api/basket/remove',
      'post /api/basket/set-count',
      'post /api/chat',
      'post /api/chat/last-read',
      'post /api/chat/message',
      'post /api/checkout',
      'post /api/cooks/{id}/reviews',
      'post /api/device/register',
      'post /api/guest/addresses',
      'post /api/moderation/applications/{id}/approve',
      'post /api/moderation/applications/{id}/reject',
      'post /api/orders/promo-check',
      'post /api/orders/{id}/payment',
      'post /api/orders/{id}/repeat',
      'post /api/orders/{id}/status',
      'post /api/payments/yookassa/notifications',
      'post /api/payouts/{id}/mark-paid',
      'post /api/popup/callback/save',
      'post /api/profiles/addresses',
      'post /api/profiles/addresses/merge-guest',
      'post /api/profiles/addresses/{id}',
      'post /api/profiles/addresses/{id}/active',
      'post /api/profiles/change-data',
      'post /api/profiles/change-password',
      'post /api/profiles/compilations',
      'post /api/profiles/compilations/reorder',
      'post /api/profiles/cook-application',
      'post /api/profiles/dishes',
      'post /api/profiles/dishes/images',
      'post /api/profiles/dishes/reorder',
      'post /api/profiles/dishes/{id}/hide',
      'post /api/profiles/dishes/{id}/show',
      'post /api/profiles/document/remove',
      'post /api/profiles/document/upload',
      'post /api/profiles/kitchen/remove',
      'post /api/profiles/kitchen/upload',
      'post /api/profiles/payment-types/{id}/default',
      'post /api/reviews/{id}/answer',
      'post /api/ws/ticket',
      'put /api/profiles/compilations/{id}',
      'put /api/profiles/dishes/{id}',
      'put /api/profiles/favorites/{kind}/{id}',
      'put /api/profiles/schedule',
      'put /api/profiles/schedule/days-off',
    ]);
    for (const { route, operation } of operations) {
      assert.ok(operation.operationId, `${route} has an operationId`);
      // Logout answers 204, what is created 201 (a chat message also 200 when a retry finds it saved), every other call 200.
      const success = SUCCESS_OTHER_THAN_200[route] ?? '200';
      assert.ok(Object.keys(operation.responses).includes(success), `${route} documents its ${success}`);
      assert.ok(Object.keys(operation.responses).includes('400'), `${route} documents its failures`);
    }

    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    assert.equal(ui.statusCode, 200);
    assert.match(ui.body, /href="\/api\/docs\/static\/swagger-ui\.css"/);
  });

  test('mounted in a host server, keeps its envelope and 404 inside /api and leaves the host its own', async (t) => {
    const host = Fastify();
    t.after(() => host.close());
    host.get('/', async () => 'host page');
    host.setNotFoundHandler((_request, reply) => reply.code(404).type('text/html').send('<h1>host 404</h1>'));
    await host.register(apiPlugin, { prefix: '/api', db: suite.database });

    const cities = await host.inject({ method: 'GET', url: '/api/geo/main-cities' });
    assert.equal(cities.statusCode, 200);
    assert.equal(cities.json().success, true);

    const apiMissing = await host.inject({ method: 'GET', url: '/api/missing' });
    assert.equal(apiMissing.statusCode, 404);
    assert.equal(errorEnvelopeSchema.parse(apiMissing.json()).error, 'not_found');

    const hostMissing = await host.inject({ method: 'GET', url: '/missing' });
    assert.equal(hostMissing.statusCode, 404);
    assert.equal(hostMissing.body, '<h1>host 404</h1>');
    assert.equal((await host.inject({ method: 'GET', url: '/' })).body, 'host page');
  });
});
