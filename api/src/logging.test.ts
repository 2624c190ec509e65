// The API's logs: a failed write of a phone, a name and an e-mail leaves none of them in
// the log, nor the query string's values, and every line of the request carries its request id.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildApiServer } from './app.ts';
import { maskedUrl, maskPersonalData, scrubPersonalData, serializeError } from './logging.ts';
import { describeOnEachDatabase } from './test/helpers.ts';

/** A logger destination that keeps every line. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const PHONE_DIGITS = '79123456789';
const NAME = 'Анна Петрова';
const EMAIL = 'anna.petrova@example.ru';

describeOnEachDatabase('logs', (suite) => {
  test('a failed write of a phone, a name and an e-mail: none of them in the log, the request id on every line', async (t) => {
    const log = capture();
    const app = await buildApiServer({ db: suite.database, logger: { level: 'info', stream: log.stream } });
    t.after(() => app.close());
    // The database refuses the row and quotes it back, as a constraint's detail does.
    const orm = suite.database.orm;
    await orm.execute(
      sql.raw(`
      create function refuse_callback() returns trigger language plpgsql as $$
      begin
        raise exception 'callback refused for %', NEW.phone
          using detail = format('Key (phone, email, name)=(%s, %s, %s) is refused', NEW.phone, NEW.email, NEW.name);
      end $$`),
    );
    await orm.execute(sql.raw('create trigger refuse_callback before insert on callback_requests for each row execute function refuse_callback()'));
    t.after(async () => {
      await orm.execute(sql.raw('drop trigger refuse_callback on callback_requests'));
      await orm.execute(sql.raw('drop function refuse_callback()'));
    });

    const requestId = 'web-4f2c9a7e-0001';
    const lead = await app.inject({
      method: 'POST',
      url: `/api/popup/callback/save?recipient=%2B${PHONE_DIGITS}&email=${encodeURIComponent(EMAIL)}`,
      headers: { 'x-request-id': requestId, authorization: 'Bearer secret.token.value', cookie: 'refresh=secret-refresh' },
      payload: { type: 'cook-lead', name: NAME, phone: `+${PHONE_DIGITS}`, regionSlug: 'moskva' },
    });
    assert.equal(lead.statusCode, 500, lead.body);
    assert.equal(lead.headers['x-request-id'], requestId, 'the id goes back with the answer');
    const notify = await app.inject({
      method: 'POST',
      url: '/api/popup/callback/save',
      headers: { 'x-request-id': requestId },
      payload: { type: 'region-notify', email: EMAIL, regionSlug: 'moskva' },
    });
    assert.equal(notify.statusCode, 500, notify.body);

    const output = log.lines.join('\n');
    // The clock, the process id and the response time are numbers of the log's own, and a run's
    // timestamp may well contain '912': the phone's fragments are looked for everywhere else.
    const written = log
      .records()
      .map(({ time: _time, pid: _pid, responseTime: _responseTime, ...line }) => JSON.stringify(line))
      .join('\n');
    for (const secret of [PHONE_DIGITS, '912', NAME, 'Анна', EMAIL, 'example.ru', 'secret.token', 'secret-refresh']) {
      assert.ok(!written.includes(secret), `the log says ${JSON.stringify(secret)}:\n${output}`);
    }
    const lines = log.records().filter((line) => line.reqId !== undefined);
    assert.ok(lines.length >= 6, 'incoming request, the failure and the completion are logged for each');
    assert.ok(
      lines.every((line) => line.reqId === requestId),
      output,
    );
    const failures = lines.filter((line) => line.msg === 'request failed') as { err: { message: string; cause?: { detail?: string } } }[];
    assert.equal(failures.length, 2, output);
    for (const failure of failures) {
      assert.match(failure.err.message, /^Failed query: insert into "callback_requests"[\s\S]*\nparams: \*\*\*$/, 'the statement is named, its values are not');
      assert.equal(failure.err.cause?.detail, 'Key (phone, email, name)=(***) is refused');
    }
    const incoming = lines.find((line) => line.msg === 'incoming request') as { req: { url: string } } | undefined;
    assert.equal(incoming?.req.url, '/api/popup/callback/save?recipient=***&email=***');
  });

  test('an X-Request-Id of an unexpected shape is replaced by a new id', async (t) => {
    const log = capture();
    const app = await buildApiServer({ db: suite.database, logger: { level: 'info', stream: log.stream } });
    t.after(() => app.close());
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(200), '"},{"injected":"1']) {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': bad } });
      const id = res.headers['x-request-id'];
      assert.match(String(id), /^[0-9a-f-]{36}$/, `${bad} → ${id}`);
    }
    const kept = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'nginx-0123456789abcdef' } });
    assert.equal(kept.headers['x-request-id'], 'nginx-0123456789abcdef');
    assert.ok(!log.lines.join('\n').includes('injected'));
  });
});

test('masking: query values, phones and e-mails in texts, SQL params and detail values of database errors', () => {
  assert.equal(maskedUrl('/api/dev/outbox?recipient=%2B79123456789&channel=sms'), '/api/dev/outbox?recipient=***&channel=***');
  assert.equal(maskedUrl('/api/catalog/dishes'), '/api/catalog/dishes');
  assert.equal(maskPersonalData('to +7 (912) 345-67-89 and 89123456789, mail Anna@Mail.ru; order 12'), 'to *** and ***, mail ***@***; order 12');

  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_phone"'), {
    code: '23505',
    constraint: 'users_phone',
    detail: 'Key (phone)=(+79123456789) already exists.',
    parameters: ['+79123456789', 'Анна'],
  });
  const drizzleError = Object.assign(new Error('Failed query: insert into "users" ("phone", "name") values ($1, $2)\nparams: +79123456789,Анна', { cause }), {
    query: 'insert into "users" ("phone", "name") values ($1, $2)',
    params: ['+79123456789', 'Анна'],
  });
  const serialized = serializeError(drizzleError);
  const text = JSON.stringify(serialized);
  assert.ok(!text.includes('79123456789') && !text.includes('Анна'), text);
  assert.equal(serialized.params, undefined);
  assert.equal(serialized.cause?.parameters, undefined);
  assert.equal(serialized.cause?.detail, 'Key (phone)=(***) already exists.');
  assert.equal(serialized.cause?.code, '23505');
  assert.equal(serialized.cause?.constraint, 'users_phone');
  assert.match(serialized.message, /^Failed query: insert into "users"/);
  assert.match(serialized.stack ?? '', /\n\s+at /, 'the frames are kept');
});

test('an error report is scrubbed by the same rules: secret keys, query values, SQL params, phones and e-mails; code locations kept', () => {
  const event = {
    message: 'Заказ для +7 (912) 345-67-89, anna@example.ru не сохранён',
    request: {
      url: '/api/auth/restore?token=abc123&email=anna%40example.ru',
      query_string: 'token=abc123',
      headers: { Authorization: 'Bearer eyJ.x.y', Cookie: 'sid=1' },
    },
    exception: {
      values: [
        {
          value: 'Failed query: insert into "users" ("phone") values ($1)\nparams: +79123456789',
          stacktrace: { frames: [{ filename: '/app/node_modules/@electric-sql/pglite/dist/index.js', function: 'q.query', lineno: 3 }] },
        },
      ],
    },
    extra: { recipientPhone: '+79123456789', accessToken: 'a.b.c', refreshTokenHash: 'h', count: 3 },
    tags: { route: '/api/orders/:id', status: '500' },
  };
  const scrubbed = scrubPersonalData(event);
  const text = JSON.stringify(scrubbed);
  for (const secret of ['912', '9123456789', 'anna', 'example.ru', 'abc123', 'eyJ', 'sid=1', 'a.b.c']) assert.ok(!text.includes(secret), secret);
  assert.equal(scrubbed.request.url, '/api/auth/restore?token=***&email=***');
  assert.equal(scrubbed.exception.values[0]?.value, 'Failed query: insert into "users" ("phone") values ($1)\nparams: ***');
  assert.equal(scrubbed.exception.values[0]?.stacktrace.frames[0]?.filename, '/app/node_modules/@electric-sql/pglite/dist/index.js');
  assert.deepEqual(scrubbed.tags, { route: '/api/orders/:id', status: '500' });
  assert.equal(scrubbed.extra.count, 3);
  assert.notEqual(event.extra.recipientPhone, '***', 'the original is left alone');
});
