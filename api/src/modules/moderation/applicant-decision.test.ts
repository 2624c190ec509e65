// The applicant's side of a decision: one SMS and one push per decision (approve or reject, from
// the operator's route or the admin console), the reason in a refusal, and after approval a live
// cook page under the application's name and region, with no catalogue listing until a dish exists.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxMessages, users } from '../../db/schema.ts';
import { describeOnEachDatabase, type ApiSuite } from '../../test/helpers.ts';
import { runAdminCommand } from './admin-commands.ts';
import { DECISION_PUSH_TITLE, decisionNoticeText } from './decision-notice.ts';
import { bearer, buildWithFiles, PDF, png, signInAs, uploadTo } from '../../test/files.ts';

const TYUMEN = 956;

async function apply(app: FastifyInstance, suite: ApiSuite, nameAndSurname: string, accountName = '') {
  const account = await signInAs(app, suite);
  await suite.database.orm.update(users).set({ name: accountName }).where(eq(users.id, account.id));
  const pushToken = `push-${account.id}`;
  const device = await app.inject({
    method: 'POST',
    url: '/api/device/register',
    headers: bearer(account.accessToken),
    payload: { requestId: pushToken, deviceId: `device-${account.id}` },
  });
  assert.equal(device.statusCode, 200, device.body);
  const document = (await uploadTo(app, 'document/upload', account.accessToken, { filename: 'паспорт.pdf', data: PDF })).json().data;
  const photo = (await uploadTo(app, 'kitchen/upload', account.accessToken, { filename: 'kitchen.png', data: await png() })).json().data;
  const res = await app.inject({
    method: 'POST',
    url: '/api/profiles/cook-application',
    headers: bearer(account.accessToken),
    payload: { nameAndSurname, speciality: 'Домашняя выпечка', experience: 3, mainCityId: TYUMEN, documentIds: [document.id], kitchenPhotoIds: [photo.id] },
  });
  assert.equal(res.statusCode, 200, res.body);
  return { ...account, pushToken, applicationId: res.json().data.id as number };
}

/** What the outbox holds for this person: texts by SMS to the phone and by push to the device. */
async function messagesTo(suite: ApiSuite, person: { phone: string; pushToken: string }) {
  const orm = suite.database.orm;
  const sms = await orm
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.recipient, person.phone)));
  const push = await orm
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'push'), eq(outboxMessages.recipient, person.pushToken)));
  // Sign-in codes go by SMS too; only the decision's texts count here.
  const decision = (text: string) => text.startsWith('Повар рядом: заявка');
  return { sms: sms.filter((row) => decision(row.text)), push: push.filter((row) => decision(row.text)) };
}

const moderate = (app: FastifyInstance, operatorToken: string, applicationId: number, action: 'approve' | 'reject', payload: object) =>
  app.inject({ method: 'POST', url: `/api/moderation/applications/${applicationId}/${action}`, headers: bearer(operatorToken), payload });

