// The crash test's SIGTERM part: the API stopped with SIGTERM while checkouts pour in exits
// within 10 s, and no request is committed but failed — every checkout the database holds was
// answered 200, and every client answered otherwise (503 while draining, a refused or cut
// connection) finds no order. Each run: a fresh database (temporary PGlite directory or scratch
// PostgreSQL database) migrated and seeded by a first start; `--clients` customers with baskets
// written into it; the API started again; the clients start their one checkout each (no retries)
// spread over `--spread-ms`, and SIGTERM comes at a random moment in the middle of them.
// `npm run test:sigterm [-- --runs 5 --db pglite|postgres --clients 200 --spread-ms 1500 --pg-url postgres://…]`
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { inArray } from 'drizzle-orm';
import { checkoutResultResponseSchema } from '@povar/shared-kit/contracts';
import { openSeededDatabase } from '../../src/seed/seed.ts';
import { orders } from '../../src/db/schema.ts';
import { ApiProcess, findFreePort, sleep } from './api-process.ts';
import { checkoutRequestOf, startWithCustomers, type Customer } from './customers.ts';
import { buildApiBundle, createScratch, parseDriver, randomBetween } from './scratch.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    db: { type: 'string', default: 'pglite' },
    clients: { type: 'string', default: '200' },
    'spread-ms': { type: 'string', default: '1500' },
    'pg-url': { type: 'string', default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const runs = Number(values.runs);
const clients = Number(values.clients);
const spreadMs = Number(values['spread-ms']);
const driver = parseDriver(values.db);
for (const [name, value] of [
  ['runs', runs],
  ['clients', clients],
  ['spread-ms', spreadMs],
] as const) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number from 1, got ${value}`);
}

/** The bar: from SIGTERM to the process's exit. */
const EXIT_BAR_MS = 10_000;
/** SIGTERM comes within this share of the spread: some checkouts answered, some in flight, some still to come. */
const SIGTERM_AT = { min: 0.3, max: 0.6 };
const ATTEMPT_TIMEOUT_MS = 30_000;

type Outcome = { customer: Customer; orderId: number } | { customer: Customer; failure: string };

/** One try, no retry: what the client was told. */
async function checkoutOnce(baseUrl: string, customer: Customer): Promise<Outcome> {
  try {
    const response = await fetch(`${baseUrl}/api/checkout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(checkoutRequestOf(customer)),
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    const text = await response.text();
    if (response.status === 200) return { customer, orderId: checkoutResultResponseSchema.parse(JSON.parse(text)).data.orderId };
    return { customer, failure: `HTTP ${response.status}` };
  } catch (error) {
    const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
    return { customer, failure: cause?.code ?? (error instanceof Error ? error.name : String(error)) };
  }
}

interface RunResult {
  run: number;
  label: string;
  sigtermAtMs: number;
  exitMs: number;
  exitCode: number | null;
  answered: number;
  failures: Map<string, number>;
  /** An order in the database for a client that was not answered 200. */
  committedButFailed: number;
  /** A 200 whose order the database does not have. */
  lost: number;
  /** The API's last lines, shown when the run fails. */
  apiOutput: string;
}

async function drainRun(run: number, bundle: string, port: number): Promise<RunResult> {
  const scratch = await createScratch(driver, values['pg-url'], 'drain');
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

      const started = performance.now();
      const outcomes = Promise.all(
        customers.map(async (customer) => {
          await sleep(Math.random() * spreadMs);
          return checkoutOnce(api.baseUrl, customer);
        }),
      );
      await sleep(spreadMs * randomBetween(SIGTERM_AT));
      const sigtermAt = performance.now();
      const stopped = await api.stop(60_000);
      const exitMs = performance.now() - sigtermAt;
      const answers = await outcomes;

      const checked = await openSeededDatabase(scratch.config);
      try {
        const placed = await checked.orm
          .select({ id: orders.id, customerId: orders.customerId })
          .from(orders)
          .where(
            inArray(
              orders.customerId,
              customers.map((customer) => customer.userId),
            ),
          );
        const orderOf = new Map(placed.map((order) => [order.customerId, order.id]));
        const failures = new Map<string, number>();
        let committedButFailed = 0;
        let lost = 0;
        for (const outcome of answers) {
          const stored = orderOf.get(outcome.customer.userId);
          if ('orderId' in outcome) {
            if (stored !== outcome.orderId) lost += 1;
          } else {
            failures.set(outcome.failure, (failures.get(outcome.failure) ?? 0) + 1);
            if (stored !== undefined) committedButFailed += 1;
          }
        }
        return {
          run,
          label: scratch.label,
          sigtermAtMs: sigtermAt - started,
          exitMs,
          exitCode: stopped.exitCode,
          answered: answers.filter((outcome) => 'orderId' in outcome).length,
          failures,
          committedButFailed,
          lost,
          apiOutput: api.outputTail(),
        };
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

const failed = (result: RunResult) => result.exitMs > EXIT_BAR_MS || result.exitCode !== 0 || result.committedButFailed > 0 || result.lost > 0;

const bundle = await buildApiBundle('drain-test');
const port = await findFreePort(3500, 3599);
console.log(
  `S10 SIGTERM drain: ${runs} runs on ${driver === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${clients} checkouts spread over ${spreadMs} ms, one try each, API on port ${port}`,
);
const results: RunResult[] = [];
for (let run = 1; run <= runs; run += 1) {
  const result = await drainRun(run, bundle, port);
  results.push(result);
  const failures = [...result.failures].map(([reason, n]) => `${reason} ${n}`).join(', ') || 'none';
  console.log(
    `run ${run} [${result.label}] ${failed(result) ? 'FAILED' : 'ok'}: SIGTERM at ${result.sigtermAtMs.toFixed(0)} ms, exit ${result.exitCode} after ${result.exitMs.toFixed(0)} ms; ` +
      `answered 200: ${result.answered}/${clients}; not served: ${failures}; committed but failed ${result.committedButFailed}; lost ${result.lost}`,
  );
  if (failed(result)) console.log(`the API's last output:\n${result.apiOutput}`);
}
const worstExit = Math.max(...results.map((result) => result.exitMs));
const total = (pick: (result: RunResult) => number) => results.reduce((sum, result) => sum + pick(result), 0);
console.log(
  `\nS10 SIGTERM summary: ${runs} runs, slowest exit ${worstExit.toFixed(0)} ms (bar ${EXIT_BAR_MS} ms), answered ${total((r) => r.answered)}/${clients * runs}, ` +
    `committed but failed ${total((r) => r.committedButFailed)}, lost ${total((r) => r.lost)}`,
);
const failures = results.filter(failed).length;
console.log(failures === 0 ? 'S10 (SIGTERM) met.' : `S10 (SIGTERM) FAILED in ${failures} of ${runs} runs.`);
process.exitCode = failures === 0 ? 0 : 1;
