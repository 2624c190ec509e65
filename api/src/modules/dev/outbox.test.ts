// GET /api/dev/outbox: every SMS, e-mail and push the embedded senders wrote, newest first,
// narrowed by channel and/or recipient; absent in production.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { freshEmail, freshIp, freshPhone, movableClock, readOutbox, sendCode, TEST_AUTH } from '../../test/auth.ts';
import { createOutboxEmailSender, createOutboxPushSender, createOutboxRepository, createOutboxSmsSender } from '../notifications/index.ts';

describeOnEachDatabase('dev: the outbox', (suite) => {
  test('lists the SMS, e-mail and push senders alike, newest first, each narrowed by channel and recipient', async (t) => {
    const clock = movableClock('2026-09-01T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const outbox = createOutboxRepository(suite.database.orm);
    const phone = freshPhone();
    const email = freshEmail();
    const device = `push-token-${process.pid}-${Date.now()}`;

    await sendCode(app, phone, clock.now(), freshIp());
    clock.advance(1000);
    await createOutboxEmailSender({ outbox, now: clock.now }).send(email, 'Тема письма', 'Текст письма');
    clock.advance(1000);
    await createOutboxPushSender({ outbox, now: clock.now }).send(device, 'Заказ принят', 'Повар рядом');
    clock.advance(1000);
    await createOutboxSmsSender({ outbox, now: clock.now }).send(phone, 'Второе СМС');

    const mine = (await readOutbox(app)).filter((m) => [phone, email, device].includes(m.recipient));
    assert.deepEqual(
      mine.map((m) => [m.channel, m.recipient, m.subject]),
      [
        ['sms', phone, null],
        ['push', device, 'Повар рядом'],
        ['email', email, 'Тема письма'],
        ['sms', phone, null],
      ],
    );
    assert.deepEqual(
      mine.map((m) => m.createdAt),
      [3000, 2000, 1000, 0].map((ms) => new Date(Date.parse('2026-09-01T10:00:00Z') + ms).toISOString()),
    );

    assert.deepEqual(
      (await readOutbox(app, { recipient: phone })).map((m) => m.text.slice(0, 12)),
      ['Второе СМС', 'Код для вход'],
    );
    assert.ok((await readOutbox(app, { channel: 'email' })).every((m) => m.channel === 'email'));
    assert.deepEqual(
      (await readOutbox(app, { channel: 'push', recipient: device })).map((m) => m.text),
      ['Заказ принят'],
    );
    assert.deepEqual(await readOutbox(app, { channel: 'email', recipient: phone }), []);

    const bad = await app.inject({ method: 'GET', url: '/api/dev/outbox', query: { channel: 'fax' } });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().error, 'validation');
  });

  test('the inbox page shows the messages to a person, escaped, with the links of letters clickable', async (t) => {
    const clock = movableClock('2026-09-02T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: TEST_AUTH });
    const outbox = createOutboxRepository(suite.database.orm);
    const email = freshEmail();
    const phone = freshPhone();
    await sendCode(app, phone, clock.now(), freshIp());
    await createOutboxEmailSender({ outbox, now: clock.now }).send(email, 'Восстановление <пароля>', 'Ссылка: http://localhost:3000/?token=abc&email=a%40b.ru');

    const res = await app.inject({ method: 'GET', url: '/api/dev/inbox' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.equal(res.headers['cache-control'], 'no-store');
    const code = (await readOutbox(app, { recipient: phone }))[0]?.text.match(/\d{6}/)?.[0];
    assert.ok(code && res.body.includes(code), 'the SMS code is on the page');
    assert.ok(res.body.includes('Восстановление &lt;пароля&gt;'));
    assert.ok(res.body.includes('<a href="http://localhost:3000/?token=abc&amp;email=a%40b.ru">'));
  });

  test('production has no outbox and no inbox page', async (t) => {
    const app = await suite.build(t, { production: true, auth: TEST_AUTH });
    for (const url of ['/api/dev/outbox', '/api/dev/inbox']) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().error, 'not_found');
    }
  });
});
