// The crash test: kill -9 of the API during 200 concurrent checkouts whose clients retry with
// their idempotency key: 0 lost, 0 duplicated orders or payments. Each run: a fresh database
// (a temporary PGlite directory or a scratch PostgreSQL database), migrated and seeded by one
// start of the API; customers with baskets written into it; the API started again; every client
// posts its checkout and retries network errors and 5xx with a short backoff until it gets a 200;
// the API is killed at a random moment while requests are in flight and restarted at once on the
// same database (then killed and restarted once more); at the end the database is checked
// against what each client was answered (verify.ts).
// `npm run test:crash [-- --runs 5 --db pglite|postgres --kills 2 --clients 200 --pg-url postgres://…]`
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { checkoutResultResponseSchema } from '@povar/shared-kit/contracts';
import { openSeededDatabase } from '../../src/seed/seed.ts';
import { ApiProcess, findFreePort, sleep } from './api-process.ts';
import { checkoutRequestOf, startWithCustomers, type Customer } from './customers.ts';
import { buildApiBundle, createScratch, parseDriver, randomBetween } from './scratch.ts';
import { verifyRun, type ClientOutcome, type RunVerdict } from './verify.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    db: { type: 'string', default: 'pglite' },
    clients: { type: 'string', default: '200' },
    kills: { type: 'string', default: '2' },
    'pg-url': { type: 'string', default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const runs = Number(values.runs);
const clients = Number(values.clients);
const kills = Number(values.kills);
const driver = parseDriver(values.db);
for (const [name, value] of [
  ['runs', runs],
  ['clients', clients],
  ['kills', kills],
] as const) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number from 1, got ${value}`);
}

/** The first kill comes this long after the clients start, while every request is still in flight. */
const FIRST_KILL_AFTER_MS = { min: 50, max: 400 };
/** The next ones this long after the restarted API is ready: some orders answered by then, the rest in flight. */
const NEXT_KILL_AFTER_MS = { min: 50, max: 2_000 };
/** A client gives up this long after the run's clients started. */
const CLIENTS_DEADLINE_MS = 180_000;
/** One try of a client; a longer one counts as a network error and is retried. */
const ATTEMPT_TIMEOUT_MS = 30_000;
const BACKOFF_MS = { first: 25, max: 400 };
const START_TIMEOUT_MS = 60_000;
/** Pause between a refused restart and the next. */
const RESTART_PAUSE_MS = 250;

/** Why a try is retried: the network error's code, a timeout, or the 5xx status. */
function networkReason(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code ?? (error instanceof Error ? error.message : String(error));
}

/** One customer's checkout, tried with the same body and key until a 200 (or a 4xx, or the deadline). */
async function checkoutWithRetries(baseUrl: string, customer: Customer, deadline: number, retryReasons: Map<string, number>): Promise<ClientOutcome> {
  const body = checkoutRequestOf(customer);

  for (let attempt = 1; ; attempt += 1) {
    let answer: { status: number; text: string } | undefined;
    let reason: string;
    try {
      const response = await fetch(`${baseUrl}/api/checkout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${customer.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      answer = { status: response.status, text: await response.text() };
      reason = `HTTP ${response.status}`;
    } catch (error) {
      reason = networkReason(error);
    }
    if (answer?.status === 200)
      return { customer, attempts: attempt, answer: checkoutResultResponseSchema.parse(JSON.parse(answer.text)).data, answeredAt: Date.now() };
    if (answer && answer.status < 500) return { customer, attempts: attempt, failure: `HTTP ${answer.status}: ${answer.text.slice(0, 300)}` };
    retryReasons.set(reason, (retryReasons.get(reason) ?? 0) + 1);
    const pause = Math.min(BACKOFF_MS.max, BACKOFF_MS.first * 2 ** (attempt - 1)) * (0.5 + Math.random());
    if (performance.now() + pause > deadline) return { customer, attempts: attempt, failure: `no answer before the deadline (last try: ${reason})` };
    await sleep(pause);
  }
}

