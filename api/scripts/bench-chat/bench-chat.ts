// `npm run bench:chat`: the chat delivery bar (p99 ≤ 50 ms up to 100 clients, ≤ 200 ms above; nothing lost). The real API as a child process (one, or two on one
// PostgreSQL database), N users in pairs with a socket each, and messages sent between pairs
// through POST /api/chat/message at a steady total rate; the delivery latency is measured at the
// receiver's socket, from just before the send to the 'chat:message' event. Each scenario gets
// users of its own; a message whose send was answered but that never reached the peer's socket is lost.
// `npm run bench:chat [-- --db pglite|postgres --instances 1|2 --seconds 25 --scenarios 100x20,1000x10 --pg-url postgres://… --verbose]`
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import { REALTIME_PATH, type ServerEvent } from '@povar/shared-kit/contracts';
import type { DatabaseConfig } from '../../src/db/client.ts';
import { openSeededDatabase } from '../../src/seed/seed.ts';
import { ApiProcess, findFreePort, sleep } from '../crash/api-process.ts';
import { prepareChatUsers, type BenchUser } from './chat-users.ts';

// The build script is a plain JavaScript module; it bundles the API as `npm start` runs it.
const scripts = path.resolve(import.meta.dirname, '../../../scripts');
type ServerEntry = { name: string; entry: string; bundle: string };
const { buildServers } = (await import(path.join(scripts, 'build-servers.mjs'))) as { buildServers: (servers: ServerEntry[]) => Promise<void> };
const { repoRoot } = (await import(path.join(scripts, 'apps.mjs'))) as { repoRoot: string };

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    instances: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '25' },
    scenarios: { type: 'string', default: '100x20,1000x10' },
    verbose: { type: 'boolean', default: false },
    'pg-url': { type: 'string', default: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const instances = Number(values.instances);
if (instances !== 1 && instances !== 2) throw new Error(`--instances is 1 or 2, got ${values.instances}`);
// Two processes cannot share a PGlite directory: two instances means PostgreSQL.
const driver = instances === 2 ? 'postgres' : values.db;
if (driver !== 'pglite' && driver !== 'postgres') throw new Error(`--db is pglite or postgres, got ${values.db}`);
const seconds = Number(values.seconds);
if (!(seconds > 0)) throw new Error(`--seconds must be positive, got ${values.seconds}`);
const scenarios = values.scenarios.split(',').map((text) => {
  const match = /^(\d+)x(\d+(?:\.\d+)?)$/.exec(text.trim());
  if (!match || Number(match[1]) < 2 || Number(match[1]) % 2 !== 0) throw new Error(`a scenario is <even clients>x<messages per second>, got ${text}`);
  return { clients: Number(match[1]), rate: Number(match[2]) };
});

/** The bars: delivery p99 by the scenario's client count; 0 lost always. */
const P99_BAR_MS = (clients: number) => (clients <= 100 ? 50 : 200);
/** Sent before the measured part at the same rate, so JIT warm-up is not measured. */
const WARMUP_SECONDS = 5;
/** After the last answer, how long a message may still take to arrive before it counts as lost. */
const DRAIN_MS = 5_000;
/** Tickets and sockets opened at once while connecting. */
const CONNECT_CONCURRENCY = 50;
const FIRST_START_TIMEOUT_MS = 180_000;
const START_TIMEOUT_MS = 60_000;

const BUNDLE = { name: 'api', entry: 'api/src/server.ts', bundle: 'api/dist/bench-chat/server.mjs' };

interface Scratch {
  label: 'PGlite' | 'PostgreSQL';
  config: DatabaseConfig;
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function createScratch(): Promise<Scratch> {
  const directory = await mkdtemp(path.join(tmpdir(), 'povar-bench-chat-'));
  const removeDirectory = () => rm(directory, { recursive: true, force: true });
  const filesDir = path.join(directory, 'files');
  if (driver === 'pglite') {
    const pgliteDir = path.join(directory, 'db');
    return { label: 'PGlite', config: { pgliteDir }, env: { PGLITE_DIR: pgliteDir, FILES_DIR: filesDir }, drop: removeDirectory };
  }
  // Random lower-case hex: a valid identifier without quoting.
  const name = `povar_bench_chat_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(`CREATE DATABASE ${name}`);
  const url = new URL(values['pg-url']);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    config: { databaseUrl: url.toString() },
    env: { DATABASE_URL: url.toString(), FILES_DIR: filesDir },
    drop: async () => {
      await onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await removeDirectory();
    },
  };
}

async function onPostgresServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: values['pg-url'] });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** One user's socket; resolves once 'ready' arrived. */
function connect(baseUrl: string, user: BenchUser, onEvent: (user: BenchUser, event: ServerEvent, at: number) => void): Promise<WebSocket> {
  return (async () => {
    const answer = await fetch(`${baseUrl}/api/ws/ticket`, { method: 'POST', headers: { authorization: `Bearer ${user.accessToken}` } });
    if (answer.status !== 200) throw new Error(`ticket for user ${user.userId}: HTTP ${answer.status} ${await answer.text()}`);
    const { ticket } = ((await answer.json()) as { data: { ticket: string } }).data;
    const socket = new WebSocket(`${baseUrl.replace('http:', 'ws:')}${REALTIME_PATH}?ticket=${ticket}`);
    return new Promise<WebSocket>((resolve, reject) => {
      socket.on('message', (data) => {
        const at = performance.now();
        const event = JSON.parse(data.toString()) as ServerEvent;
        if (event.type === 'ready') resolve(socket);
        else onEvent(user, event, at);
      });
      socket.once('error', reject);
      socket.once('close', (code) => reject(new Error(`socket of user ${user.userId} closed with ${code} before 'ready'`)));
    });
  })();
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

interface Sent {
  from: BenchUser;
  to: BenchUser;
  at: number;
  measured: boolean;
  /** HTTP status of the send; 0 while waiting or on a network error. */
  status: number;
  answeredIn: number;
  deliveredIn: number | null;
  echoed: boolean;
}

interface ScenarioResult {
  clients: number;
  rate: number;
  sent: number;
  failedSends: number;
  delivered: number;
  lost: number;
  duplicates: number;
  misdelivered: number;
  echoLost: number;
  p50: number;
  p99: number;
  max: number;
  sendP99: number;
  connectSeconds: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function runScenario(apis: ApiProcess[], people: BenchUser[], rate: number): Promise<ScenarioResult> {
  const [senderApi, receiverApi] = [apis[0]!, apis[apis.length - 1]!];
  // With two instances the even users (the senders) are on the first and the odd ones (the receivers) on the second.
  const apiOf = (user: BenchUser) => (user.index % 2 === 0 ? senderApi : receiverApi);
  const sent = new Map<number, Sent>();
  let duplicates = 0;
  let misdelivered = 0;

  const onEvent = (user: BenchUser, event: ServerEvent, at: number) => {
    if (event.type !== 'chat:message') return;
    const seq = Number(/^bench (\d+)/.exec(event.message.text)?.[1]);
    const message = sent.get(seq);
    if (!message) {
      misdelivered += 1;
      return;
    }
    if (event.message.mine) {
      if (user !== message.from) misdelivered += 1;
      message.echoed = true;
      return;
    }
    if (user !== message.to || event.chatUserId !== message.from.userId) {
      misdelivered += 1;
      return;
    }
    if (message.deliveredIn !== null) {
      duplicates += 1;
      return;
    }
    message.deliveredIn = at - message.at;
  };

  const connectStarted = performance.now();
  const sockets: WebSocket[] = [];
  await inBatches(people, CONNECT_CONCURRENCY, async (user) => {
    sockets.push(await connect(apiOf(user).baseUrl, user, onEvent));
  });
  const connectSeconds = (performance.now() - connectStarted) / 1000;

  const pairs = people.filter((user) => user.index % 2 === 0);
  const total = Math.round(rate * (WARMUP_SECONDS + seconds));
  const warmup = Math.round(rate * WARMUP_SECONDS);
  const intervalMs = 1000 / rate;
  const answers: Promise<void>[] = [];
  const accepted = () => [...sent.values()].filter((message) => message.status === 201);
  const settle = async (until: number) => {
    await Promise.all(answers);
    while (performance.now() < until && accepted().some((message) => message.deliveredIn === null || !message.echoed)) await sleep(50);
  };
  let started = performance.now();
  for (let seq = 0; seq < total; seq += 1) {
    if (seq === warmup) {
      // The warm-up's messages have all arrived (a fresh process compiles its hot paths on the
      // first ones): the measured part starts on a settled server.
      await settle(performance.now() + DRAIN_MS);
      started = performance.now() - seq * intervalMs;
    }
    const due = started + seq * intervalMs;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const pair = pairs[seq % pairs.length]!;
    const peer = people[pair.peerIndex]!;
    // One instance: both directions in turn; two: always to the other instance.
    const backwards = apis.length === 1 && Math.floor(seq / pairs.length) % 2 === 1;
    const [from, to] = backwards ? [peer, pair] : [pair, peer];
    const message: Sent = { from, to, at: performance.now(), measured: seq >= warmup, status: 0, answeredIn: 0, deliveredIn: null, echoed: false };
    sent.set(seq, message);
    const form = new FormData();
    form.set('chatUserId', String(to.userId));
    form.set('text', `bench ${seq}: Здравствуйте! Заказ будет готов к семи?`);
    form.set('clientId', `bench-${seq}`);
    answers.push(
      fetch(`${apiOf(from).baseUrl}/api/chat/message`, { method: 'POST', headers: { authorization: `Bearer ${from.accessToken}` }, body: form })
        .then(async (response) => {
          await response.arrayBuffer();
          message.status = response.status;
          message.answeredIn = performance.now() - message.at;
          if (response.status !== 201) console.log(`  send ${seq}: HTTP ${response.status}`);
        })
        .catch((error: unknown) => console.log(`  send ${seq} failed: ${error instanceof Error ? error.message : String(error)}`)),
    );
  }
  await settle(performance.now() + DRAIN_MS);
  for (const socket of sockets) socket.terminate();

  if (values.verbose) {
    // Per second of sending: how many went out, the median answer and delivery times.
    const bySecond = new Map<number, Sent[]>();
    for (const message of sent.values()) {
      const second = Math.floor((message.at - started) / 1000);
      bySecond.set(second, [...(bySecond.get(second) ?? []), message]);
    }
    for (const [second, messages] of bySecond) {
      const median = (pick: (message: Sent) => number | null) =>
        percentile(
          messages.flatMap((message) => pick(message) ?? []).sort((x, y) => x - y),
          50,
        ).toFixed(0);
      console.log(
        `  s${second}: ${messages.length} sent, answer p50 ${median((message) => message.answeredIn)} ms, delivery p50 ${median((message) => message.deliveredIn)} ms`,
      );
    }
  }
  const measured = [...sent.values()].filter((message) => message.measured);
  const ok = measured.filter((message) => message.status === 201);
  const latencies = ok.flatMap((message) => (message.deliveredIn === null ? [] : [message.deliveredIn])).sort((a, b) => a - b);
  const sendTimes = ok.map((message) => message.answeredIn).sort((a, b) => a - b);
  return {
    clients: people.length,
    rate,
    sent: measured.length,
    failedSends: measured.length - ok.length,
    delivered: latencies.length,
    lost: ok.length - latencies.length,
    duplicates,
    misdelivered,
    echoLost: ok.filter((message) => !message.echoed).length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    sendP99: percentile(sendTimes, 99),
    connectSeconds,
  };
}

const BUNDLE_PATH = path.join(repoRoot, BUNDLE.bundle);
await buildServers([BUNDLE]);
const scratch = await createScratch();
const jwtSecret = randomBytes(36).toString('base64url');
const apis: ApiProcess[] = [];
const results: ScenarioResult[] = [];
try {
  for (let index = 0; index < instances; index += 1) {
    // The brief keeps the bench's servers on 3600-3699 (the crash test has 3500-3599, e2e 3210-3212).
    const port = await findFreePort(3600 + index * 50, 3649 + index * 50);
    apis.push(
      new ApiProcess(BUNDLE_PATH, port, {
        ...scratch.env,
        JWT_SECRET: jwtSecret,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        ORDER_SWEEP_INTERVAL_MS: '0',
      }),
    );
  }
  console.log(
    `P6 chat bench on ${scratch.label}, ${instances === 2 ? 'two API processes (senders on the first, receivers on the second)' : 'one API process'}; ` +
      `${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
  );
  // The first start migrates and seeds; the users are written while it is stopped (PGlite allows one process).
  const first = await apis[0]!.start(FIRST_START_TIMEOUT_MS);
  if (!first.ready) throw new Error(`the first start of the API failed (exit ${first.exitCode}):\n${first.output}`);
  await apis[0]!.stop();
  const database = await openSeededDatabase(scratch.config);
  const peopleByScenario: BenchUser[][] = [];
  try {
    for (const [run, scenario] of scenarios.entries()) peopleByScenario.push(await prepareChatUsers(database.orm, { run, count: scenario.clients, jwtSecret }));
  } finally {
    await database.close();
  }
  for (const api of apis) {
    const ready = await api.start(START_TIMEOUT_MS);
    if (!ready.ready) throw new Error(`the API did not start (exit ${ready.exitCode}):\n${ready.output}`);
  }
  for (const [run, scenario] of scenarios.entries()) {
    console.log(`${scenario.clients} clients, ${scenario.rate} messages/s for ${WARMUP_SECONDS} + ${seconds} s…`);
    const result = await runScenario(apis, peopleByScenario[run]!, scenario.rate);
    results.push(result);
  }
} catch (error) {
  for (const api of apis) if (api.outputTail()) console.log(api.outputTail());
  throw error;
} finally {
  for (const api of apis) await api.stop();
  await scratch.drop();
}

const met = (result: ScenarioResult) =>
  result.lost === 0 &&
  result.failedSends === 0 &&
  result.duplicates === 0 &&
  result.misdelivered === 0 &&
  result.echoLost === 0 &&
  result.p99 <= P99_BAR_MS(result.clients);
const cell = (value: number | string, digits = 1) => (typeof value === 'number' ? (Number.isInteger(value) ? String(value) : value.toFixed(digits)) : value);
const row = (cells: (number | string)[]) => `| ${cells.map((value, index) => cell(value).padStart(index === 0 ? 12 : 8)).join(' | ')} |`;
console.log(`\nP6 chat delivery (${scratch.label}, ${instances} instance${instances === 2 ? 's' : ''}; latency from the send to the peer's socket, ms)`);
console.log(row(['clients×rate', 'sent', 'failed', 'lost', 'dup', 'echo lost', 'p50', 'p99', 'max', 'bar p99', 'send p99', 'connect s', 'met']));
for (const result of results) {
  console.log(
    row([
      `${result.clients}×${result.rate}/s`,
      result.sent,
      result.failedSends,
      result.lost,
      result.duplicates + result.misdelivered,
      result.echoLost,
      result.p50,
      result.p99,
      result.max,
      P99_BAR_MS(result.clients),
      result.sendP99,
      result.connectSeconds,
      met(result) ? 'yes' : 'NO',
    ]),
  );
}
const failures = results.filter((result) => !met(result)).length;
console.log(failures === 0 ? 'P6 met.' : `P6 NOT met in ${failures} of ${results.length} scenarios.`);
process.exitCode = failures === 0 ? 0 : 1;
