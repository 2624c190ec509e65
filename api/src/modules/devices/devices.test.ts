// POST /api/device/register, and the device following the account: bound on sign-in,
// released on sign-out, every registration saying whose the device is now.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { devices, users } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { freshIp, freshPhone, hashSecret, lastCodeFor, login, readOutbox, REFRESH_COOKIE, sendCode, sessionOf, signIn, TEST_AUTH } from '../../test/auth.ts';
import { devicesServiceFor } from './index.ts';

let sequence = 0;
const freshDevice = () => `device-${process.pid}-${++sequence}`;
const freshPushToken = () => `fcm:${process.pid}:${++sequence}:${'x'.repeat(100)}`;

const register = (app: FastifyInstance, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/device/register', headers, payload: body });
const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

describeOnEachDatabase('devices: registration for push', (suite) => {
  const deviceRow = async (deviceId: string) => (await suite.database.orm.select().from(devices).where(eq(devices.deviceId, deviceId)))[0];
  const userIdOf = async (phone: string) => (await suite.database.orm.select().from(users).where(eq(users.phone, phone)))[0]!.id;

  test('{requestId, deviceId}: stored, answered as {error: null, value}, bound to the Bearer user or to nobody', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const deviceId = freshDevice();
    const requestId = freshPushToken();
    const res = await register(app, { requestId, deviceId });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { success: true, data: { error: null, value: { requestId, deviceId } }, errors: [], message: '', error: null });
    let row = await deviceRow(deviceId);
    assert.equal(row?.pushToken, requestId);
    assert.equal(row?.userId, null);

    const { phone, tokens } = await signIn(app, () => new Date());
    const signedIn = await register(app, { requestId, deviceId, platform: 'android' }, bearer(tokens.accessToken));
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    row = await deviceRow(deviceId);
    assert.equal(row?.userId, await userIdOf(phone));
    assert.equal(row?.platform, 'android');
    assert.equal((await suite.database.orm.select().from(devices).where(eq(devices.deviceId, deviceId))).length, 1, 'one row per device');

    // A token that no longer works: 401, so the app refreshes and registers signed in.
    const stale = await register(app, { requestId, deviceId }, { authorization: 'Bearer not.a.token' });
    assert.equal(stale.statusCode, 401);
    assert.equal((await deviceRow(deviceId))?.userId, await userIdOf(phone), 'nothing changed');
  });

  test('{token, platform}: the token is the push token; the platform is the device id unless it names the OS', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const asDevice = freshDevice();
    const token = freshPushToken();
    const res = await register(app, { token, platform: asDevice });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data.value, { requestId: token, deviceId: asDevice });
    assert.equal((await deviceRow(asDevice))?.platform, null);

    const fromHeader = freshDevice();
    const ios = await register(app, { token, platform: 'ios' }, { 'x-request-device-id': fromHeader });
    assert.equal(ios.statusCode, 200, ios.body);
    assert.deepEqual(ios.json().data.value, { requestId: token, deviceId: fromHeader });
    assert.equal((await deviceRow(fromHeader))?.platform, 'ios');

    const noDevice = await register(app, { token, platform: 'web' });
    assert.equal(noDevice.statusCode, 400);
    assert.deepEqual(noDevice.json().errors, ['Поле deviceId обязательно для заполнения']);
    for (const body of [
      { deviceId: freshDevice() },
      { requestId: '', deviceId: freshDevice() },
      { requestId: 'a', deviceId: 'd'.repeat(201) },
      { requestId: 42, deviceId: 'd' },
    ]) {
      const bad = await register(app, body);
      assert.equal(bad.statusCode, 400, JSON.stringify(body));
      assert.match(bad.json().errors[0], /[а-яА-Я]/);
    }
  });

  test("a registration by someone else takes the device over: a user's pushes never go to another's token", async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const deviceId = freshDevice();
    const owner = await signIn(app, () => new Date());
    await register(app, { requestId: freshPushToken(), deviceId }, bearer(owner.tokens.accessToken));
    const strangerToken = freshPushToken();
    await register(app, { requestId: strangerToken, deviceId });
    const row = await deviceRow(deviceId);
    assert.equal(row?.pushToken, strangerToken);
    assert.equal(row?.userId, null, 'the stranger did not inherit the owner');

    const devicesService = devicesServiceFor(suite.database.orm, () => new Date());
    assert.equal(await devicesService.pushToUser(await userIdOf(owner.phone), 'Ваш заказ готов'), 0);
    assert.equal((await readOutbox(app, { channel: 'push', recipient: strangerToken })).length, 0);
  });

  test('sign-in binds the device of the x-request-device-id header; sign-out releases it; pushes follow the binding', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const phone = freshPhone();
    await sendCode(app, phone, new Date(), freshIp());
    const deviceId = freshDevice();
    const pushToken = freshPushToken();
    const headers = { 'x-request-device-id': deviceId, 'x-request-push-token': pushToken };
    const res = await login(app, { phone, code: await lastCodeFor(app, phone) }, freshIp(), headers);
    assert.equal(res.statusCode, 200, res.body);
    const userId = await userIdOf(phone);
    assert.deepEqual(
      { ...(await deviceRow(deviceId)), id: 0, createdAt: null, updatedAt: null },
      {
        id: 0,
        deviceId,
        pushToken,
        platform: null,
        userId,
        createdAt: null,
        updatedAt: null,
      },
    );

    const devicesService = devicesServiceFor(suite.database.orm, () => new Date());
    assert.equal(await devicesService.pushToUser(userId, 'Повар принял заказ', 'Заказ'), 1);
    const [push] = await readOutbox(app, { channel: 'push', recipient: pushToken });
    assert.equal(push?.text, 'Повар принял заказ');
    assert.equal(push?.subject, 'Заказ');

    // Another account's sign-out names the device: not theirs, nothing happens.
    const other = await signIn(app, () => new Date());
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(other.tokens.accessToken), 'x-request-device-id': deviceId },
      payload: {},
    });
    assert.equal(foreign.statusCode, 204);
    assert.equal((await deviceRow(deviceId))?.userId, userId);

    const { refreshToken } = sessionOf(res);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-request-device-id': deviceId },
      cookies: { [REFRESH_COOKIE]: refreshToken },
      payload: {},
    });
    assert.equal(out.statusCode, 204);
    assert.equal((await deviceRow(deviceId))?.userId, null);
    assert.equal(await devicesService.pushToUser(userId, 'Никто не услышит'), 0);
  });

  test('a password sign-in binds the device too; a refused sign-in binds nothing', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const phone = freshPhone();
    await suite.database.orm.insert(users).values({ phone, passwordHash: await hashSecret('верный-пароль'), phoneVerified: true });
    const refused = freshDevice();
    assert.equal((await login(app, { phone, password: 'не тот' }, freshIp(), { 'x-request-device-id': refused })).statusCode, 400);
    assert.equal(await deviceRow(refused), undefined);
    const deviceId = freshDevice();
    assert.equal((await login(app, { phone, password: 'верный-пароль' }, freshIp(), { 'x-request-device-id': deviceId })).statusCode, 200);
    assert.equal((await deviceRow(deviceId))?.userId, await userIdOf(phone));
  });
});
