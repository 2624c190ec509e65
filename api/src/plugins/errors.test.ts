// The failure answers on routes made for the test: request validation wording, body parsing, thrown errors, and the route guard.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, type TestContext } from 'node:test';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, failureEnvelopeSchema, successEnvelope } from '@povar/shared-kit/contracts';
import envelopePlugin, { FAILURE_RESPONSES } from './envelope.ts';
import errorsPlugin, { ApiError } from './errors.ts';

const acceptedSchema = envelopeSchema(z.object({ name: z.string() }));

/** The API's own envelope and error plugins around a few routes that fail on purpose. */
async function build(t: TestContext) {
  const app = Fastify();
  t.after(() => app.close());
  await app.register(envelopePlugin);
  await app.register(errorsPlugin);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/applications',
    {
      schema: {
        operationId: 'createApplication',
        body: z.object({ name: z.string().min(2).max(20), email: z.email(), age: z.number().int().min(18) }),
        response: { 200: acceptedSchema, ...FAILURE_RESPONSES },
      },
    },
    async (request) => successEnvelope({ name: request.body.name }),
  );
  const failing = (url: string, error: () => Error) =>
    routes.get(url, { schema: { operationId: url.slice(1), response: { 200: acceptedSchema, ...FAILURE_RESPONSES } } }, async () => {
      throw error();
    });
  failing('/crash', () => new Error('secret stack detail'));
  failing('/overloaded', () => Object.assign(new Error('Too Many Requests'), { statusCode: 429 }));
  failing('/down', () => new ApiError('unavailable'));
  failing('/teapot', () => Object.assign(new Error("I'm a teapot"), { statusCode: 418 }));
  return app;
}

const postJson = (payload: unknown) => ({
  method: 'POST' as const,
  url: '/applications',
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});

test('a valid body passes through to the handler', async (t) => {
  const app = await build(t);
  const res = await app.inject(postJson({ name: 'Анна', email: 'anna@example.ru', age: 30 }));
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), successEnvelope({ name: 'Анна' }));
});

test('each invalid field gets its Russian wording, never zod English', async (t) => {
  const app = await build(t);
  const res = await app.inject(postJson({ name: 'А', email: 'not-an-email', age: 17.5 }));
  assert.equal(res.statusCode, 400);
  const body = failureEnvelopeSchema.parse(res.json());
  assert.equal(body.error, 'validation');
  assert.deepEqual(body.errors, [
    'Поле name должно быть не короче 2 символов',
    'Поле email должно быть действительным электронным адресом',
    'Поле age должно быть целым числом',
  ]);
  assert.ok(
    body.errors.every((text) => !/[a-z]{4,}/i.test(text.replace(/name|email|age/g, ''))),
    'no English words',
  );
});

test('a missing field is "обязательно для заполнения"', async (t) => {
  const app = await build(t);
  const res = await app.inject(postJson({ email: 'anna@example.ru', age: 30 }));
  assert.equal(res.statusCode, 400);
  assert.deepEqual(failureEnvelopeSchema.parse(res.json()).errors, ['Поле name обязательно для заполнения']);
});

test('malformed JSON and an empty JSON body are 400 envelopes; a wrong content type 415, a body over the limit 413', async (t) => {
  const app = await build(t);
  const cases = [
    {
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
      status: 400,
      error: 'validation',
      text: 'Тело запроса не является корректным JSON',
    },
    { headers: { 'content-type': 'application/json' }, payload: '', status: 400, error: 'validation', text: 'Тело запроса пустое, а заявлен формат JSON' },
    {
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
      status: 400,
      error: 'validation',
      text: 'Тело запроса не является корректным JSON',
    },
    {
      headers: { 'content-type': 'application/xml' },
      payload: '<name/>',
      status: 415,
      error: 'unsupported_media_type',
      text: 'Неподдерживаемый формат тела запроса',
    },
    {
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'ж'.repeat(600_000) }),
      status: 413,
      error: 'payload_too_large',
      text: 'Слишком большой запрос',
    },
  ];
  for (const { headers, payload, status, error, text } of cases) {
    const res = await app.inject({ method: 'POST', url: '/applications', headers, payload });
    assert.equal(res.statusCode, status, text);
    const body = failureEnvelopeSchema.parse(res.json());
    assert.equal(body.error, error);
    assert.deepEqual(body.errors, [text]);
  }
});