interface Crash {
  /** Date.now() of the kill, to compare with the orders' created_at. */
  at: number;
  /** Since the clients started. */
  atMs: number;
  clientsWaiting: number;
  clientsAnswered: number;
  /** From the kill to the restarted API's first 200 on /api/health. */
  downMs: number;
  /** Restarts that exited instead of serving (the first one's output is kept). */
  refusedRestarts: number;
  refusal?: string;
}

/** kill -9 at a random moment while clients wait, restart at once on the same database; `kills` times. */
async function crashAndRestart(
  api: ApiProcess,
  clientsStarted: number,
  clients: () => { waiting: number; answered: number },
  deadline: number,
): Promise<Crash[]> {
  const crashes: Crash[] = [];
  for (let kill = 0; kill < kills; kill += 1) {
    await sleep(randomBetween(kill === 0 ? FIRST_KILL_AFTER_MS : NEXT_KILL_AFTER_MS));
    const { waiting, answered } = clients();
    if (waiting === 0) break;
    const killedAt = performance.now();
    const at = Date.now();
    await api.kill();
    const crash: Crash = { at, atMs: killedAt - clientsStarted, clientsWaiting: waiting, clientsAnswered: answered, downMs: 0, refusedRestarts: 0 };
    crashes.push(crash);
    for (;;) {
      const restart = await api.start(START_TIMEOUT_MS);
      if (restart.ready) break;
      crash.refusedRestarts += 1;
      crash.refusal ??= `exit ${restart.exitCode}: ${firstErrorLine(restart.output)}`;
      if (performance.now() > deadline) throw new Error(`the API did not restart after kill -9:\n${restart.output}`);
      await sleep(RESTART_PAUSE_MS);
    }
    crash.downMs = performance.now() - killedAt;
  }
  return crashes;
}

const firstErrorLine = (output: string) =>
  output
    .split('\n')
    .find((line) => /^\w*Error\b/.test(line.trim()))
    ?.trim() ??
  output.trim().split('\n').at(-1) ??
  '';

interface RunResult {
  run: number;
  label: string;
  crashes: Crash[];
  retries: number;
  retryReasons: Map<string, number>;
  verdict: RunVerdict;
  seconds: number;
}

async function crashRun(run: number, bundle: string, port: number): Promise<RunResult> {
  const started = performance.now();
  const scratch = await createScratch(driver, values['pg-url'], 'crash');
  try {
    const jwtSecret = randomBytes(36).toString('base64url');
    const api = new ApiProcess(bundle, port, {
      ...scratch.env,
      JWT_SECRET: jwtSecret,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ORDER_SWEEP_INTERVAL_MS: '0',
    });
    try {
      const customers = await startWithCustomers(api, scratch.config, { count: clients, jwtSecret });

      const retryReasons = new Map<string, number>();
      let waiting = customers.length;
      let answered = 0;
      const clientsStarted = performance.now();
      const deadline = clientsStarted + CLIENTS_DEADLINE_MS;
      const outcomes = Promise.all(
        customers.map(async (customer) => {
          const outcome = await checkoutWithRetries(api.baseUrl, customer, deadline, retryReasons);
          waiting -= 1;
          if (outcome.answer) answered += 1;
          return outcome;
        }),
      );
      const crashes = await crashAndRestart(api, clientsStarted, () => ({ waiting, answered }), deadline);
      const answers = await outcomes;
      await api.stop();

      const checked = await openSeededDatabase(scratch.config);
      try {
        const verdict = await verifyRun(
          checked.orm,
          answers,
          crashes.map((crash) => crash.at),
        );
        const retries = [...retryReasons.values()].reduce((sum, n) => sum + n, 0);
        return { run, label: scratch.label, crashes, retries, retryReasons, verdict, seconds: (performance.now() - started) / 1000 };
      } finally {
        await checked.close();
      }
    } finally {
      await api.kill();
    }
  } finally {
    await scratch.drop();
  }
}

const refusedRestarts = (result: RunResult) => result.crashes.reduce((sum, crash) => sum + crash.refusedRestarts, 0);

const failed = (result: RunResult) =>
  result.verdict.lost > 0 ||
  result.verdict.duplicatedOrders > 0 ||
  result.verdict.duplicatedPayments > 0 ||
  result.verdict.problems.length > 0 ||
  refusedRestarts(result) > 0;

