// The operator's queue (/api/moderation/*): operators only, approve makes a cook with a live
// catalogue card and cookData on GET /api/profiles/user, reject shows its reason to the applicant,
// a reviewed application stays reviewed, and application files reach only their owner and operators.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cookApplications, cooks, mainCities, users } from '../../db/schema.ts';
import { describeOnEachDatabase, type ApiSuite } from '../../test/helpers.ts';
import { bearer, buildWithFiles, PDF, png, signInAs, uploadTo } from '../../test/files.ts';

const TYUMEN = 956;

async function sendApplication(app: FastifyInstance, suite: ApiSuite, name = 'Мария Иванова') {
  const account = await signInAs(app, suite);
  await suite.database.orm.update(users).set({ name: 'Маша', about: 'Готовлю с детства' }).where(eq(users.id, account.id));
  const document = (await uploadTo(app, 'document/upload', account.accessToken, { filename: 'паспорт.pdf', data: PDF })).json().data;
  const photo = (await uploadTo(app, 'kitchen/upload', account.accessToken, { filename: 'kitchen.png', data: await png() })).json().data;
  const res = await app.inject({
    method: 'POST',
    url: '/api/profiles/cook-application',
    headers: bearer(account.accessToken),
    payload: {
      nameAndSurname: name,
      speciality: 'Выпечка на заказ',
      experience: 5,
      mainCityId: TYUMEN,
      documentIds: [document.id],
      kitchenPhotoIds: [photo.id],
    },
  });
  assert.equal(res.statusCode, 200, res.body);
  return { ...account, applicationId: res.json().data.id as number, document, photo };
}

const call = (app: FastifyInstance, method: 'GET' | 'POST', url: string, accessToken?: string, payload?: object) =>
  app.inject({ method, url: `/api/moderation/${url}`, headers: accessToken ? bearer(accessToken) : {}, ...(payload ? { payload } : {}) });

describeOnEachDatabase('moderation: who may', (suite) => {
  test('customers and cooks get the forbidden 404 on every operator call, guests 401, and nothing changes', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const person = await sendApplication(app, suite);
    const customer = await signInAs(app, suite);
    const cook = await signInAs(app, suite, 'cook');
    const calls: [method: 'GET' | 'POST', url: string, payload?: object][] = [
      ['GET', 'applications?status=pending'],
      ['GET', `applications/${person.applicationId}`],
      ['POST', `applications/${person.applicationId}/approve`, { passportVerified: true, sanitaryVerified: true }],
      ['POST', `applications/${person.applicationId}/reject`, { reason: 'нет' }],
    ];
    for (const [method, url, payload] of calls) {
      for (const caller of [customer, cook, person]) {
        const res = await call(app, method, url, caller.accessToken, payload);
        assert.equal(res.statusCode, 404, `${method} ${url}`);
        assert.equal(res.json().error, 'forbidden');
        assert.deepEqual(res.json().errors, ['Раздел доступен только операторам']);
      }
      assert.equal((await call(app, method, url, undefined, payload)).statusCode, 401);
    }
    const [row] = await suite.database.orm.select().from(cookApplications).where(eq(cookApplications.id, person.applicationId));
    assert.equal(row?.status, 'pending');
  });
});