test('an unexpected error is a 500 envelope that leaks nothing', async (t) => {
  const app = await build(t);
  const res = await app.inject({ method: 'GET', url: '/crash' });
  assert.equal(res.statusCode, 500);
  assert.deepEqual(res.json(), {
    success: false,
    data: null,
    errors: ['Внутренняя ошибка. Попробуйте позже'],
    message: 'Внутренняя ошибка. Попробуйте позже',
    error: 'internal',
  });
  assert.doesNotMatch(res.body, /secret|stack|at /);
});

test('429 and 503 carry their Russian texts', async (t) => {
  const app = await build(t);
  const overloaded = await app.inject({ method: 'GET', url: '/overloaded' });
  assert.equal(overloaded.statusCode, 429);
  assert.equal(failureEnvelopeSchema.parse(overloaded.json()).message, 'Что-то пошло не так. Попробуйте позже');
  assert.equal(overloaded.json().error, 'rate_limited');

  const down = await app.inject({ method: 'GET', url: '/down' });
  assert.equal(down.statusCode, 503);
  assert.equal(failureEnvelopeSchema.parse(down.json()).message, 'Сервис временно не доступен. Попробуйте позже');
  assert.equal(down.json().error, 'unavailable');
});

test('a client error outside the statuses the client knows becomes a plain 400', async (t) => {
  const app = await build(t);
  const res = await app.inject({ method: 'GET', url: '/teapot' });
  assert.equal(res.statusCode, 400);
  assert.deepEqual(failureEnvelopeSchema.parse(res.json()).errors, ['Некорректный запрос']);
});

test('a route without operationId or response schema is refused at start-up', async (t) => {
  const app = Fastify();
  t.after(() => app.close());
  await app.register(envelopePlugin);
  assert.throws(() => app.get('/bare', async () => 'no contract'), /GET \/bare needs schema\.operationId and schema\.response/);
  assert.throws(
    () => app.get('/unnamed', { schema: { response: { 200: acceptedSchema } } }, async () => successEnvelope({ name: '' })),
    /GET \/unnamed needs schema\.operationId/,
  );
});

test('a stop under load: the answer in flight is sent in full with Connection: close, and the stop ends without waiting for keep-alive', async (t) => {
  const app = Fastify({ return503OnClosing: false });
  await app.register(envelopePlugin);
  await app.register(errorsPlugin);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const inFlight = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/slow', { schema: { operationId: 'slowRoute', response: { 200: acceptedSchema } } }, async () => {
    arrived();
    await released;
    return successEnvelope({ name: 'готово' });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });
  t.after(() => agent.destroy());

  const answer = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/slow', agent }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });
  await inFlight;
  const started = performance.now();
  const closed = app.close();
  // The drain has begun once the server stops listening (after the preClose hooks).
  while (app.server.listening) await new Promise((resolve) => setImmediate(resolve));
  release();

  const { status, connection, body } = await answer;
  assert.equal(status, 200);
  assert.equal(connection, 'close');
  assert.equal(JSON.parse(body).data.name, 'готово');
  // Without the close the kept-alive socket holds server.close() for Fastify's 72 s keepAliveTimeout.
  const deadline = new Promise<'held'>((resolve) => setTimeout(resolve, 3_000, 'held').unref());
  assert.equal(await Promise.race([closed.then(() => 'closed' as const), deadline]), 'closed');
  assert.ok(performance.now() - started < 3_000);
});