function describeRun(result: RunResult): string {
  const { verdict } = result;
  const crashes = result.crashes
    .map(
      (crash, index) =>
        `${index === 0 ? `at ${crash.atMs.toFixed(0)} ms` : `then at ${(crash.atMs / 1000).toFixed(1)} s`} (${crash.clientsAnswered} answered, ${crash.clientsWaiting} waiting, down ${(crash.downMs / 1000).toFixed(1)} s${crash.refusedRestarts ? `, ${crash.refusedRestarts} restarts refused` : ''})`,
    )
    .join(', ');
  const reasons = [...result.retryReasons]
    .sort((a, b) => b[1] - a[1])
    .map(([reason, n]) => `${reason} ${n}`)
    .join(', ');
  return (
    `run ${result.run} [${result.label}] ${failed(result) ? 'FAILED' : 'ok'}: kill -9 ${crashes || 'none (every client was answered first)'}; ` +
    `retries ${result.retries}${reasons ? ` (${reasons})` : ''}; answered ${verdict.answered}/${clients}; ` +
    `orders ${verdict.orders} (${verdict.onlineOrders} online), payments ${verdict.payments}; ` +
    `${verdict.keptAcrossKill} orders made before a kill were answered after it; ` +
    `lost ${verdict.lost}, duplicated orders ${verdict.duplicatedOrders}, duplicated payments ${verdict.duplicatedPayments}; ${result.seconds.toFixed(1)} s`
  );
}

const BUNDLE_PATH = await buildApiBundle('crash-test');
const port = await findFreePort(3500, 3599);
console.log(
  `S10 crash test: ${runs} runs on ${driver === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${clients} concurrent checkouts (half online), ${kills} kill -9 per run, API on port ${port}`,
);

const results: RunResult[] = [];
for (let run = 1; run <= runs; run += 1) {
  const result = await crashRun(run, BUNDLE_PATH, port);
  results.push(result);
  console.log(describeRun(result));
  const refusal = result.crashes.find((crash) => crash.refusal)?.refusal;
  if (refusal) console.log(`  restart on the same database refused ${refusedRestarts(result)} times after kill -9: ${refusal}`);
  for (const problem of result.verdict.problems.slice(0, 20)) console.log(`  ${problem}`);
  if (result.verdict.problems.length > 20) console.log(`  … and ${result.verdict.problems.length - 20} more`);
}

const sum = (pick: (result: RunResult) => number) => results.reduce((total, result) => total + pick(result), 0);
const row = (cells: (string | number)[]) => `| ${cells.map((cell, index) => String(cell).padStart(index === 0 ? 5 : 9)).join(' | ')} |`;
console.log('\nS10 summary');
console.log(row(['run', 'clients', 'kills', 'refused', 'retries', 'answered', 'replayed', 'lost', 'dup ord', 'dup pay', 'time s']));
for (const result of results) {
  const { verdict } = result;
  console.log(
    row([
      result.run,
      clients,
      result.crashes.length,
      refusedRestarts(result),
      result.retries,
      verdict.answered,
      verdict.keptAcrossKill,
      verdict.lost,
      verdict.duplicatedOrders,
      verdict.duplicatedPayments,
      result.seconds.toFixed(1),
    ]),
  );
}
console.log(
  row([
    'all',
    clients * results.length,
    sum((result) => result.crashes.length),
    sum(refusedRestarts),
    sum((result) => result.retries),
    sum((result) => result.verdict.answered),
    sum((result) => result.verdict.keptAcrossKill),
    sum((result) => result.verdict.lost),
    sum((result) => result.verdict.duplicatedOrders),
    sum((result) => result.verdict.duplicatedPayments),
    sum((result) => result.seconds).toFixed(1),
  ]),
);
const failures = results.filter(failed).length;
console.log(failures === 0 ? `S10 met: ${runs} runs, 0 lost, 0 duplicated.` : `S10 FAILED in ${failures} of ${runs} runs (see above).`);
process.exitCode = failures === 0 ? 0 : 1;
