// POST /api/profiles/change-data as a multipart form: the avatar (PNG, JPG, WEBP by its
// bytes, 10 MB) becomes a 512 px square without EXIF, replaced files go, and the form is held to
// the JSON body's rules, privileged fields ignored (no mass assignment).
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { cooks, users } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { bearer, buildWithFiles, jpegWithExif, multipart, PDF, png, pngBomb, signInAs, webp, type FormFile } from '../../test/files.ts';

const MB = 1024 * 1024;

function changeData(app: FastifyInstance, accessToken: string, fields: Record<string, string>, avatar?: Omit<FormFile, 'field'>) {
  const body = multipart(fields, avatar ? [{ field: 'avatar', ...avatar }] : []);
  return app.inject({ method: 'POST', url: '/api/profiles/change-data', headers: { ...body.headers, ...bearer(accessToken) }, payload: body.payload });
}

const avatarFiles = async (filesDir: string) => (await readdir(`${filesDir}/avatars`).catch(() => [] as string[])).sort();

describeOnEachDatabase('profiles: change-data form', (suite) => {
  test('the avatar becomes a 512 px square in webp and jpeg, upright, without EXIF, served under /api/files', async (t) => {
    const { app, filesDir } = await buildWithFiles(t, suite);
    const person = await signInAs(app, suite);
    const res = await changeData(
      app,
      person.accessToken,
      { name: 'Анна', about: 'Люблю пироги' },
      { filename: 'me.jpg', contentType: 'image/jpeg', data: await jpegWithExif(900, 600) },
    );
    assert.equal(res.statusCode, 200, res.body);
    const user = res.json().data;
    assert.equal(user.name, 'Анна');
    assert.equal(user.about, 'Люблю пироги');
    assert.match(user.avatar.webp, /^\/api\/files\/avatars\/[0-9a-f-]{36}-512\.webp$/);
    assert.match(user.avatar.jpg, /^\/api\/files\/avatars\/[0-9a-f-]{36}-512\.jpg$/);
    assert.equal(user.avatar.src, user.avatar.jpg);
    assert.deepEqual(user.avatar.size, { width: 512, height: 512 });
    assert.deepEqual((await app.inject({ method: 'GET', url: '/api/profiles/user', headers: bearer(person.accessToken) })).json().data, user);

    for (const url of [user.avatar.jpg, user.avatar.webp]) {
      const file = await app.inject({ method: 'GET', url });
      assert.equal(file.statusCode, 200, url);
      const metadata = await sharp(file.rawPayload).metadata();
      assert.deepEqual([metadata.width, metadata.height, metadata.exif, metadata.orientation], [512, 512, undefined, undefined]);
      assert.ok(!file.rawPayload.includes(Buffer.from('Secret Model')));
    }
  });

  test('a new avatar replaces the old one, whose files are deleted; a cook’s card gets the same picture', async (t) => {
    const { app, filesDir } = await buildWithFiles(t, suite);
    const cook = await signInAs(app, suite, 'cook');
    const [card] = await suite.database.orm
      .insert(cooks)
      .values({ name: 'Повар', address: '', mainCityId: 956, lat: 57.15, lon: 65.53, isActive: false, userId: cook.id })
      .returning();
    assert.ok(card);

    const first = (await changeData(app, cook.accessToken, {}, { filename: 'a.png', data: await png(600, 600) })).json().data.avatar;
    assert.equal((await avatarFiles(filesDir)).length, 2);
    const second = await changeData(app, cook.accessToken, {}, { filename: 'b.webp', data: await webp(700, 500) });
    assert.equal(second.statusCode, 200, second.body);
    const avatar = second.json().data.avatar;
    assert.notEqual(avatar.jpg, first.jpg);
    assert.deepEqual(await avatarFiles(filesDir), [avatar.jpg, avatar.webp].map((href: string) => href.split('/').pop()).sort());
    assert.equal((await app.inject({ method: 'GET', url: first.jpg })).statusCode, 404);
    assert.deepEqual(second.json().data.cookData.avatar, avatar);
    const [after] = await suite.database.orm.select().from(cooks).where(eq(cooks.id, card.id));
    assert.deepEqual(after?.avatar, avatar);
  });

  test('an avatar that is no picture, or over 10 MB, is refused and nothing changes, not even the name', async (t) => {
    const { app, filesDir } = await buildWithFiles(t, suite);
    const person = await signInAs(app, suite);
    const [before] = await suite.database.orm.select().from(users).where(eq(users.id, person.id));
    const pictureless: [string, Buffer][] = [
      ['me.jpg', PDF],
      ['me.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['me.jpg', (await jpegWithExif()).subarray(0, 100)],
      ['me.webp', Buffer.from('RIFF....WEBPVP8 garbage')],
      ['bomb.png', pngBomb(60_000, 60_000)],
    ];
    for (const [filename, data] of pictureless) {
      const res = await changeData(app, person.accessToken, { name: 'Новое имя' }, { filename, contentType: 'image/jpeg', data });
      assert.equal(res.statusCode, 400, filename);
      assert.deepEqual(res.json().errors, ['Поле Аватар должно быть изображением'], filename);
    }
    const tooLarge = await changeData(
      app,
      person.accessToken,
      { name: 'Новое имя' },
      { filename: 'me.png', data: Buffer.concat([await png(), Buffer.alloc(10 * MB)]) },
    );
    assert.equal(tooLarge.statusCode, 400);
    assert.deepEqual(tooLarge.json().errors, ['Поле Аватар должно быть меньше, чем 10240KB']);
    const [after] = await suite.database.orm.select().from(users).where(eq(users.id, person.id));
    assert.deepEqual(after, before);
    assert.deepEqual(await avatarFiles(filesDir), []);
  });

  test('No mass assignment: privileged fields in the form change nothing; the text fields keep the JSON rules', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const person = await signInAs(app, suite);
    const [before] = await suite.database.orm.select().from(users).where(eq(users.id, person.id));
    assert.ok(before);
    const res = await changeData(app, person.accessToken, {
      name: 'Борис',
      isCook: 'true',
      is_cook: '1',
      passportVerified: 'true',
      sanitaryVerified: 'true',
      role: 'operator',
      id: String(before.id + 1000),
      phone: '+79001112233',
      phoneVerified: 'false',
      emailVerified: 'true',
      rating: '5',
      registerDate: '2000-01-01T00:00:00Z',
      passwordHash: 'scrypt$x$y',
      avatar: 'https://evil.example/a.png',
    });
    assert.equal(res.statusCode, 200, res.body);
    const [after] = await suite.database.orm.select().from(users).where(eq(users.id, before.id));
    assert.deepEqual(after, { ...before, name: 'Борис' });

    const cases: [Record<string, string>, string][] = [
      [{ name: '   ' }, 'Поле Имя обязательно для заполнения'],
      [{ name: 'я'.repeat(101) }, 'Поле Имя не может быть длиннее 100 символов'],
      [{ about: 'я'.repeat(40_000) }, 'Поле О себе не может быть длиннее 2000 символов'],
      [{ email: 'не адрес' }, 'Поле E-mail должно быть действительным электронным адресом'],
    ];
    for (const [fields, message] of cases) {
      const refused = await changeData(app, person.accessToken, fields);
      assert.equal(refused.statusCode, 400, JSON.stringify(fields).slice(0, 80));
      assert.deepEqual(refused.json().errors, [message]);
    }
    const manyFields = await changeData(app, person.accessToken, Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`f${i}`, 'x'])));
    assert.equal(manyFields.statusCode, 400);
    assert.deepEqual(manyFields.json().errors, ['Слишком много полей в форме']);
    const [unchanged] = await suite.database.orm.select().from(users).where(eq(users.id, before.id));
    assert.equal(unchanged?.name, 'Борис');
  });

  test('the multipart parser stays inside the profile calls: other modules still refuse a form body', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const body = multipart({ email: 'a@example.ru', type: 'region-notify' });
    const res = await app.inject({ method: 'POST', url: '/api/popup/callback/save', headers: body.headers, payload: body.payload });
    assert.equal(res.statusCode, 415);
    assert.deepEqual(res.json().errors, ['Неподдерживаемый формат тела запроса']);
  });
});
