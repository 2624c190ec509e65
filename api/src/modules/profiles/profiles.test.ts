// Changing the password (every session ends) and the profile data (privileged fields are never written: no mass assignment).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { assertRefreshCookie, freshPhone, login, movableClock, refresh, sessionOf, signIn, TEST_AUTH } from '../../test/auth.ts';
import { hashSecret } from '../auth/index.ts';

const post = (app: FastifyInstance, url: string, accessToken: string | undefined, body: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/profiles/${url}`,
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    payload: body as Record<string, unknown>,
  });
const currentUser = (app: FastifyInstance, accessToken: string) =>
  app.inject({ method: 'GET', url: '/api/profiles/user', headers: { authorization: `Bearer ${accessToken}` } });

describeOnEachDatabase('profiles: change-password', (suite) => {
  test('ends every session, the old refresh tokens get 401, the returned pair works and the password signs in', async (t) => {
    const clock = movableClock('2026-04-01T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    // Signed in by SMS code: no password yet, so none is asked for.
    const { phone, tokens } = await signIn(app, clock.now);
    const res = await post(app, 'change-password', tokens.accessToken, { password: 'новый-пароль', password_confirmation: 'новый-пароль' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const next = sessionOf(res);
    assertRefreshCookie(res);
    assert.notEqual(next.refreshToken, tokens.refreshToken);

    assert.equal((await refresh(app, tokens.refreshToken)).statusCode, 401);
    assert.equal((await currentUser(app, tokens.accessToken)).statusCode, 401);
    assert.equal((await currentUser(app, next.accessToken)).statusCode, 200);
    assert.equal((await refresh(app, next.refreshToken)).statusCode, 200);

    const [row] = await suite.database.orm.select().from(users).where(eq(users.phone, phone));
    assert.match(row?.passwordHash ?? '', /^scrypt\$/);
    assert.equal((await login(app, { phone, password: 'новый-пароль' })).statusCode, 200);
  });

  test('with a password set, the current one is asked for; on success both devices are signed out', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const phone = freshPhone();
    await suite.database.orm.insert(users).values({ phone, passwordHash: await hashSecret('старый-пароль'), phoneVerified: true });
    const first = sessionOf(await login(app, { phone, password: 'старый-пароль' }));
    const second = sessionOf(await login(app, { phone, password: 'старый-пароль' }));

    const wrong = await post(app, 'change-password', first.accessToken, {
      current_password: 'не тот',
      password: 'новый-пароль',
      password_confirmation: 'новый-пароль',
    });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json().errors, ['Неверный текущий пароль']);
    const missing = await post(app, 'change-password', first.accessToken, { password: 'новый-пароль', password_confirmation: 'новый-пароль' });
    assert.deepEqual(missing.json().errors, ['Поле Текущий пароль обязательно для заполнения']);
    // Refused attempts end nothing.
    assert.equal((await currentUser(app, second.accessToken)).statusCode, 200);

    const ok = await post(app, 'change-password', first.accessToken, {
      current_password: 'старый-пароль',
      password: 'новый-пароль',
      password_confirmation: 'новый-пароль',
    });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal((await refresh(app, first.refreshToken)).statusCode, 401);
    assert.equal((await refresh(app, second.refreshToken)).statusCode, 401);
    assert.equal((await currentUser(app, second.accessToken)).statusCode, 401);
    assert.equal((await login(app, { phone, password: 'старый-пароль' })).statusCode, 400);
  });

  test('Russian validation messages: required, at least 8 characters, confirmed; a 401 without a token', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { tokens } = await signIn(app, () => new Date());
    const cases: [unknown, string][] = [
      [{}, 'Поле Пароль обязательно для заполнения'],
      [{ password: '', password_confirmation: '' }, 'Поле Пароль обязательно для заполнения'],
      [{ password: 'short', password_confirmation: 'short' }, 'Поле Пароль должно быть не короче 8 символов'],
      [{ password: 'длинный-пароль', password_confirmation: 'другой-пароль' }, 'Поле Пароль не совпадает с другим полем'],
      [{ password: 12345678, password_confirmation: 12345678 }, 'Поле Пароль обязательно для заполнения'],
    ];
    for (const [body, message] of cases) {
      const res = await post(app, 'change-password', tokens.accessToken, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(res.json().success, false);
      assert.ok(res.json().errors.includes(message), `${JSON.stringify(body)}: ${res.body}`);
    }
    assert.equal((await post(app, 'change-password', undefined, { password: 'длинный-пароль', password_confirmation: 'длинный-пароль' })).statusCode, 401);
    // None of the refused attempts ended the session.
    assert.equal((await currentUser(app, tokens.accessToken)).statusCode, 200);
  });
});

describeOnEachDatabase('profiles: change-data', (suite) => {
  test('changes name, about and e-mail (lower-cased, unverified) and answers the user as GET /user does', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { phone, tokens } = await signIn(app, () => new Date());
    await suite.database.orm.update(users).set({ email: 'old@example.ru', emailVerified: true }).where(eq(users.phone, phone));

    const same = await post(app, 'change-data', tokens.accessToken, { name: '  Анна  ', email: 'OLD@example.ru' });
    assert.equal(same.statusCode, 200, same.body);
    assert.equal(same.json().data.name, 'Анна');
    // The same address, however written, stays verified.
    assert.equal(same.json().data.emailVerified, true);

    const res = await post(app, 'change-data', tokens.accessToken, { about: 'Пеку пироги', email: ' Anna@Example.RU ' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.deepEqual(res.json(), (await currentUser(app, tokens.accessToken)).json());
    assert.equal(res.json().data.email, 'anna@example.ru');
    assert.equal(res.json().data.emailVerified, false);
    assert.equal(res.json().data.about, 'Пеку пироги');
    assert.equal(res.json().data.name, 'Анна');
  });

  test('No mass assignment: a body full of privileged fields changes none of them', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { phone, tokens } = await signIn(app, () => new Date());
    const [before] = await suite.database.orm.select().from(users).where(eq(users.phone, phone));
    assert.ok(before);

    const res = await post(app, 'change-data', tokens.accessToken, {
      name: 'Борис',
      isCook: true,
      is_cook: true,
      passportVerified: true,
      passport_verified: true,
      sanitaryVerified: true,
      sanitary_verified: true,
      role: 'admin',
      id: before.id + 1000,
      phone: '+79001112233',
      phoneVerified: false,
      phone_verified: false,
      emailVerified: true,
      email_verified: true,
      rating: 5,
      mainCityId: 2,
      main_city_id: 2,
      registerDate: '2000-01-01T00:00:00Z',
      passwordHash: 'scrypt$x$y',
      password: 'новый-пароль',
      avatar: 'https://evil.example/a.png',
    });
    assert.equal(res.statusCode, 200, res.body);
    const [after] = await suite.database.orm.select().from(users).where(eq(users.id, before.id));
    assert.deepEqual(after, { ...before, name: 'Борис' });
    assert.equal(res.json().data.isCook, false);
  });

  test('bad input: the envelope with a Russian message, nothing written; 401 without a token', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { phone, tokens } = await signIn(app, () => new Date());
    const [before] = await suite.database.orm.select().from(users).where(eq(users.phone, phone));
    const cases: [unknown, string][] = [
      [{ name: '   ' }, 'Поле Имя обязательно для заполнения'],
      [{ name: 'я'.repeat(101) }, 'Поле Имя не может быть длиннее 100 символов'],
      [{ about: 'я'.repeat(2001) }, 'Поле О себе не может быть длиннее 2000 символов'],
      [{ email: 'не адрес' }, 'Поле E-mail должно быть действительным электронным адресом'],
      [{ name: 42 }, 'Поле Имя обязательно для заполнения'],
      [{ name: 'Вера', email: 'плохой' }, 'Поле E-mail должно быть действительным электронным адресом'],
    ];
    for (const [body, message] of cases) {
      const res = await post(app, 'change-data', tokens.accessToken, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.ok(res.json().errors.includes(message), `${JSON.stringify(body)}: ${res.body}`);
    }
    const array = await app.inject({
      method: 'POST',
      url: '/api/profiles/change-data',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
      payload: [1, 2],
    });
    assert.equal(array.statusCode, 400);
    assert.match(array.json().errors[0], /[а-яА-Я]/);
    const [after] = await suite.database.orm.select().from(users).where(eq(users.phone, phone));
    assert.deepEqual(after, before);
    assert.equal((await post(app, 'change-data', undefined, { name: 'Вера' })).statusCode, 401);
  });
});
