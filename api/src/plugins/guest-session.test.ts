// Guest sessions: a session-id is this guest's only with the guest-key cookie its
// first request got; a made-up or copied id is given a guest of its own, never the one it names.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { guestSessions } from '../db/schema.ts';
import { describeOnEachDatabase } from '../test/helpers.ts';

interface Visit {
  guestSessionId: string | null;
  /** The guest-key cookie the answer set, if it set one. */
  setKey: { value: string; httpOnly?: boolean; sameSite?: string; path?: string; maxAge?: number; secure?: boolean } | undefined;
}

async function visit(app: FastifyInstance, headers: Record<string, string | string[]>): Promise<Visit> {
  const res = await app.inject({ method: 'GET', url: '/api/dev/guest-session', headers });
  assert.equal(res.statusCode, 200, res.body);
  return { guestSessionId: res.json().data.guestSessionId, setKey: res.cookies.find((cookie) => cookie.name === 'guest-key') };
}
const withKey = (sessionId: string, key: string | undefined) => ({ 'session-id': sessionId, ...(key ? { cookie: `guest-key=${key}` } : {}) });

describeOnEachDatabase('guest sessions', (suite) => {
  test('a new id is claimed by its first request, which gets an HttpOnly cookie; with it the id stays this guest', async (t) => {
    const app = await suite.build(t);
    const sessionId = randomUUID();
    const first = await visit(app, { 'session-id': sessionId });
    assert.equal(first.guestSessionId, sessionId);
    assert.ok(first.setKey);
    assert.equal(first.setKey.httpOnly, true);
    assert.equal(first.setKey.sameSite, 'Lax');
    assert.equal(first.setKey.path, '/api');
    assert.equal(first.setKey.maxAge, 365 * 24 * 60 * 60);
    assert.notEqual(first.setKey.secure, true, 'plain http in tests');

    const again = await visit(app, withKey(sessionId.toUpperCase(), first.setKey.value));
    assert.equal(again.guestSessionId, sessionId, 'the same guest, whatever the letter case');
    assert.equal(again.setKey, undefined, 'no new cookie');

    const [row] = await suite.database.orm.select().from(guestSessions).where(eq(guestSessions.id, sessionId));
    const secret = first.setKey.value.split('.')[1]!;
    assert.ok(row && !row.secretHash.includes(secret), 'only a hash of the secret is stored');
  });

  test("an id someone else claimed, sent without their cookie, gets a fresh guest that stays this browser's", async (t) => {
    const app = await suite.build(t);
    const victimId = randomUUID();
    const victimKey = (await visit(app, { 'session-id': victimId })).setKey!.value;

    const attacker = await visit(app, { 'session-id': victimId });
    assert.ok(attacker.guestSessionId);
    assert.notEqual(attacker.guestSessionId, victimId);
    assert.ok(attacker.setKey, 'the attacker gets a key to its own guest');
    const next = await visit(app, withKey(victimId, attacker.setKey.value));
    assert.equal(next.guestSessionId, attacker.guestSessionId, "the attacker's basket survives its next call, still not the victim's");

    // A forged key (right shape, wrong secret) and the victim's id inside someone else's key are no better.
    const forged = `${victimId}.${'A'.repeat(43)}`;
    const forgedVisit = await visit(app, withKey(victimId, forged));
    assert.ok(forgedVisit.guestSessionId && forgedVisit.guestSessionId !== victimId);
    const swapped = `${victimId}.${attacker.setKey.value.split('.')[1]}`;
    assert.notEqual((await visit(app, withKey(victimId, swapped))).guestSessionId, victimId);

    // The victim is untouched.
    assert.equal((await visit(app, withKey(victimId, victimKey))).guestSessionId, victimId);
  });

  test('a browser that makes a new id claims it at once, its old key notwithstanding', async (t) => {
    const app = await suite.build(t);
    const oldId = randomUUID();
    const oldKey = (await visit(app, { 'session-id': oldId })).setKey!.value;
    const newId = randomUUID();
    const renewed = await visit(app, withKey(newId, oldKey));
    assert.equal(renewed.guestSessionId, newId);
    assert.ok(renewed.setKey && renewed.setKey.value.startsWith(`${newId}.`));
  });

  test('a missing, repeated or non-UUID session-id is no guest: null, no cookie, nothing stored', async (t) => {
    const app = await suite.build(t);
    const before = (await suite.database.orm.select().from(guestSessions)).length;
    const malformed: Record<string, string>[] = [
      {},
      { 'session-id': '' },
      { 'session-id': 'guest-1' },
      { 'session-id': `${randomUUID()}x` },
      { 'session-id': "1' or '1'='1" },
    ];
    for (const headers of malformed) {
      const result = await visit(app, headers);
      assert.equal(result.guestSessionId, null, JSON.stringify(headers));
      assert.equal(result.setKey, undefined);
    }
    const repeated = await app.inject({ method: 'GET', url: '/api/dev/guest-session', headers: { 'session-id': [randomUUID(), randomUUID()] } });
    assert.equal(repeated.json().data.guestSessionId, null);
    assert.equal((await suite.database.orm.select().from(guestSessions)).length, before);
  });
});
