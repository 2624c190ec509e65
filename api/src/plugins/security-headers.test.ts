// Every API answer carries the security headers: JSON that nothing may run, frame or sniff, the
// referrer trimmed, HSTS in production. Answers from the public-read memory too.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { describeOnEachDatabase } from '../test/helpers.ts';

const JSON_POLICY = "default-src 'none';frame-ancestors 'none';base-uri 'none'";

function assertSecured(res: LightMyRequestResponse, what: string) {
  assert.equal(res.headers['content-security-policy'], JSON_POLICY, what);
  assert.equal(res.headers['x-content-type-options'], 'nosniff', what);
  assert.equal(res.headers['x-frame-options'], 'DENY', what);
  assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', what);
  assert.equal(res.headers['cross-origin-resource-policy'], 'same-site', what);
  assert.equal(res.headers['x-powered-by'], undefined, what);
}

describeOnEachDatabase('security headers on API answers', (suite) => {
  test('a public read, read and then answered from memory, a refusal and an unknown path all carry them', async (t) => {
    const app = await suite.build(t);
    const listing = '/api/catalog/dishes?cityId=956&sort=new';
    const browser = { 'accept-encoding': 'br' };
    const read = await app.inject({ method: 'GET', url: listing, headers: browser });
    const remembered = await app.inject({ method: 'GET', url: listing, headers: browser });
    const revalidated = await app.inject({ method: 'GET', url: listing, headers: { ...browser, 'if-none-match': String(remembered.headers.etag) } });
    assert.deepEqual([read.statusCode, remembered.statusCode, revalidated.statusCode], [200, 200, 304]);
    for (const [what, res] of Object.entries({ read, remembered, revalidated })) assertSecured(res, what);
    assertSecured(await app.inject({ method: 'GET', url: '/api/basket' }), 'a private read refused');
    assertSecured(await app.inject({ method: 'GET', url: '/api/no-such-thing' }), 'an unknown path');
    assert.equal(read.headers['strict-transport-security'], undefined, 'no HSTS outside production');
  });

  test('in production, HSTS for a year with subdomains', async (t) => {
    const app = await suite.build(t, { production: true });
    const res = await app.inject({ method: 'GET', url: '/api/geo/main-cities' });
    assertSecured(res, 'production');
    assert.equal(res.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
  });
});
