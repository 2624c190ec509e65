// Confirming the e-mail: change-data with a new address mails a one-day, single-use link to
// /profile?confirm-email=…; POST /api/auth/confirm-email marks the address confirmed while the
// account still has it; POST /api/auth/send-email-confirmation sends the link again.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailTokens, users } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { hashToken } from './secrets.ts';
import { freshEmail, linkToken, movableClock, readOutbox, signIn, TEST_AUTH } from '../../test/auth.ts';

const HOUR = 60 * 60_000;
const INVALID_LINK = ['Ссылка для подтверждения e-mail недействительна или устарела'];

const changeData = (app: FastifyInstance, accessToken: string, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/profiles/change-data', headers: { authorization: `Bearer ${accessToken}` }, payload: body });
const confirmEmail = (app: FastifyInstance, token: unknown) => app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } });
const resend = (app: FastifyInstance, accessToken?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/send-email-confirmation',
    headers: { 'content-type': 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    payload: '',
  });
const currentUser = async (app: FastifyInstance, accessToken: string) =>
  (await app.inject({ method: 'GET', url: '/api/profiles/user', headers: { authorization: `Bearer ${accessToken}` } })).json().data;

describeOnEachDatabase('auth: confirming the e-mail', (suite) => {
  const longAccess = { ...TEST_AUTH, accessTokenTtlSeconds: 3 * 24 * 3600 };

  test('a new address in change-data gets a link to /profile; the link confirms it once', async (t) => {
    const app = await suite.build(t, { auth: longAccess, publicUrl: 'https://povar.example' });
    const { tokens } = await signIn(app, () => new Date());
    const email = freshEmail();
    const changed = await changeData(app, tokens.accessToken, { email: email.toUpperCase() });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().data.emailVerified, false);

    const letters = await readOutbox(app, { channel: 'email', recipient: email });
    assert.equal(letters.length, 1);
    assert.equal(letters[0]?.subject, 'Подтвердите e-mail в «Повар рядом»');
    const link = new URL(letters[0]!.text.match(/https:\/\/\S+/)![0]);
    assert.equal(`${link.origin}${link.pathname}`, 'https://povar.example/profile');
    const token = linkToken(letters[0], 'confirm-email');
    const [row] = await suite.database.orm
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashToken(token)));
    assert.equal(row?.purpose, 'confirm-email');
    assert.equal(row!.expiresAt.getTime() - row!.createdAt.getTime(), 24 * HOUR);

    // No Bearer needed: the link is opened wherever the letter is read.
    const res = await confirmEmail(app, token);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { success: true, data: { confirmed: true }, errors: [], message: '', error: null });
    assert.equal((await currentUser(app, tokens.accessToken)).emailVerified, true);
    const again = await confirmEmail(app, token);
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json().errors, INVALID_LINK);

    // Saving the confirmed address again sends nothing and keeps it confirmed.
    await changeData(app, tokens.accessToken, { email, name: 'Анна' });
    assert.equal((await readOutbox(app, { channel: 'email', recipient: email })).length, 1);
    assert.equal((await currentUser(app, tokens.accessToken)).emailVerified, true);
  });

  test('saving the same unconfirmed address again sends no second letter; asking again does, and kills the first link', async (t) => {
    const app = await suite.build(t, { auth: longAccess });
    const { tokens } = await signIn(app, () => new Date());
    const email = freshEmail();
    await changeData(app, tokens.accessToken, { email });
    await changeData(app, tokens.accessToken, { email, about: 'Люблю пироги' });
    const first = await readOutbox(app, { channel: 'email', recipient: email });
    assert.equal(first.length, 1);

    const res = await resend(app, tokens.accessToken);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data, { sent: true });
    const letters = await readOutbox(app, { channel: 'email', recipient: email });
    assert.equal(letters.length, 2);
    assert.deepEqual((await confirmEmail(app, linkToken(first[0], 'confirm-email'))).json().errors, INVALID_LINK);
    assert.equal((await confirmEmail(app, linkToken(letters[0], 'confirm-email'))).statusCode, 200);

    const confirmed = await resend(app, tokens.accessToken);
    assert.equal(confirmed.statusCode, 400);
    assert.deepEqual(confirmed.json().errors, ['Этот e-mail уже подтверждён']);
  });

  test('a link confirms nothing once the account has another address, or after a day', async (t) => {
    const clock = movableClock('2026-07-01T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: longAccess });
    const { tokens } = await signIn(app, clock.now);
    const old = freshEmail();
    await changeData(app, tokens.accessToken, { email: old });
    const oldToken = linkToken((await readOutbox(app, { recipient: old }))[0], 'confirm-email');
    const current = freshEmail();
    await changeData(app, tokens.accessToken, { email: current });
    assert.deepEqual((await confirmEmail(app, oldToken)).json().errors, INVALID_LINK);
    assert.equal((await currentUser(app, tokens.accessToken)).emailVerified, false);

    // The address is edited around the API: the link is for an address the account no longer has.
    const currentToken = linkToken((await readOutbox(app, { recipient: current }))[0], 'confirm-email');
    const [user] = await suite.database.orm.select().from(users).where(eq(users.email, current));
    await suite.database.orm.update(users).set({ email: freshEmail() }).where(eq(users.id, user!.id));
    assert.deepEqual((await confirmEmail(app, currentToken)).json().errors, INVALID_LINK);

    const later = freshEmail();
    await changeData(app, tokens.accessToken, { email: later });
    const laterToken = linkToken((await readOutbox(app, { recipient: later }))[0], 'confirm-email');
    clock.advance(24 * HOUR + 1000);
    assert.deepEqual((await confirmEmail(app, laterToken)).json().errors, INVALID_LINK);

    for (const token of ['', 42, 'x'.repeat(201)]) {
      const res = await confirmEmail(app, token);
      assert.equal(res.statusCode, 400, String(token));
      assert.match(res.json().errors[0], /[а-яА-Я]/);
    }
  });

  test('asking again: 401 without a token, 400 without an address, 429 past 3 letters an hour to one address', async (t) => {
    const app = await suite.build(t, { auth: longAccess });
    assert.equal((await resend(app)).statusCode, 401);
    const { tokens } = await signIn(app, () => new Date());
    const none = await resend(app, tokens.accessToken);
    assert.equal(none.statusCode, 400);
    assert.deepEqual(none.json().errors, ['Сначала укажите e-mail в профиле']);

    const email = freshEmail();
    await changeData(app, tokens.accessToken, { email });
    assert.equal((await resend(app, tokens.accessToken)).statusCode, 200);
    assert.equal((await resend(app, tokens.accessToken)).statusCode, 200);
    const limited = await resend(app, tokens.accessToken);
    assert.equal(limited.statusCode, 429);
    assert.deepEqual(limited.json().errors, ['Письмо уже отправлено. Попробуйте позже']);
    assert.equal((await readOutbox(app, { recipient: email })).length, 3);
  });
});
