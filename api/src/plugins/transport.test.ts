// What the listening server refuses before a route reads the request: sizes of the URL,
// headers and body, broken requests and slow clients, each in the envelope with a Russian text.
// Over a real socket on 127.0.0.1: Node answers these itself, which app.inject never reaches.
import assert from 'node:assert/strict';
import net from 'node:net';
import { test, type TestContext } from 'node:test';
import { ERROR_MESSAGES, failureEnvelopeSchema, type ErrorType } from '@povar/shared-kit/contracts';
import { buildApiServer } from '../app.ts';
import { describeOnEachDatabase, type ApiSuite } from '../test/helpers.ts';

/** Short times, so a slow client is cut off within the test's patience. */
const QUICK_TIMES = { headersTimeoutMs: 1_000, requestTimeoutMs: 1_500, timeoutCheckEveryMs: 100 };

async function listening(t: TestContext, suite: ApiSuite): Promise<number> {
  const app = await buildApiServer({ db: suite.database, transport: QUICK_TIMES });
  t.after(() => app.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  assert.ok(address && typeof address === 'object');
  return address.port;
}

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
  /** From the first byte sent to the socket's close. */
  elapsedMs: number;
}

/**
 * Sends `parts` over a fresh connection, `gapMs` apart, and reads until the server closes it.
 * Writes after the server has answered and closed are dropped, as a real client's would fail.
 */
function exchange(port: number, parts: Array<string | Buffer>, gapMs = 0): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined); // EPIPE or a reset once the server has answered
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const status = Number(head.match(/^HTTP\/1\.1 (\d{3})/)?.[1]);
      if (!status) return reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
      resolve({ status, headers: head, body, elapsedMs: Date.now() - started });
    });
    let next = 0;
    const sendNext = () => {
      if (next >= parts.length || socket.destroyed) return;
      socket.write(parts[next++]!);
      timer = setTimeout(sendNext, gapMs);
    };
    socket.on('connect', sendNext);
  });
}

function assertEnvelope(answer: RawAnswer, status: number, error: ErrorType, text = ERROR_MESSAGES[error]) {
  assert.equal(answer.status, status, answer.body);
  assert.match(answer.headers, /content-type: application\/json/i);
  const body = failureEnvelopeSchema.parse(JSON.parse(answer.body));
  assert.equal(body.error, error);
  assert.deepEqual(body.errors, [text]);
}

const request = (head: string, body = '') =>
  `${head}\r\nHost: 127.0.0.1\r\nConnection: close\r\n${body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : ''}\r\n${body}`;

describeOnEachDatabase('transport limits', (suite) => {
  test('a JSON body over 1 MiB is 413 in the envelope (it was a 400)', async (t) => {
    const port = await listening(t, suite);
    const body = JSON.stringify({ phone: '1'.repeat(1100 * 1024) });
    assertEnvelope(await exchange(port, [request('POST /api/auth/login HTTP/1.1\r\nContent-Type: application/json', body)]), 413, 'payload_too_large');
  });

  test('malformed JSON is 400 and a content type the API does not read is 415, both in the envelope', async (t) => {
    const port = await listening(t, suite);
    assertEnvelope(
      await exchange(port, [request('POST /api/auth/login HTTP/1.1\r\nContent-Type: application/json', '{"phone":')]),
      400,
      'validation',
      'Тело запроса не является корректным JSON',
    );
    assertEnvelope(await exchange(port, [request('POST /api/auth/login HTTP/1.1\r\nContent-Type: text/plain', 'phone=1')]), 415, 'unsupported_media_type');
  });

  test('a URL past 8 KiB is 414, whether Node or the API finds it too long', async (t) => {
    const port = await listening(t, suite);
    // Under Node's 16 KiB for the request line and headers: the API's own check.
    assertEnvelope(await exchange(port, [request(`GET /api/catalog/dishes?q=${'a'.repeat(10 * 1024)} HTTP/1.1`)]), 414, 'uri_too_long');
    // Past it: Node stops reading in the middle of the URL.
    assertEnvelope(await exchange(port, [request(`GET /api/catalog/dishes?q=${'a'.repeat(20 * 1024)} HTTP/1.1`)]), 414, 'uri_too_long');
  });

  test('headers past 16 KiB are 431 in the envelope (Node answered them in English)', async (t) => {
    const port = await listening(t, suite);
    assertEnvelope(await exchange(port, [request(`GET /api/health HTTP/1.1\r\nX-Padding: ${'a'.repeat(20 * 1024)}`)]), 431, 'headers_too_large');
  });

  test('a request Node cannot parse (a NUL in a header) is 400 in the envelope', async (t) => {
    const port = await listening(t, suite);
    assertEnvelope(await exchange(port, [request('GET /api/health HTTP/1.1\r\nsession-id: a\u0000b')]), 400, 'validation', 'Некорректный запрос');
  });

  test('a client dripping its body is cut off at the request timeout with a 408, though it never goes quiet', async (t) => {
    const port = await listening(t, suite);
    const head = 'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    // A byte every 200 ms: no idle timeout would notice; 100 bytes would take 20 s.
    const answer = await exchange(port, [head, ...'{"phone":"'.split(''), ...Array.from({ length: 90 }, () => '1')], 200);
    assertEnvelope(answer, 408, 'request_timeout');
    assert.ok(
      answer.elapsedMs >= QUICK_TIMES.requestTimeoutMs - 100 && answer.elapsedMs < QUICK_TIMES.requestTimeoutMs + 1_500,
      `cut off after ${answer.elapsedMs} ms`,
    );
  });

  test('a client dripping its headers is cut off at the headers timeout with a 408', async (t) => {
    const port = await listening(t, suite);
    const answer = await exchange(port, ['GET /api/health HTTP/1.1\r\n', ...'X-Slow: drip-drip-drip-drip-drip\r\n'.split('')], 200);
    assertEnvelope(answer, 408, 'request_timeout');
    assert.ok(
      answer.elapsedMs >= QUICK_TIMES.headersTimeoutMs - 100 && answer.elapsedMs < QUICK_TIMES.headersTimeoutMs + 1_500,
      `cut off after ${answer.elapsedMs} ms`,
    );
  });

  test('an ordinary request on the same server is answered as usual', async (t) => {
    const port = await listening(t, suite);
    const answer = await exchange(port, [request('GET /api/health HTTP/1.1')]);
    assert.equal(answer.status, 200, answer.body);
  });
});
