// The SMS.ru adapter against a fake SMS.ru gateway on 127.0.0.1: what it sends, how it reads
// their answers, and send-code's 503 when the provider refuses (the phone may ask again at once).
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { smsLimitEvents } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/helpers.ts';
import { freshIp, freshPhone, login, movableClock, readOutbox, sendCode, TEST_AUTH } from '../../test/auth.ts';
import { readConfig } from '../../config.ts';

/** The SMS settings an environment makes (config.ts reads SMS_PROVIDER, SMSRU_API_ID, SMSRU_BASE_URL). */
const resolveSmsConfig = (env: Record<string, string>) => readConfig(env).api.auth.sms;
import { createSmsRuSender, SmsDeliveryError } from './smsru.ts';

interface ReceivedRequest {
  method: string;
  path: string;
  form: URLSearchParams;
}

/** A stand-in for https://sms.ru: records each request and answers what the test set. */
function fakeGateway() {
  const received: ReceivedRequest[] = [];
  let answer: (to: string) => { status: number; body: string } = (to) => ({
    status: 200,
    body: JSON.stringify({ status: 'OK', status_code: 100, sms: { [to]: { status: 'OK', status_code: 100, sms_id: '000000-10000000' } }, balance: 4122.56 }),
  });
  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request
        .setEncoding('utf8')
        .on('data', (chunk: string) => (body += chunk))
        .on('end', () => resolve(body));
    });
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://gateway');
    // Either way their API takes the fields: in the query string or a form body.
    const form = new URLSearchParams([...url.searchParams, ...new URLSearchParams(await readBody(request))]);
    received.push({ method: request.method ?? '', path: url.pathname, form });
    const { status, body } = answer(form.get('to') ?? '');
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  return {
    received,
    answerWith(next: typeof answer) {
      answer = next;
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const refusedNumber = (to: string) => ({
  status: 200,
  body: JSON.stringify({
    status: 'OK',
    status_code: 100,
    sms: { [to]: { status: 'ERROR', status_code: 207, status_text: 'На этот номер нельзя отправлять сообщения' } },
    balance: 4122.56,
  }),
});

describeOnEachDatabase('notifications: SMS.ru behind send-code', (suite) => {
  const gateway = fakeGateway();
  let baseUrl = '';
  before(async () => {
    baseUrl = await gateway.start();
  });
  after(() => gateway.stop());
  const smsru = () => ({ ...TEST_AUTH, sms: { provider: 'smsru' as const, apiId: 'test-api-id', baseUrl } });

  test('the code goes to SMS.ru: api_id, the number without +, the text with the code, json=1; nothing in the outbox', async (t) => {
    const clock = movableClock('2026-08-01T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: smsru() });
    const phone = freshPhone();
    const res = await sendCode(app, phone, clock.now(), freshIp());
    assert.equal(res.statusCode, 200, res.body);

    const request = gateway.received.find((r) => r.form.get('to') === phone.slice(1));
    assert.ok(request, 'SMS.ru got the number without the plus');
    assert.equal(request.path, '/sms/send');
    assert.equal(request.form.get('api_id'), 'test-api-id');
    assert.equal(request.form.get('json'), '1');
    const code = request.form.get('msg')?.match(/^Код для входа в «Повар рядом»: (\d{6})\./)?.[1];
    assert.ok(code, request.form.get('msg') ?? '');
    assert.equal((await readOutbox(app, { recipient: phone })).length, 0);
    // The code SMS.ru carried is the one that signs in.
    assert.equal((await login(app, { phone, code })).statusCode, 200);
  });

  test('a refused number is a 503 in the envelope; the phone may ask again at once, the IP send stays counted', async (t) => {
    const clock = movableClock('2026-08-02T10:00:00Z');
    const app = await suite.build(t, { now: clock.now, auth: smsru() });
    const phone = freshPhone();
    const ip = freshIp();
    gateway.answerWith(refusedNumber);
    t.after(() => gateway.answerWith((to) => ({ status: 200, body: JSON.stringify({ status: 'OK', sms: { [to]: { status: 'OK' } } }) })));

    const res = await sendCode(app, phone, clock.now(), ip);
    assert.equal(res.statusCode, 503);
    assert.deepEqual(res.json(), {
      success: false,
      data: null,
      errors: ['Не удалось отправить СМС. Попробуйте позже'],
      message: 'Не удалось отправить СМС. Попробуйте позже',
      error: 'unavailable',
    });
    assert.equal(
      (
        await suite.database.orm
          .select()
          .from(smsLimitEvents)
          .where(eq(smsLimitEvents.key, `phone:${phone}`))
      ).length,
      0,
    );
    assert.equal(
      (
        await suite.database.orm
          .select()
          .from(smsLimitEvents)
          .where(eq(smsLimitEvents.key, `ip:${ip}`))
      ).length,
      1,
    );

    gateway.answerWith((to) => ({ status: 200, body: JSON.stringify({ status: 'OK', sms: { [to]: { status: 'OK' } } }) }));
    assert.equal((await sendCode(app, phone, clock.now(), ip)).statusCode, 200, 'no minute to wait after a send that never went');
  });

  test('a refused request, a broken answer and an unreachable gateway are 503s as well', async (t) => {
    const app = await suite.build(t, { auth: smsru() });
    const answers = [
      () => ({ status: 200, body: JSON.stringify({ status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' }) }),
      () => ({ status: 502, body: '<html>Bad gateway</html>' }),
      () => ({ status: 500, body: JSON.stringify({ status: 'OK' }) }),
    ];
    for (const answer of answers) {
      gateway.answerWith(answer);
      const res = await sendCode(app, freshPhone(), new Date(), freshIp());
      assert.equal(res.statusCode, 503, answer().body);
      assert.equal(res.json().error, 'unavailable');
    }
    const closed = fakeGateway();
    const closedUrl = await closed.start();
    await closed.stop();
    const unreachable = await suite.build(t, { auth: { ...TEST_AUTH, sms: { provider: 'smsru', apiId: 'x', baseUrl: closedUrl } } });
    assert.equal((await sendCode(unreachable, freshPhone(), new Date(), freshIp())).statusCode, 503);
  });
});

describe('notifications: the SMS.ru adapter alone', () => {
  const gateway = fakeGateway();
  let baseUrl = '';
  before(async () => {
    baseUrl = await gateway.start();
  });
  after(() => gateway.stop());

  test('a refusal is logged with their status, a masked number and never the text; the send rejects', async () => {
    const logged: { details: Record<string, unknown>; message: string }[] = [];
    const sender = createSmsRuSender({
      apiId: 'key',
      baseUrl,
      log: { warn: (details, message) => logged.push({ details: details as Record<string, unknown>, message }) },
    });
    gateway.answerWith(refusedNumber);
    await assert.rejects(sender.send('+79991234567', 'Код для входа: 123456'), SmsDeliveryError);
    assert.equal(logged.length, 1);
    assert.equal(logged[0]?.details.statusCode, 207);
    assert.equal(logged[0]?.details.statusText, 'На этот номер нельзя отправлять сообщения');
    assert.equal(logged[0]?.details.to, '7999****567');
    assert.ok(!JSON.stringify(logged).includes('123456') && !JSON.stringify(logged).includes('key'), 'neither the code nor the key is logged');
  });

  test('SMS_PROVIDER picks the sender: outbox by default, smsru with its key and address', () => {
    assert.deepEqual(resolveSmsConfig({}), { provider: 'outbox' });
    assert.deepEqual(resolveSmsConfig({ SMS_PROVIDER: 'smsru', SMSRU_API_ID: 'abc' }), { provider: 'smsru', apiId: 'abc', baseUrl: 'https://sms.ru' });
    assert.deepEqual(resolveSmsConfig({ SMS_PROVIDER: 'smsru', SMSRU_API_ID: 'abc', SMSRU_BASE_URL: 'http://127.0.0.1:9/' }), {
      provider: 'smsru',
      apiId: 'abc',
      baseUrl: 'http://127.0.0.1:9',
    });
    assert.throws(() => resolveSmsConfig({ SMS_PROVIDER: 'smsru' }), /SMSRU_API_ID/);
    assert.throws(() => resolveSmsConfig({ SMS_PROVIDER: 'smsc' }), /SMS_PROVIDER/);
    assert.throws(() => resolveSmsConfig({ SMS_PROVIDER: 'smsru', SMSRU_API_ID: 'abc', SMSRU_BASE_URL: 'sms.ru' }), /SMSRU_BASE_URL/);
  });
});
