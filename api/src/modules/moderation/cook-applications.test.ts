// Sending a cook application (POST/GET /api/profiles/cook-application): Russian validation messages, one
// pending at a time, not for cooks, only with one's own files, nothing privileged written: no mass assignment.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cookApplications, specialities, users } from '../../db/schema.ts';
import { describeOnEachDatabase, type ApiSuite } from '../../test/helpers.ts';
import { bearer, buildWithFiles, PDF, png, signInAs, uploadTo } from '../../test/files.ts';

const TYUMEN = 956;

/** An account with one document and one kitchen photo uploaded, and a valid application body for them. */
async function applicant(app: FastifyInstance, suite: ApiSuite) {
  const account = await signInAs(app, suite);
  const documentId = (await uploadTo(app, 'document/upload', account.accessToken, { filename: 'passport.pdf', data: PDF })).json().data.id as number;
  const photoId = (await uploadTo(app, 'kitchen/upload', account.accessToken, { filename: 'kitchen.png', data: await png() })).json().data.id as number;
  const body = {
    nameAndSurname: 'Мария Иванова',
    speciality: 'Татарская кухня',
    experience: 12,
    telegramAccount: 'maria_cooks',
    mainCityId: TYUMEN,
    documentIds: [documentId],
    kitchenPhotoIds: [photoId],
  };
  return { ...account, documentId, photoId, body };
}

const apply = (app: FastifyInstance, accessToken: string | undefined, body: unknown) =>
  app.inject({ method: 'POST', url: '/api/profiles/cook-application', headers: accessToken ? bearer(accessToken) : {}, payload: body as object });
const latest = (app: FastifyInstance, accessToken: string) =>
  app.inject({ method: 'GET', url: '/api/profiles/cook-application', headers: bearer(accessToken) });

