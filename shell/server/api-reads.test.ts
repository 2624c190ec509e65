// The document server's API reads: the bounded, expiring cache, one call per address at a time, the time limit, and what is never kept.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { BoundedCache, createApiReader, type ApiAnswer } from './api-reads.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stand-in for Fastify's inject: answers from `answer`, after `delayMs`, counting calls per address. */
function fakeApp(answer: (url: string) => { statusCode: number; body: unknown } | Error, delayMs = 0) {
  const calls: string[] = [];
  const warnings: unknown[] = [];
  const app = {
    log: { warn: (details: unknown) => warnings.push(details) },
    async inject({ url }: { url: string }) {
      calls.push(url);
      await sleep(delayMs);
      const result = answer(url);
      if (result instanceof Error) throw result;
      return { statusCode: result.statusCode, json: () => result.body };
    },
  };
  return { app: app as unknown as FastifyInstance, calls, warnings };
}

const pickBody = (answer: ApiAnswer) => (answer.statusCode === 200 ? (answer.json() as { n: number }) : undefined);

describe('BoundedCache', () => {
  test('forgets the entry used longest ago when full', () => {
    const cache = new BoundedCache<number>(2, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    assert.equal(cache.get('a'), 1); // 'a' is now the most recently used
    cache.set('c', 3);
    assert.equal(cache.size, 2);
    assert.equal(cache.get('b'), undefined);
    assert.equal(cache.get('a'), 1);
    assert.equal(cache.get('c'), 3);
  });

  test('forgets an entry once its time is up', async () => {
    const cache = new BoundedCache<string>(10, 30);
    cache.set('a', 'x');
    assert.equal(cache.get('a'), 'x');
    await sleep(45);
    assert.equal(cache.get('a'), undefined);
    assert.equal(cache.size, 0);
  });
});

describe('createApiReader', () => {
  test('keeps an answer: the second read of an address makes no call', async () => {
    const { app, calls } = fakeApp(() => ({ statusCode: 200, body: { n: 1 } }));
    const read = createApiReader(app, { ttlMs: 60_000, maxEntries: 10, timeoutMs: 1000 });
    assert.deepEqual(await read('/api/a', pickBody), { n: 1 });
    assert.deepEqual(await read('/api/a', pickBody), { n: 1 });
    assert.deepEqual(calls, ['/api/a']);
  });

  test('pages asking for the same address at once share one call', async () => {
    const { app, calls } = fakeApp(() => ({ statusCode: 200, body: { n: 2 } }), 20);
    const read = createApiReader(app, { ttlMs: 60_000, maxEntries: 10, timeoutMs: 1000 });
    const answers = await Promise.all([read('/api/b', pickBody), read('/api/b', pickBody), read('/api/b', pickBody)]);
    assert.deepEqual(answers, [{ n: 2 }, { n: 2 }, { n: 2 }]);
    assert.equal(calls.length, 1);
  });

  test('a slow API: the page stops waiting at the time limit, and the late answer serves the next page', async () => {
    const { app, calls } = fakeApp(() => ({ statusCode: 200, body: { n: 3 } }), 80);
    const read = createApiReader(app, { ttlMs: 60_000, maxEntries: 10, timeoutMs: 20 });
    const started = Date.now();
    assert.equal(await read('/api/slow', pickBody), undefined);
    assert.ok(Date.now() - started < 70, 'did not wait for the answer');
    await sleep(100);
    assert.deepEqual(await read('/api/slow', pickBody), { n: 3 });
    assert.equal(calls.length, 1);
  });

  test('failures and answers the picker refuses are not kept: the next page asks again', async () => {
    let status = 500;
    const { app, calls, warnings } = fakeApp((url) => (url === '/api/throws' ? new Error('socket hang up') : { statusCode: status, body: { n: 4 } }));
    const read = createApiReader(app, { ttlMs: 60_000, maxEntries: 10, timeoutMs: 1000 });
    assert.equal(await read('/api/c', pickBody), undefined);
    status = 200;
    assert.deepEqual(await read('/api/c', pickBody), { n: 4 });
    assert.equal(await read('/api/throws', pickBody), undefined);
    assert.equal(await read('/api/throws', pickBody), undefined);
    assert.deepEqual(calls, ['/api/c', '/api/c', '/api/throws', '/api/throws']);
    assert.equal(warnings.length, 2, 'each failed call is logged');
  });

  test('kept answers expire', async () => {
    let n = 5;
    const { app, calls } = fakeApp(() => ({ statusCode: 200, body: { n: n++ } }));
    const read = createApiReader(app, { ttlMs: 30, maxEntries: 10, timeoutMs: 1000 });
    assert.deepEqual(await read('/api/d', pickBody), { n: 5 });
    await sleep(45);
    assert.deepEqual(await read('/api/d', pickBody), { n: 6 });
    assert.equal(calls.length, 2);
  });
});
