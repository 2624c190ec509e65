// Delivery addresses: a user's list with one
// active address, ownership (another user's id is 404 and untouched), no mass assignment (no owner ids from the
// body), a guest's one address (a made-up session-id sees nothing) and the merge on sign-in.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { guestAddresses, userAddresses } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { signIn, TEST_AUTH } from '../../test/auth.ts';

const SERVED_CITY = 956;
const NOT_SERVED_CITY = 959;

const place = (overrides: Record<string, unknown> = {}) => ({
  address: 'Тюмень, ул. Республики, 1',
  fiasId: randomUUID(),
  mainCityId: SERVED_CITY,
  lat: '57.153033',
  lon: '65.534328',
  ...overrides,
});

const bearer = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});

function call(app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, body?: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(token), ...headers },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

interface AddressAnswer {
  id: number;
  address: string;
  active: boolean;
  apartment: string | null;
  comment: string | null;
  fiasId: string | null;
  lat: string | null;
  lon: string | null;
  mainCity: { id: number; slug: string };
}

async function create(app: FastifyInstance, token: string, body: Record<string, unknown> = place()): Promise<AddressAnswer> {
  const res = await call(app, 'POST', '/profiles/addresses', token, body);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data;
}

async function list(app: FastifyInstance, token: string): Promise<AddressAnswer[]> {
  const res = await call(app, 'GET', '/profiles/addresses', token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data;
}

const activeIds = (addresses: AddressAnswer[]) => addresses.filter((address) => address.active).map((address) => address.id);

/** A guest as a browser is one: its session-id and, after the first answer, its guest-key cookie. */
function guestBrowser(app: FastifyInstance, sessionId = randomUUID()) {
  let cookie: string | undefined;
  const headers = () => ({ 'session-id': sessionId, ...(cookie ? { cookie: `guest-key=${cookie}` } : {}) });
  const remember = (res: Awaited<ReturnType<FastifyInstance['inject']>>) => {
    const set = res.cookies.find((c) => c.name === 'guest-key');
    if (set) cookie = set.value;
    return res;
  };
  return {
    sessionId,
    save: async (body: unknown) => remember(await call(app, 'POST', '/guest/addresses', undefined, body, headers())),
    read: async () => remember(await call(app, 'GET', '/guest/addresses', undefined, undefined, headers())),
    merge: async (token: string) => remember(await call(app, 'POST', '/profiles/addresses/merge-guest', token, undefined, headers())),
  };
}

describeOnEachDatabase('addresses: a signed-in user', (suite) => {
  test('creates (the first is active, data.id), lists newest first, replaces on update; answers are no-store', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { tokens } = await signIn(app, () => new Date());
    assert.deepEqual(await list(app, tokens.accessToken), []);

    const first = await create(app, tokens.accessToken, place({ apartment: ' 12 ', entrance: '2', intercom: '12К', floor: '3', comment: 'Код 1234' }));
    assert.ok(first.id > 0);
    assert.equal(first.active, true, 'the first address becomes active');
    assert.equal(first.apartment, '12', 'trimmed');
    assert.equal(first.lat, '57.153033');
    assert.equal(first.lon, '65.534328');
    assert.equal(first.mainCity.id, SERVED_CITY);
    assert.ok(first.mainCity.slug);

    const second = await create(app, tokens.accessToken, place({ address: 'Тюмень, ул. Ленина, 5', lat: null, lon: null }));
    assert.equal(second.active, false, 'a later address does not take the active mark');
    assert.equal(second.lat, null);
    const listed = await call(app, 'GET', '/profiles/addresses', tokens.accessToken);
    assert.equal(listed.headers['cache-control'], 'no-store');
    assert.deepEqual(
      (listed.json().data as AddressAnswer[]).map((address) => address.id),
      [second.id, first.id],
    );

    const updated = await call(app, 'POST', `/profiles/addresses/${first.id}`, tokens.accessToken, place({ address: 'Тюмень, ул. Мира, 3', comment: '' }));
    assert.equal(updated.statusCode, 200, updated.body);
    assert.equal(updated.json().data.address, 'Тюмень, ул. Мира, 3');
    assert.equal(updated.json().data.apartment, null, 'an update replaces every field');
    assert.equal(updated.json().data.comment, null);
    assert.equal(updated.json().data.active, true, 'an update keeps the active mark');
  });

  test('No mass assignment: owner ids, the id and the active mark in a body are never written', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const victim = await signIn(app, () => new Date());
    const attacker = await signIn(app, () => new Date());
    const victimAddress = await create(app, victim.tokens.accessToken);
    const [victimRow] = await suite.database.orm.select().from(userAddresses).where(eq(userAddresses.id, victimAddress.id));

    const own = await create(app, attacker.tokens.accessToken, place({ userId: victimRow!.userId, user_id: victimRow!.userId, id: victimAddress.id }));
    assert.notEqual(own.id, victimAddress.id);
    const second = await create(app, attacker.tokens.accessToken, place({ active: true }));
    assert.equal(second.active, false);
    const [ownRow] = await suite.database.orm.select().from(userAddresses).where(eq(userAddresses.id, own.id));
    assert.notEqual(ownRow!.userId, victimRow!.userId);
    assert.equal((await list(app, victim.tokens.accessToken)).length, 1);
  });

  test('the browser client sends its JSON content type with no body to activate and delete, and both work', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { tokens } = await signIn(app, () => new Date());
    const first = await create(app, tokens.accessToken);
    const second = await create(app, tokens.accessToken);
    const headers = { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' };
    const activated = await app.inject({ method: 'POST', url: `/api/profiles/addresses/${second.id}/active`, headers, payload: '' });
    assert.equal(activated.statusCode, 200, activated.body);
    const removed = await app.inject({ method: 'DELETE', url: `/api/profiles/addresses/${first.id}`, headers, payload: '' });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(activeIds(await list(app, tokens.accessToken)), [second.id]);
  });

  test("another user's address id is 404 for update, delete and activate, and stays as it was", async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const owner = await signIn(app, () => new Date());
    const other = await signIn(app, () => new Date());
    const owned = await create(app, owner.tokens.accessToken);
    await create(app, other.tokens.accessToken);
    const [before] = await suite.database.orm.select().from(userAddresses).where(eq(userAddresses.id, owned.id));

    const attempts = [
      await call(app, 'POST', `/profiles/addresses/${owned.id}`, other.tokens.accessToken, place({ address: 'Чужой адрес' })),
      await call(app, 'POST', `/profiles/addresses/${owned.id}`, other.tokens.accessToken, place({ address: 'Чужой адрес', mainCityId: NOT_SERVED_CITY })),
      await call(app, 'DELETE', `/profiles/addresses/${owned.id}`, other.tokens.accessToken),
      await call(app, 'POST', `/profiles/addresses/${owned.id}/active`, other.tokens.accessToken),
      await call(app, 'POST', '/profiles/addresses/2147483647/active', other.tokens.accessToken),
    ];
    for (const res of attempts) {
      assert.equal(res.statusCode, 404, res.body);
      assert.equal(res.json().error, 'not_found');
    }
    const [after] = await suite.database.orm.select().from(userAddresses).where(eq(userAddresses.id, owned.id));
    assert.deepEqual(after, before);
    assert.equal(activeIds(await list(app, other.tokens.accessToken)).length, 1, "the other user's own active mark did not move");
    assert.ok(!(await list(app, other.tokens.accessToken)).some((address) => address.id === owned.id));
  });

  test('one active address: activating moves the mark, deleting the active one hands it to the newest remaining', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { tokens } = await signIn(app, () => new Date());
    const a = await create(app, tokens.accessToken);
    const b = await create(app, tokens.accessToken);
    const c = await create(app, tokens.accessToken);
    assert.deepEqual(activeIds(await list(app, tokens.accessToken)), [a.id]);

    const activated = await call(app, 'POST', `/profiles/addresses/${b.id}/active`, tokens.accessToken);
    assert.equal(activated.statusCode, 200, activated.body);
    assert.equal(activated.json().data.active, true);
    assert.deepEqual(activeIds(await list(app, tokens.accessToken)), [b.id]);
    // Activating the active one again changes nothing.
    assert.equal((await call(app, 'POST', `/profiles/addresses/${b.id}/active`, tokens.accessToken)).statusCode, 200);
    assert.deepEqual(activeIds(await list(app, tokens.accessToken)), [b.id]);

    const removedInactive = await call(app, 'DELETE', `/profiles/addresses/${a.id}`, tokens.accessToken);
    assert.deepEqual(removedInactive.json().data, { deleted: true, activeId: b.id });
    const removedActive = await call(app, 'DELETE', `/profiles/addresses/${b.id}`, tokens.accessToken);
    assert.deepEqual(removedActive.json().data, { deleted: true, activeId: c.id });
    assert.deepEqual(activeIds(await list(app, tokens.accessToken)), [c.id]);
    const removedLast = await call(app, 'DELETE', `/profiles/addresses/${c.id}`, tokens.accessToken);
    assert.deepEqual(removedLast.json().data, { deleted: true, activeId: null });
    assert.equal((await call(app, 'DELETE', `/profiles/addresses/${c.id}`, tokens.accessToken)).statusCode, 404, 'gone is gone');

    const fresh = await create(app, tokens.accessToken);
    assert.equal(fresh.active, true, 'the first address of an emptied list is active again');
  });

  test('creates at once: one active, and the limit holds', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { tokens } = await signIn(app, () => new Date());
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, n) => call(app, 'POST', '/profiles/addresses', tokens.accessToken, place({ address: `Адрес ${n}` }))),
    );
    assert.deepEqual(answers.map((res) => res.statusCode).sort(), [...Array(20).fill(200), ...Array(4).fill(400)]);
    const addresses = await list(app, tokens.accessToken);
    assert.equal(addresses.length, 20);
    assert.equal(activeIds(addresses).length, 1);
  });

  test('at most 20 addresses', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { tokens } = await signIn(app, () => new Date());
    for (let n = 0; n < 20; n += 1) await create(app, tokens.accessToken, place({ address: `Адрес ${n}` }));
    const refused = await call(app, 'POST', '/profiles/addresses', tokens.accessToken, place());
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json().errors, ['Можно сохранить не больше 20 адресов']);
    assert.equal((await list(app, tokens.accessToken)).length, 20);
  });

  test('validation answers in Russian and writes nothing', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { tokens } = await signIn(app, () => new Date());
    const cases: [Record<string, unknown>, string][] = [
      [place({ address: undefined }), 'Поле Адрес обязательно для заполнения'],
      [place({ address: '   ' }), 'Поле Адрес обязательно для заполнения'],
      [place({ address: 'д'.repeat(501) }), 'Поле Адрес не может быть длиннее 500 символов'],
      [place({ comment: 'к'.repeat(1001) }), 'Поле Комментарий не может быть длиннее 1000 символов'],
      [place({ apartment: '1'.repeat(21) }), 'Поле Квартира не может быть длиннее 20 символов'],
      [place({ mainCityId: undefined }), 'Поле Город обязательно для заполнения'],
      [place({ mainCityId: NOT_SERVED_CITY }), 'Сервис ещё недоступен в этом городе: выберите другой адрес'],
      [place({ mainCityId: 999_999 }), 'Сервис ещё недоступен в этом городе: выберите другой адрес'],
      [place({ lat: '91' }), 'Широта должно быть числом 90 или меньше.'],
      [place({ lat: '-90.5' }), 'Широта должно быть числом -90 или больше.'],
      [place({ lon: '180.01' }), 'Долгота должно быть числом 180 или меньше.'],
      [place({ lon: 'восток' }), 'Долгота должно быть числом'],
      [place({ lat: '1e308' }), 'Широта должно быть числом'],
      [place({ lon: null }), 'Поле Долгота обязательно для заполнения'],
      [place({ lat: '' }), 'Поле Широта обязательно для заполнения'],
    ];
    for (const [body, message] of cases) {
      const res = await call(app, 'POST', '/profiles/addresses', tokens.accessToken, body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body).slice(0, 80)}: ${res.body}`);
      assert.ok(res.json().errors.includes(message), `${JSON.stringify(body).slice(0, 80)}: ${res.body}`);
    }
    assert.deepEqual(await list(app, tokens.accessToken), []);
    // Numbers are accepted where strings are expected, and answered as strings.
    const numeric = await create(app, tokens.accessToken, place({ lat: -33.5, lon: 151, mainCityId: String(SERVED_CITY) }));
    assert.deepEqual([numeric.lat, numeric.lon], ['-33.5', '151']);
    assert.equal((await call(app, 'POST', '/profiles/addresses/abc/active', tokens.accessToken)).statusCode, 400);
  });

  test('every user route needs a valid token (401)', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const attempts = [
      await call(app, 'GET', '/profiles/addresses'),
      await call(app, 'POST', '/profiles/addresses', undefined, place()),
      await call(app, 'POST', '/profiles/addresses/1', undefined, place()),
      await call(app, 'DELETE', '/profiles/addresses/1'),
      await call(app, 'POST', '/profiles/addresses/1/active'),
      await call(app, 'POST', '/profiles/addresses/merge-guest', undefined, undefined, { 'session-id': randomUUID() }),
      await call(app, 'GET', '/profiles/addresses', 'not-a-token'),
    ];
    for (const res of attempts) {
      assert.equal(res.statusCode, 401, res.body);
      assert.equal(res.json().error, 'unauthorized');
    }
  });
});

describeOnEachDatabase('addresses: a guest', (suite) => {
  test('keeps one address: a second save replaces the first; GET answers it, or null', async (t) => {
    const app = await suite.build(t);
    const guest = guestBrowser(app);
    const empty = await guest.read();
    assert.equal(empty.statusCode, 200);
    assert.equal(empty.json().data, null);

    const saved = await guest.save(place({ address: 'Тюмень, ул. Первая, 1', apartment: '5' }));
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().success, true);
    assert.equal(saved.json().data.address, 'Тюмень, ул. Первая, 1');
    assert.equal(saved.json().data.apartment, undefined, 'guests keep no user-only fields');
    assert.equal(saved.headers['cache-control'], 'no-store');

    const replaced = await guest.save(place({ address: 'Тюмень, ул. Вторая, 2', lat: null, lon: null }));
    assert.equal(replaced.statusCode, 200, replaced.body);
    const read = (await guest.read()).json().data;
    assert.equal(read.address, 'Тюмень, ул. Вторая, 2');
    assert.equal(read.lat, null);
    assert.equal(read.mainCity.id, SERVED_CITY);
    const rows = await suite.database.orm.select().from(guestAddresses).where(eq(guestAddresses.guestSessionId, guest.sessionId));
    assert.equal(rows.length, 1);
  });

  test('without a usable session-id: save is 400, read is null; validation is in Russian', async (t) => {
    const app = await suite.build(t);
    const noSession = await call(app, 'POST', '/guest/addresses', undefined, place());
    assert.equal(noSession.statusCode, 400);
    assert.deepEqual(noSession.json().errors, ['Не удалось определить сессию']);
    const badSession = await call(app, 'POST', '/guest/addresses', undefined, place(), { 'session-id': 'guest-1' });
    assert.deepEqual(badSession.json().errors, ['Не удалось определить сессию']);
    const read = await call(app, 'GET', '/guest/addresses');
    assert.equal(read.statusCode, 200);
    assert.equal(read.json().data, null);

    const guest = guestBrowser(app);
    const invalid = await guest.save(place({ address: '', mainCityId: 'x' }));
    assert.equal(invalid.statusCode, 400);
    assert.ok(invalid.json().errors.includes('Поле Адрес обязательно для заполнения'), invalid.body);
    const notServed = await guest.save(place({ mainCityId: NOT_SERVED_CITY }));
    assert.deepEqual(notServed.json().errors, ['Сервис ещё недоступен в этом городе: выберите другой адрес']);
    assert.equal((await guest.read()).json().data, null);
  });

  test("someone else's session-id without their cookie neither reads nor replaces their address", async (t) => {
    const app = await suite.build(t);
    const victim = guestBrowser(app);
    assert.equal((await victim.save(place({ address: 'Адрес жертвы' }))).statusCode, 200);

    const attacker = guestBrowser(app, victim.sessionId);
    assert.equal((await attacker.read()).json().data, null);
    assert.equal((await attacker.save(place({ address: 'Адрес взломщика' }))).statusCode, 200);
    assert.equal((await attacker.read()).json().data.address, 'Адрес взломщика', "the attacker sees only its own guest's address");
    assert.equal((await victim.read()).json().data.address, 'Адрес жертвы');
  });
});

describeOnEachDatabase('addresses: merging the guest address on sign-in', (suite) => {
  test("moves the guest's address into the list as active, exactly once", async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const guest = guestBrowser(app);
    await guest.save(place({ address: 'Адрес гостя' }));
    const { tokens } = await signIn(app, () => new Date());
    const existing = await create(app, tokens.accessToken, place({ address: 'Старый адрес' }));

    const first = await guest.merge(tokens.accessToken);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().data.merged, true);
    const mergedId = first.json().data.id as number;
    const addresses = await list(app, tokens.accessToken);
    assert.deepEqual(activeIds(addresses), [mergedId]);
    assert.equal(addresses.find((address) => address.id === mergedId)?.address, 'Адрес гостя');
    assert.ok(addresses.some((address) => address.id === existing.id && !address.active));
    assert.equal((await guest.read()).json().data, null, 'the guest address is gone');

    const second = await guest.merge(tokens.accessToken);
    assert.deepEqual(second.json().data, { merged: false });
    assert.equal((await list(app, tokens.accessToken)).length, 2);
  });

  test('merges at once from two tabs: one copy', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const guest = guestBrowser(app);
    await guest.save(place({ address: 'Адрес гостя' }));
    const { tokens } = await signIn(app, () => new Date());
    const answers = await Promise.all([guest.merge(tokens.accessToken), guest.merge(tokens.accessToken), guest.merge(tokens.accessToken)]);
    assert.deepEqual(answers.map((res) => res.json().data.merged).sort(), [false, false, true]);
    assert.equal((await list(app, tokens.accessToken)).length, 1);
  });

  test('an identical saved address (same fiasId, no apartment) is made active instead of copied', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { tokens } = await signIn(app, () => new Date());
    const fiasId = randomUUID();
    await create(app, tokens.accessToken, place({ fiasId, apartment: '7' }));
    const same = await create(app, tokens.accessToken, place({ fiasId }));
    const guest = guestBrowser(app);
    await guest.save(place({ fiasId }));

    const merged = await guest.merge(tokens.accessToken);
    assert.deepEqual(merged.json().data, { merged: true, id: same.id });
    const addresses = await list(app, tokens.accessToken);
    assert.equal(addresses.length, 2);
    assert.deepEqual(activeIds(addresses), [same.id]);
  });

  test("a signed-in attacker with the victim's session-id but not the cookie merges nothing; no session-id merges nothing", async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const victim = guestBrowser(app);
    await victim.save(place({ address: 'Адрес жертвы' }));
    const attacker = await signIn(app, () => new Date());

    const stolen = await guestBrowser(app, victim.sessionId).merge(attacker.tokens.accessToken);
    assert.equal(stolen.statusCode, 200, stolen.body);
    assert.deepEqual(stolen.json().data, { merged: false });
    const bare = await call(app, 'POST', '/profiles/addresses/merge-guest', attacker.tokens.accessToken);
    assert.deepEqual(bare.json().data, { merged: false });
    assert.deepEqual(await list(app, attacker.tokens.accessToken), []);
    assert.equal((await victim.read()).json().data.address, 'Адрес жертвы');
  });

  test('at the limit the merge is refused and the guest keeps the address', async (t) => {
    const app = await suite.build(t, { auth: TEST_AUTH });
    const { tokens } = await signIn(app, () => new Date());
    for (let n = 0; n < 20; n += 1) await create(app, tokens.accessToken, place({ address: `Адрес ${n}` }));
    const guest = guestBrowser(app);
    await guest.save(place({ address: 'Адрес гостя' }));
    const refused = await guest.merge(tokens.accessToken);
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json().errors, ['Можно сохранить не больше 20 адресов']);
    assert.equal((await guest.read()).json().data.address, 'Адрес гостя');
  });
});