describeOnEachDatabase('cook applications: sending', (suite) => {
  test('sends a pending application, which the applicant then reads back; a second one waits for the first', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const person = await applicant(app, suite);
    const before = await latest(app, person.accessToken);
    assert.equal(before.statusCode, 200);
    assert.equal(before.json().data, null);

    const sent = await apply(app, person.accessToken, person.body);
    assert.equal(sent.statusCode, 200, sent.body);
    const application = sent.json().data;
    assert.equal(application.status, 'pending');
    assert.equal(application.rejectReason, null);
    assert.equal(application.reviewedAt, null);
    assert.deepEqual((await latest(app, person.accessToken)).json().data, application);

    const [row] = await suite.database.orm.select().from(cookApplications).where(eq(cookApplications.id, application.id));
    assert.equal(row?.telegramAccount, '@maria_cooks');
    assert.equal(row?.speciality, 'Татарская кухня');
    assert.equal(row?.specialityId, null);
    assert.equal(row?.experienceYears, 12);

    const again = await apply(app, person.accessToken, person.body);
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json().errors, ['Заявка уже на рассмотрении']);
    // Files sent with an application stay with it.
    const remove = await app.inject({
      method: 'POST',
      url: '/api/profiles/document/remove',
      headers: bearer(person.accessToken),
      payload: { fileId: person.documentId },
    });
    assert.equal(remove.statusCode, 400);
    assert.deepEqual(remove.json().errors, ['Файл приложен к заявке, его нельзя удалить']);
  });

  test('a speciality from the list is taken by id; an unknown id or region is refused', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const person = await applicant(app, suite);
    const [speciality] = await suite.database.orm.select().from(specialities).limit(1);
    assert.ok(speciality);
    const unknownSpeciality = await apply(app, person.accessToken, { ...person.body, speciality: undefined, speciality_id: 999_999 });
    assert.deepEqual(unknownSpeciality.json().errors, ['Поле Специализация некорректно']);
    const unknownRegion = await apply(app, person.accessToken, { ...person.body, mainCityId: 999_999 });
    assert.deepEqual(unknownRegion.json().errors, ['Поле Регион некорректно']);

    const sent = await apply(app, person.accessToken, { ...person.body, speciality: '', speciality_id: String(speciality.id), telegramAccount: '' });
    assert.equal(sent.statusCode, 200, sent.body);
    const [row] = await suite.database.orm.select().from(cookApplications).where(eq(cookApplications.id, sent.json().data.id));
    assert.equal(row?.specialityId, speciality.id);
    assert.equal(row?.telegramAccount, null);
  });

  test('Russian validation messages for each field, and nothing is written', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const person = await applicant(app, suite);
    const cases: [Record<string, unknown>, string][] = [
      [{ nameAndSurname: '  ' }, 'Поле Имя и фамилия обязательно для заполнения'],
      [{ nameAndSurname: 'я'.repeat(151) }, 'Поле Имя и фамилия не может быть длиннее 150 символов'],
      [{ speciality: '' }, 'Поле Специализация обязательно для заполнения'],
      [{ speciality: 'я'.repeat(101) }, 'Поле Специализация не может быть длиннее 100 символов'],
      [{ experience: 71 }, 'Опыт работы должно быть числом 70 или меньше.'],
      [{ experience: -1 }, 'Опыт работы должно быть числом 0 или больше.'],
      [{ experience: 1.5 }, 'Опыт работы должно быть целым числом'],
      [{ experience: 'много' }, 'Опыт работы должно быть целым числом'],
      [{ telegramAccount: '@abc' }, 'Укажите имя пользователя Telegram: @ и от 5 до 32 латинских букв, цифр или _'],
      [{ telegramAccount: '@имя_повара' }, 'Укажите имя пользователя Telegram: @ и от 5 до 32 латинских букв, цифр или _'],
      [{ mainCityId: undefined }, 'Поле Регион некорректно'],
      [{ documentIds: [] }, 'Поле Документы обязательно для заполнения'],
      [{ documentIds: undefined }, 'Поле Документы обязательно для заполнения'],
      [{ kitchenPhotoIds: [] }, 'Поле Фотографии кухни обязательно для заполнения'],
      [{ documentIds: Array.from({ length: 11 }, (_, i) => i + 1) }, 'Поле Документы некорректно'],
    ];
    for (const [change, message] of cases) {
      const res = await apply(app, person.accessToken, { ...person.body, ...change });
      assert.equal(res.statusCode, 400, JSON.stringify(change));
      assert.ok(res.json().errors.includes(message), `${JSON.stringify(change)}: ${res.body}`);
    }
    assert.equal((await latest(app, person.accessToken)).json().data, null);
    assert.equal((await apply(app, undefined, person.body)).statusCode, 401);
  });

  test('only one’s own files of the right kind: someone else’s document or a photo given as a document is refused', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const person = await applicant(app, suite);
    const other = await applicant(app, suite);
    const foreign = await apply(app, person.accessToken, { ...person.body, documentIds: [other.documentId] });
    assert.equal(foreign.statusCode, 400);
    assert.deepEqual(foreign.json().errors, ['Поле Документы некорректно']);
    const swapped = await apply(app, person.accessToken, { ...person.body, documentIds: [person.photoId] });
    assert.deepEqual(swapped.json().errors, ['Поле Документы некорректно']);
    const foreignPhoto = await apply(app, person.accessToken, { ...person.body, kitchenPhotoIds: [person.photoId, other.photoId] });
    assert.deepEqual(foreignPhoto.json().errors, ['Поле Фотографии кухни некорректно']);
    assert.equal((await latest(app, person.accessToken)).json().data, null);
  });

  test('a cook cannot apply; no mass assignment: status, flags and owner ids in the body are ignored', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const cook = await applicant(app, suite);
    await suite.database.orm.update(users).set({ isCook: true }).where(eq(users.id, cook.id));
    const refused = await apply(app, cook.accessToken, cook.body);
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json().errors, ['Вы уже повар']);

    const person = await applicant(app, suite);
    const other = await signInAs(app, suite);
    const [before] = await suite.database.orm.select().from(users).where(eq(users.id, person.id));
    const sent = await apply(app, person.accessToken, {
      ...person.body,
      status: 'approved',
      isCook: true,
      is_cook: true,
      passportVerified: true,
      sanitaryVerified: true,
      userId: other.id,
      user_id: other.id,
      reviewedBy: other.id,
      cookId: 1,
      role: 'operator',
    });
    assert.equal(sent.statusCode, 200, sent.body);
    assert.equal(sent.json().data.status, 'pending');
    const [row] = await suite.database.orm.select().from(cookApplications).where(eq(cookApplications.id, sent.json().data.id));
    assert.equal(row?.userId, person.id);
    assert.equal(row?.passportVerified, false);
    assert.equal(row?.reviewedBy, null);
    assert.equal(row?.cookId, null);
    const [after] = await suite.database.orm.select().from(users).where(eq(users.id, person.id));
    assert.deepEqual(after, before);
    assert.equal((await latest(app, other.accessToken)).json().data, null);
  });
});