describeOnEachDatabase('moderation: the queue', (suite) => {
  test('an operator sees pending applications with the applicant, the fields and the files, and opens the files', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const person = await sendApplication(app, suite);
    const operator = await signInAs(app, suite, 'operator');

    const list = await call(app, 'GET', 'applications?status=pending', operator.accessToken);
    assert.equal(list.statusCode, 200, list.body);
    assert.equal(list.headers['cache-control'], 'no-store');
    const entry = (list.json().data.items as { id: number; createdAt: string }[]).find((item) => item.id === person.applicationId);
    assert.ok(entry);
    assert.deepEqual(entry, {
      id: person.applicationId,
      status: 'pending',
      rejectReason: null,
      createdAt: entry.createdAt,
      reviewedAt: null,
      applicant: { id: person.id, name: 'Маша', phone: person.phone },
      nameAndSurname: 'Мария Иванова',
      speciality: { id: null, title: 'Выпечка на заказ' },
      experience: 5,
      telegramAccount: null,
      mainCity: { id: TYUMEN, slug: 'tyumen', name: 'Тюмень' },
      passportVerified: false,
      sanitaryVerified: false,
      reviewedBy: null,
      cookId: null,
      documents: [person.document],
      kitchenPhotos: [person.photo],
    });
    assert.equal(list.json().data.pagination.page, 1);
    assert.deepEqual((await call(app, 'GET', `applications/${person.applicationId}`, operator.accessToken)).json().data, entry);

    const document = await app.inject({ method: 'GET', url: person.document.href, headers: bearer(operator.accessToken) });
    assert.equal(document.statusCode, 200);
    assert.equal(document.headers['content-disposition']?.toString().startsWith('attachment;'), true);
    assert.deepEqual(document.rawPayload, PDF);
    const photo = await app.inject({ method: 'GET', url: person.photo.image.webp, headers: bearer(operator.accessToken) });
    assert.equal(photo.statusCode, 200);
    assert.equal(photo.headers['content-type'], 'image/webp');
    // Another customer, or the same address without a token, gets nothing.
    const stranger = await signInAs(app, suite);
    assert.equal((await app.inject({ method: 'GET', url: person.document.href, headers: bearer(stranger.accessToken) })).statusCode, 404);
    assert.equal((await app.inject({ method: 'GET', url: person.photo.image.jpg, headers: bearer(stranger.accessToken) })).statusCode, 404);
    // The public files route does not serve them under any name.
    for (const url of ['/api/files/../files-private/documents', `/api/files/documents/${person.document.id}.pdf`]) {
      assert.equal((await app.inject({ method: 'GET', url })).statusCode, 404, url);
    }

    assert.equal(
      (await call(app, 'GET', 'applications?status=approved', operator.accessToken))
        .json()
        .data.items.some((item: { id: number }) => item.id === person.applicationId),
      false,
    );
    assert.equal((await call(app, 'GET', 'applications/2000000000', operator.accessToken)).statusCode, 404);
    const badStatus = await call(app, 'GET', 'applications?status=all', operator.accessToken);
    assert.equal(badStatus.statusCode, 400);
    assert.deepEqual(badStatus.json().errors, ['Поле status некорректно']);
  });

  test('approve: the account becomes a cook with the flags, a live card in its region, and cookData; once only', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const person = await sendApplication(app, suite, 'Галина Петрова');
    const operator = await signInAs(app, suite, 'operator');

    const approved = await call(app, 'POST', `applications/${person.applicationId}/approve`, operator.accessToken, {
      passportVerified: true,
      sanitaryVerified: false,
    });
    assert.equal(approved.statusCode, 200, approved.body);
    const application = approved.json().data;
    assert.equal(application.status, 'approved');
    assert.equal(application.reviewedBy, operator.id);
    assert.ok(application.reviewedAt);
    assert.equal(application.passportVerified, true);

    const [account] = await suite.database.orm.select().from(users).where(eq(users.id, person.id));
    assert.equal(account?.isCook, true);
    assert.equal(account?.passportVerified, true);
    assert.equal(account?.sanitaryVerified, false);
    const [card] = await suite.database.orm.select().from(cooks).where(eq(cooks.userId, person.id));
    const [region] = await suite.database.orm.select().from(mainCities).where(eq(mainCities.id, TYUMEN));
    assert.ok(card && region);
    assert.equal(card.id, application.cookId);
    assert.equal(card.isActive, true, 'the cook page opens at once (the catalogue waits for a dish)');
    assert.deepEqual(
      [card.name, card.address, card.mainCityId, card.lat, card.lon, card.experienceYears],
      ['Галина Петрова', '', TYUMEN, region.lat, region.lon, 5],
    );
    assert.equal(card.about, 'Готовлю с детства');

    const user = (await app.inject({ method: 'GET', url: '/api/profiles/user', headers: bearer(person.accessToken) })).json().data;
    assert.equal(user.isCook, true);
    assert.equal(user.cookData.id, card.id);
    assert.equal(user.cookData.name, 'Галина Петрова');
    assert.equal(user.cookData.passportVerified, true);
    assert.equal(user.cookData.distance, null);
    assert.deepEqual(user.cookData.mainCity, { id: TYUMEN, slug: 'tyumen', name: 'Тюмень' });

    const seen = (await app.inject({ method: 'GET', url: '/api/profiles/cook-application', headers: bearer(person.accessToken) })).json().data;
    assert.equal(seen.status, 'approved');
    assert.equal(seen.reviewedAt, application.reviewedAt);

    for (const [url, payload] of [
      [`applications/${person.applicationId}/approve`, {}],
      [`applications/${person.applicationId}/reject`, { reason: 'передумали' }],
    ] as const) {
      const again = await call(app, 'POST', url, operator.accessToken, payload);
      assert.equal(again.statusCode, 400);
      assert.deepEqual(again.json().errors, ['Заявка уже рассмотрена']);
    }
    assert.equal((await call(app, 'POST', 'applications/2000000000/approve', operator.accessToken, {})).statusCode, 404);
    // Cooks' sections open at once: roles are read on each request.
    assert.equal((await app.inject({ method: 'GET', url: '/api/profiles/useful', headers: bearer(person.accessToken) })).statusCode, 200);
  });

  test('reject: a reason is required (at most 500); the applicant sees it and may apply again with the same files', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const person = await sendApplication(app, suite);
    const operator = await signInAs(app, suite, 'operator');
    const url = `applications/${person.applicationId}/reject`;
    for (const [payload, message] of [
      [{}, 'Поле Причина отказа обязательно для заполнения'],
      [{ reason: '   ' }, 'Поле Причина отказа обязательно для заполнения'],
      [{ reason: 'я'.repeat(501) }, 'Поле Причина отказа не может быть длиннее 500 символов'],
    ] as const) {
      const res = await call(app, 'POST', url, operator.accessToken, payload);
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().errors, [message]);
    }
    const rejected = await call(app, 'POST', url, operator.accessToken, { reason: ' Нужна санитарная книжка ' });
    assert.equal(rejected.statusCode, 200, rejected.body);
    assert.equal(rejected.json().data.reviewedBy, operator.id);

    const seen = (await app.inject({ method: 'GET', url: '/api/profiles/cook-application', headers: bearer(person.accessToken) })).json().data;
    assert.equal(seen.status, 'rejected');
    assert.equal(seen.rejectReason, 'Нужна санитарная книжка');
    assert.ok(seen.reviewedAt);
    const [account] = await suite.database.orm.select().from(users).where(eq(users.id, person.id));
    assert.equal(account?.isCook, false);
    assert.equal((await app.inject({ method: 'GET', url: '/api/profiles/useful', headers: bearer(person.accessToken) })).statusCode, 404);

    const again = await app.inject({
      method: 'POST',
      url: '/api/profiles/cook-application',
      headers: bearer(person.accessToken),
      payload: {
        nameAndSurname: 'Мария Иванова',
        speciality: 'Выпечка',
        experience: 5,
        mainCityId: TYUMEN,
        documentIds: [person.document.id],
        kitchenPhotoIds: [person.photo.id],
      },
    });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(
      (await app.inject({ method: 'GET', url: '/api/profiles/cook-application', headers: bearer(person.accessToken) })).json().data.status,
      'pending',
    );
  });
});