describeOnEachDatabase('applicant: the decision reaches them', (suite) => {
  test('approval: one SMS and one push, however often the operator presses again', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const person = await apply(app, suite, 'Зинаида Кулебякина');
    const operator = await signInAs(app, suite, 'operator');
    assert.deepEqual(await messagesTo(suite, person), { sms: [], push: [] }, 'nothing before the decision');

    const results = await Promise.all(
      [1, 2, 3].map(() => moderate(app, operator.accessToken, person.applicationId, 'approve', { passportVerified: true, sanitaryVerified: true })),
    );
    assert.deepEqual(results.map((res) => res.statusCode).sort(), [200, 400, 400]);
    assert.equal((await moderate(app, operator.accessToken, person.applicationId, 'reject', { reason: 'поздно' })).statusCode, 400);

    const { sms, push } = await messagesTo(suite, person);
    const text = decisionNoticeText({ outcome: 'approved', reason: null });
    assert.deepEqual(
      sms.map((row) => row.text),
      [text],
    );
    assert.deepEqual(
      push.map((row) => [row.subject, row.text]),
      [[DECISION_PUSH_TITLE, text]],
    );
    assert.match(text, /одобрена/);
  });

  test('refusal: one SMS and one push with the reason; the profile shows the state and the reason', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const person = await apply(app, suite, 'Зинаида Отказова');
    const operator = await signInAs(app, suite, 'operator');
    const pending = (await app.inject({ method: 'GET', url: '/api/profiles/cook-application', headers: bearer(person.accessToken) })).json().data;
    assert.equal(pending.status, 'pending');

    assert.equal((await moderate(app, operator.accessToken, person.applicationId, 'reject', { reason: 'Фото кухни нечёткие' })).statusCode, 200);
    assert.equal((await moderate(app, operator.accessToken, person.applicationId, 'reject', { reason: 'ещё раз' })).statusCode, 400);

    const { sms, push } = await messagesTo(suite, person);
    assert.equal(sms.length, 1);
    assert.equal(push.length, 1);
    assert.equal(sms[0]?.text, 'Повар рядом: заявка на повара отклонена. Причина: Фото кухни нечёткие. Подробности и новая заявка — в профиле.');
    const seen = (await app.inject({ method: 'GET', url: '/api/profiles/cook-application', headers: bearer(person.accessToken) })).json().data;
    assert.deepEqual([seen.status, seen.rejectReason], ['rejected', 'Фото кухни нечёткие']);
  });

  test('a reason reads as a sentence of the message, whether or not the operator typed its stop', () => {
    assert.equal(
      decisionNoticeText({ outcome: 'rejected', reason: 'Нет медицинской книжки.' }),
      'Повар рядом: заявка на повара отклонена. Причина: Нет медицинской книжки. Подробности и новая заявка — в профиле.',
    );
    assert.equal(
      decisionNoticeText({ outcome: 'rejected', reason: '  Нет медицинской книжки ' }),
      decisionNoticeText({ outcome: 'rejected', reason: 'Нет медицинской книжки.' }),
    );
  });

  test('the admin console tells the applicant too, once', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const person = await apply(app, suite, 'Зинаида Консольная');
    const lines: string[] = [];
    const run = (argv: string[]) => runAdminCommand(argv, { orm: suite.database.orm, print: (line) => lines.push(line) });
    assert.equal(await run(['approve', String(person.applicationId), '--passport']), 0, lines.join('\n'));
    assert.equal(await run(['approve', String(person.applicationId)]), 1);
    const { sms, push } = await messagesTo(suite, person);
    assert.deepEqual([sms.length, push.length], [1, 1]);
  });
});

describeOnEachDatabase('applicant: the cook page after approval', (suite) => {
  test('the page is live under the application name and region, with an empty menu; listed only from the first dish', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const person = await apply(app, suite, 'Зинаида Пирожкова');
    const operator = await signInAs(app, suite, 'operator');
    const approved = await moderate(app, operator.accessToken, person.applicationId, 'approve', { passportVerified: true, sanitaryVerified: false });
    assert.equal(approved.statusCode, 200, approved.body);
    const cookId = approved.json().data.cookId as number;

    const page = await app.inject({ method: 'GET', url: `/api/cooks/${cookId}` });
    assert.equal(page.statusCode, 200, page.body);
    const { cookData, dishes } = page.json().data;
    assert.equal(cookData.name, 'Зинаида Пирожкова');
    assert.equal(cookData.mainCity.slug, 'tyumen');
    assert.equal(cookData.passportVerified, true);
    assert.deepEqual(dishes, []);

    // The account had no name: it takes the application's, so the profile greets the cook by it.
    const user = (await app.inject({ method: 'GET', url: '/api/profiles/user', headers: bearer(person.accessToken) })).json().data;
    assert.equal(user.name, 'Зинаида Пирожкова');
    assert.equal(user.cookData.id, cookId);

    const listed = await app.inject({ method: 'GET', url: `/api/catalog/cooks?cityId=${TYUMEN}&q=${encodeURIComponent('Пирожкова')}` });
    assert.equal(listed.statusCode, 200, listed.body);
    assert.equal(
      (listed.json().data.items as { id: number }[]).some((cook) => cook.id === cookId),
      false,
      'no empty cook in the catalogue',
    );
  });

  test('a name the account already has is kept', async (t) => {
    const { app } = await buildWithFiles(t, suite);
    const person = await apply(app, suite, 'Зинаида Полное-Имя', 'Зина');
    const operator = await signInAs(app, suite, 'operator');
    assert.equal(
      (await moderate(app, operator.accessToken, person.applicationId, 'approve', { passportVerified: false, sanitaryVerified: false })).statusCode,
      200,
    );
    const [account] = await suite.database.orm.select().from(users).where(eq(users.id, person.id));
    assert.equal(account?.name, 'Зина');
  });
});
