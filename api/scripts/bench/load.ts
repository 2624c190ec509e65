// `npm run bench:load`: the load bar on PGlite (200 catalogue reads/s and 50 checkouts/s, and a 30-minute soak): the API with the demo data under catalogue reads
// (a mix of listings) and under checkouts (signed-in customers, basket, POST /api/checkout), each at
// a fixed arrival rate, then optionally a soak of both together that watches the server's memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort, log, percentile, stopChild } from './bench-support.ts';

const USAGE = `Usage: npm run bench:load -- [options]
  --duration <s>        measured seconds of each phase (default 30), after --warmup <s> of reads (default 5)
  --read-rate <n>       catalogue reads per second offered (default 200, the S11 bar)
  --checkout-rate <n>   checkouts per second offered (default 50, the S11 bar)
  --customers <n>       signed-in customers taking turns at the checkout (default 120)
  --soak-minutes <n>    then reads and checkouts together for n minutes, memory sampled (default: no soak)
  --quick               the same as --soak-minutes 3
  --soak-read-rate <n>  reads per second during the soak (default 100)
  --soak-checkout-rate <n>  checkouts per second during the soak (default 3: the demo cooks' days fill up)
  --pglite-dir <dir>    the database directory (default: a fresh temporary one; memory:// keeps it in memory)`;

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    'read-rate': { type: 'string', default: '200' },
    'checkout-rate': { type: 'string', default: '50' },
    customers: { type: 'string', default: '120' },
    'soak-minutes': { type: 'string' },
    quick: { type: 'boolean', default: false },
    'soak-read-rate': { type: 'string', default: '100' },
    'soak-checkout-rate': { type: 'string', default: '3' },
    'pglite-dir': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const DURATION_S = Number(options.duration);
const WARMUP_S = Number(options.warmup);
const READ_RATE = Number(options['read-rate']);
const CHECKOUT_RATE = Number(options['checkout-rate']);
const CUSTOMERS = Number(options.customers);
const SOAK_MINUTES = options.quick ? 3 : options['soak-minutes'] === undefined ? 0 : Number(options['soak-minutes']);
const BARS = { reads: { rps: 200, p95Ms: 200 }, checkout: { rps: 50, p95Ms: 500 }, memoryGrowth: 0.1 };
/** A request not answered by then counts as a timeout (an error) and its connection is dropped. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Requests in flight at most; beyond that an arrival waits for a socket, and its wait is part of its latency. */
const MAX_SOCKETS = 128;
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const METRICS_TOKEN = randomUUID();
/** Where the three demo regions' visitors stand (their centres). */
const REGIONS = [
  { cityId: 956, lon: 65.534328, lat: 57.153033 },
  { cityId: 957, lon: 60.597474, lat: 56.838011 },
  { cityId: 958, lon: 73.368212, lat: 54.989347 },
];
const SEARCH_WORDS = ['борщ', 'пельмени', 'котлеты', 'плов', 'блины', 'сырники', 'торт', 'пирог', 'солянка', 'голубцы'];

interface Answer {
  status: number;
  body: string;
}

interface PhaseStats {
  label: string;
  offeredRps: number;
  seconds: number;
  latenciesMs: number[];
  /** Answers by status class, and transport failures (timeouts, resets). */
  ok: number;
  clientErrors: number;
  serverErrors: number;
  failures: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
let baseUrl = '';

function call(method: string, urlPath: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${urlPath}`,
      {
        method,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(payload);
  });
}

async function json<T>(method: string, urlPath: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const answer = await call(method, urlPath, options);
  if (answer.status !== 200) throw new Error(`${method} ${urlPath}: ${answer.status} ${answer.body.slice(0, 300)}`);
  return (JSON.parse(answer.body) as { data: T }).data;
}

// ---- the server ---------------------------------------------------------------------------------

async function startServer(pgliteDir: string, filesDir: string): Promise<ChildProcess> {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/server.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PGLITE_DIR: pgliteDir,
      SEED_DEMO_DATA: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      FILES_DIR: filesDir,
      // One load generator stands for many visitors: the per-address allowances are lifted, and
      // the customers' sign-ins come from addresses of their own through X-Forwarded-For (the
      // per-address code limit of the sign-in would refuse the eleventh customer otherwise).
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_ANONYMOUS_WRITES_PER_HOUR: '0',
      TRUST_PROXY: '127.0.0.1',
      METRICS_TOKEN,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const started = performance.now();
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} before answering:\n${stderr}`);
    if (Date.now() > deadline) throw new Error('the API did not answer /api/health within 300 s');
    const status = await call('GET', '/api/health').then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) break;
    await sleep(250);
  }
  log(`API on PGlite (${pgliteDir}) ready in ${((performance.now() - started) / 1000).toFixed(1)} s, pid ${child.pid}`);
  return child;
}

// ---- what the load is made of ---------------------------------------------------------------------

/** Listings people open: first and later pages, by region or by their address, sorted, searched, by category, and the cooks. */
function listingPaths(categories: string[]): string[] {
  const paths: string[] = [];
  for (const [index, region] of REGIONS.entries()) {
    const here = `lon=${region.lon}&lat=${region.lat}`;
    paths.push(
      `/api/catalog/dishes?cityId=${region.cityId}`,
      `/api/catalog/dishes?cityId=${region.cityId}&page=2`,
      `/api/catalog/dishes?${here}&sort=distance`,
      `/api/catalog/dishes?${here}&sort=price&order=asc`,
      `/api/catalog/dishes?${here}&preferences=bez-glyutena`,
      `/api/catalog/cooks?cityId=${region.cityId}`,
      `/api/catalog/cooks?${here}&sort=distance`,
    );
    for (const word of SEARCH_WORDS.slice(index * 3, index * 3 + 4)) paths.push(`/api/catalog/dishes?${here}&q=${encodeURIComponent(word)}`);
    for (const category of categories.slice(index * 2, index * 2 + 3)) paths.push(`/api/catalog/dishes?cityId=${region.cityId}&category=${category}`);
  }
  return paths;
}

interface Customer {
  accessToken: string;
  busy: boolean;
}

/** One order to place: a dish of a cook on a day that still has room, in one of its slots. */
interface Booking {
  cookId: number;
  dishId: number;
  deliverFrom: string;
}

/** The demo cooks' default schedule takes this many orders a day; a day is booked up to it. */
const ORDERS_PER_DAY = 10;
/** Slots starting sooner than this after the preparation are left out. */
const SLOT_MARGIN_MS = 3 * 60 * 60 * 1000;

async function prepare(): Promise<{ listings: string[]; customers: Customer[]; bookings: Booking[] }> {
  // One dish of each cook on the first pages of every region, and the categories they are in.
  const dishOfCook = new Map<number, number>();
  const categories = new Set<string>();
  for (const region of REGIONS) {
    for (let page = 1; page <= 5; page += 1) {
      const { items } = await json<{ items: { id: number; cook: { id: number }; category: { slug: string } }[] }>(
        'GET',
        `/api/catalog/dishes?cityId=${region.cityId}&perPage=48&page=${page}`,
      );
      for (const dish of items) {
        if (!dishOfCook.has(dish.cook.id)) dishOfCook.set(dish.cook.id, dish.id);
        categories.add(dish.category.slug);
      }
      if (items.length < 48) break;
    }
  }
  const listings = listingPaths([...categories]);
  for (const listing of listings) await json('GET', listing);
  const bookings: Booking[] = [];
  for (const [cookId, dishId] of dishOfCook) {
    const { days } = await json<{ days: { slots: { from: string }[] }[] }>('GET', `/api/cooks/${cookId}/slots?dishIds=${dishId}`);
    for (const day of days) {
      // A slot about to close would be refused by the time its turn comes (the cook could not make it in time).
      const slots = day.slots.filter((slot) => Date.parse(slot.from) > Date.now() + SLOT_MARGIN_MS);
      for (let taken = 0; slots.length > 0 && taken < ORDERS_PER_DAY; taken += 1) {
        bookings.push({ cookId, dishId, deliverFrom: slots[taken % slots.length]!.from });
      }
    }
  }
  // Spread over the cooks, so consecutive checkouts rarely wait for one cook's bookings lock.
  bookings.sort((a, b) => a.deliverFrom.localeCompare(b.deliverFrom) || a.cookId - b.cookId);

  const customers: Customer[] = [];
  for (let index = 0; index < CUSTOMERS; index += 1) customers.push(await signIn(index));
  log(`prepared ${listings.length} listings, ${customers.length} signed-in customers, ${bookings.length} bookable orders over ${dishOfCook.size} cooks`);
  return { listings, customers, bookings };
}

/** Sign-in as a person does it: a code by SMS (the dev outbox here), then the code. */
async function signIn(index: number): Promise<Customer> {
  const phone = `+7997${String(process.pid % 1000).padStart(3, '0')}${String(index).padStart(4, '0')}`;
  const headers = { 'x-forwarded-for': `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}` };
  await json('POST', '/api/auth/send-code', { headers, body: { createdAt: new Date().toISOString(), type: 'auth', phone, signature: 'bench-load' } });
  const { messages } = await json<{ messages: { text: string }[] }>('GET', `/api/dev/outbox?channel=sms&recipient=${encodeURIComponent(phone)}`);
  const code = messages[0]?.text.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code reached ${phone}`);
  const { accessToken } = await json<{ accessToken: string }>('POST', '/api/auth/login', { headers, body: { phone, code } });
  return { accessToken, busy: false };
}

// ---- fixed-rate load ------------------------------------------------------------------------------

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function newStats(label: string, offeredRps: number, seconds: number): PhaseStats {
  return { label, offeredRps, seconds, latenciesMs: [], ok: 0, clientErrors: 0, serverErrors: 0, failures: 0 };
}

function record(stats: PhaseStats, scheduledAt: number, status: number): void {
  stats.latenciesMs.push(performance.now() - scheduledAt);
  if (status >= 500 || status === 0) {
    if (status === 0) stats.failures += 1;
    else stats.serverErrors += 1;
  } else if (status >= 400) stats.clientErrors += 1;
  else stats.ok += 1;
}

/**
 * Starts `action` `rate` times a second for `seconds`, on schedule whether or not earlier ones
 * have answered (an open load, as visitors arrive), and waits for the last one. An arrival's
 * latency counts from when it was due, so a server that falls behind shows it in the figures.
 */
async function atFixedRate(rate: number, seconds: number, action: (scheduledAt: number) => Promise<void>): Promise<void> {
  if (rate <= 0) return;
  const started = performance.now();
  const total = Math.round(rate * seconds);
  const pending: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(action(due));
  }
  await Promise.all(pending);
}

function readLoad(listings: string[], stats: PhaseStats): (scheduledAt: number) => Promise<void> {
  let next = 0;
  return async (scheduledAt) => {
    const listing = listings[next++ % listings.length]!;
    const status = await call('GET', listing).then(
      (answer) => answer.status,
      () => 0,
    );
    record(stats, scheduledAt, status);
  };
}

/**
 * One checkout as the page makes it: the dish into the customer's basket, then POST /api/checkout
 * with the chosen slot, paid on receipt. The figure is the checkout call's, counted from its arrival.
 */
function checkoutLoad(customers: Customer[], bookings: Booking[], stats: PhaseStats, basketStats: PhaseStats): (scheduledAt: number) => Promise<void> {
  return async (scheduledAt) => {
    let customer = customers.find((candidate) => !candidate.busy);
    while (!customer) {
      await sleep(5);
      customer = customers.find((candidate) => !candidate.busy);
    }
    const booking = bookings.shift();
    if (!booking) {
      stats.clientErrors += 1;
      return;
    }
    customer.busy = true;
    try {
      const headers = { authorization: `Bearer ${customer.accessToken}` };
      const basketStarted = performance.now();
      const basket = await call('POST', '/api/basket/set-count', { headers, body: { dishId: booking.dishId, count: 1 } }).then(
        (answer) => answer.status,
        () => 0,
      );
      record(basketStats, basketStarted, basket);
      // Nobody checks out a basket the dish did not reach: the checkout counts as failed with it.
      if (basket !== 200) {
        record(stats, scheduledAt, basket);
        return;
      }
      const placed = await call('POST', '/api/checkout', {
        headers,
        body: {
          cookId: booking.cookId,
          idempotencyKey: randomUUID(),
          deliveryType: 'pickup',
          recipientName: 'Анна Петрова',
          recipientPhone: '+7 (912) 345-67-89',
          deliverFrom: booking.deliverFrom,
          paymentType: 'on_receipt',
        },
      }).then(
        (answer) => {
          if (answer.status >= 400 && answer.status < 500 && stats.clientErrors < 3) log(`checkout refused: ${answer.status} ${answer.body.slice(0, 200)}`);
          return answer.status;
        },
        () => 0,
      );
      record(stats, scheduledAt, placed);
    } finally {
      customer.busy = false;
    }
  };
}

// ---- memory -------------------------------------------------------------------------------------

interface MemorySample {
  atS: number;
  rssBytes: number;
  heapUsedBytes: number;
  /** The main thread's memory outside its heap, and the Buffers among it. */
  externalBytes: number;
  arrayBuffersBytes: number;
  /** The PGlite worker's V8 heap and buffers, and PGlite's WebAssembly memory (0 when not reported). */
  workerHeapUsedBytes: number;
  workerExternalBytes: number;
  wasmBytes: number;
  /** What PostgreSQL's memory contexts hold of the WebAssembly memory. */
  contextsBytes: number;
}

/** The parts of a sample shown in the soak's memory table, by their column names. */
const MEMORY_PARTS: Array<[string, (sample: MemorySample) => number]> = [
  ['RSS', (sample) => sample.rssBytes],
  ['main heap used', (sample) => sample.heapUsedBytes],
  ['main external', (sample) => sample.externalBytes],
  ['  its ArrayBuffers', (sample) => sample.arrayBuffersBytes],
  ['worker heap used', (sample) => sample.workerHeapUsedBytes],
  ['worker external', (sample) => sample.workerExternalBytes],
  ['PGlite wasm memory', (sample) => sample.wasmBytes],
  ['  its PG contexts', (sample) => sample.contextsBytes],
  // What no figure above accounts for: native allocations (glibc), code, the heaps' unused pages.
  [
    'RSS not accounted',
    (sample) => sample.rssBytes - sample.heapUsedBytes - sample.externalBytes - sample.workerHeapUsedBytes - sample.workerExternalBytes - sample.wasmBytes,
  ],
];

/** The server's resident memory (the PGlite worker included) and its parts, from /api/metrics. */
async function sampleMemory(child: ChildProcess, startedAt: number): Promise<MemorySample> {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const rssKb = Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0);
  const metrics = await call('GET', '/api/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  // Prometheus's text: `name{labels} value` a line.
  const values = new Map(metrics.body.split('\n').map((line) => [line.slice(0, line.lastIndexOf(' ')), Number(line.slice(line.lastIndexOf(' ') + 1))]));
  const metric = (series: string) => values.get(series) ?? 0;
  return {
    atS: (performance.now() - startedAt) / 1000,
    rssBytes: rssKb * 1024,
    heapUsedBytes: metric('nodejs_heap_size_used_bytes'),
    externalBytes: metric('nodejs_external_memory_bytes'),
    arrayBuffersBytes: metric('nodejs_array_buffers_bytes'),
    workerHeapUsedBytes: metric('pglite_worker_memory_bytes{part="heap_used"}'),
    workerExternalBytes: metric('pglite_worker_memory_bytes{part="external"}'),
    wasmBytes: metric('pglite_worker_memory_bytes{part="wasm_memory"}'),
    contextsBytes: metric('pglite_worker_memory_bytes{part="postgres_contexts"}'),
  };
}

/**
 * How long the soak's first and last stretches are that growth compares: a sixth of the soak, at
 * least a minute. The main heap rises and falls over minutes between full collections (93 to
 * 290 MiB in a 6-minute soak), so a window shorter than that cycle compares its phases, not growth.
 */
const growthWindowS = (soakSeconds: number) => Math.max(60, soakSeconds / 6);

/** Growth from the soak's first stretch to its last: medians of each, so one garbage collection does not decide it. */
function growth(samples: MemorySample[], pick: (sample: MemorySample) => number): { first: number; last: number; ratio: number } {
  const end = samples.at(-1)?.atS ?? 0;
  const window = growthWindowS(end);
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const first = median(samples.filter((sample) => sample.atS <= window).map(pick));
  const last = median(samples.filter((sample) => sample.atS >= end - window).map(pick));
  return { first, last, ratio: first > 0 ? last / first - 1 : 0 };
}

/** Each part's figure at the end of every minute, and its growth from the first minute to the last. */
function memoryTable(samples: MemorySample[]) {
  const minutes = Math.max(1, Math.round((samples.at(-1)?.atS ?? 0) / 60));
  // About eight columns at most: every minute of a short soak, every fourth of a 30-minute one.
  const step = Math.max(1, Math.ceil(minutes / 8));
  return MEMORY_PARTS.map(([part, pick]) => {
    const row: Record<string, string | number> = { part };
    for (let end = step; end < minutes + step; end += step) {
      const minute = Math.min(end, minutes);
      const last = samples.filter((sample) => sample.atS <= minute * 60 + 1).at(-1);
      if (last) row[`${minute} min`] = Number((pick(last) / 1024 / 1024).toFixed(1));
    }
    const { first, last } = growth(samples, pick);
    row.growth = `${last - first >= 0 ? '+' : ''}${((last - first) / 1024 / 1024).toFixed(1)} MiB`;
    return row;
  });
}

// ---- report -------------------------------------------------------------------------------------

function summarise(stats: PhaseStats, bar?: { rps: number; p95Ms: number }) {
  const sorted = [...stats.latenciesMs].sort((a, b) => a - b);
  const answeredRps = (stats.ok + stats.clientErrors + stats.serverErrors) / stats.seconds;
  const p95 = percentile(sorted, 0.95);
  const verdict = bar ? (answeredRps >= bar.rps * 0.98 && p95 < bar.p95Ms && stats.serverErrors === 0 && stats.failures === 0 ? 'met' : 'MISSED') : '';
  return {
    phase: stats.label,
    offered: stats.offeredRps,
    'answered/s': Number(answeredRps.toFixed(1)),
    'p50 ms': Number(percentile(sorted, 0.5).toFixed(1)),
    'p95 ms': Number(p95.toFixed(1)),
    'p99 ms': Number(percentile(sorted, 0.99).toFixed(1)),
    '2xx': stats.ok,
    '4xx': stats.clientErrors,
    '5xx': stats.serverErrors,
    'timeouts/resets': stats.failures,
    bar: bar ? `≥ ${bar.rps}/s, p95 < ${bar.p95Ms} ms, 0 5xx: ${verdict}` : '',
  };
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

// ---- the run --------------------------------------------------------------------------------------

const ownDirectory = options['pglite-dir'] === undefined;
const pgliteDir = options['pglite-dir'] ?? (await mkdtemp(path.join(os.tmpdir(), 'povar-bench-load-')));
const filesDir = await mkdtemp(path.join(os.tmpdir(), 'povar-bench-load-files-'));
let server: ChildProcess | undefined;
const rows: ReturnType<typeof summarise>[] = [];
let memoryLine: string | undefined;
let memoryRows: ReturnType<typeof memoryTable> = [];
let failed = false;
try {
  log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  server = await startServer(pgliteDir, filesDir);
  const { listings, customers, bookings } = await prepare();

  log(`warming up: ${WARMUP_S} s of reads at ${READ_RATE}/s`);
  await atFixedRate(READ_RATE, WARMUP_S, readLoad(listings, newStats('warm-up', READ_RATE, WARMUP_S)));

  log(`catalogue reads: ${DURATION_S} s at ${READ_RATE}/s over ${listings.length} listings`);
  const reads = newStats('catalogue reads', READ_RATE, DURATION_S);
  await atFixedRate(READ_RATE, DURATION_S, readLoad(listings, reads));
  rows.push(summarise(reads, BARS.reads));

  log(`checkout: ${DURATION_S} s at ${CHECKOUT_RATE}/s`);
  const checkouts = newStats('checkout (POST /api/checkout)', CHECKOUT_RATE, DURATION_S);
  const baskets = newStats('  its basket call before it', CHECKOUT_RATE, DURATION_S);
  await atFixedRate(CHECKOUT_RATE, DURATION_S, checkoutLoad(customers, bookings, checkouts, baskets));
  rows.push(summarise(checkouts, BARS.checkout), summarise(baskets));

  if (SOAK_MINUTES > 0) {
    const soakSeconds = SOAK_MINUTES * 60;
    const soakReadRate = Number(options['soak-read-rate']);
    const soakCheckoutRate = Number(options['soak-checkout-rate']);
    log(`soak: ${SOAK_MINUTES} min of reads at ${soakReadRate}/s and checkouts at ${soakCheckoutRate}/s together`);
    const soakReads = newStats(`soak: reads (${SOAK_MINUTES} min)`, soakReadRate, soakSeconds);
    const soakCheckouts = newStats(`soak: checkout (${SOAK_MINUTES} min)`, soakCheckoutRate, soakSeconds);
    const samples: MemorySample[] = [];
    const soakStarted = performance.now();
    const running = server;
    const sampler = setInterval(() => {
      sampleMemory(running, soakStarted).then(
        (sample) => samples.push(sample),
        (error: Error) => log(`memory sample failed: ${error.message}`),
      );
    }, 5_000);
    await Promise.all([
      atFixedRate(soakReadRate, soakSeconds, readLoad(listings, soakReads)),
      atFixedRate(soakCheckoutRate, soakSeconds, checkoutLoad(customers, bookings, soakCheckouts, newStats('', 0, soakSeconds))),
    ]);
    clearInterval(sampler);
    samples.push(await sampleMemory(running, soakStarted));
    rows.push(summarise(soakReads), summarise(soakCheckouts));
    const rss = growth(samples, (sample) => sample.rssBytes);
    const heap = growth(samples, (sample) => sample.heapUsedBytes);
    const verdict = rss.ratio < BARS.memoryGrowth && heap.ratio < BARS.memoryGrowth ? 'met' : 'MISSED';
    memoryRows = memoryTable(samples);
    memoryLine =
      `memory over the soak (median of the first ${(growthWindowS(soakSeconds) / 60).toFixed(0)} min → of the last): RSS ${mib(rss.first)} → ${mib(rss.last)} (${(rss.ratio * 100).toFixed(1)} %), ` +
      `main heap used ${mib(heap.first)} → ${mib(heap.last)} (${(heap.ratio * 100).toFixed(1)} %); bar < 10 %: ${verdict}` +
      (SOAK_MINUTES < 30 ? ` (S11 asks for 30 minutes; this was ${SOAK_MINUTES})` : '');
  }
} catch (error) {
  failed = true;
  console.error((error as Error).stack ?? String(error));
} finally {
  if (server) await stopChild(server);
  agent.destroy();
  await rm(filesDir, { recursive: true, force: true });
  if (ownDirectory) await rm(pgliteDir, { recursive: true, force: true });
}

if (rows.length > 0) {
  console.log(
    `\nS11 on PGlite, ${new Date().toISOString().slice(0, 16)}Z, load average now ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  console.table(rows);
}
if (memoryRows.length > 0) {
  console.log("\nthe server's memory by part, MiB (the last sample at each time; growth as for RSS below)");
  console.table(memoryRows);
}
if (memoryLine) console.log(memoryLine);
// A missed bar is a figure, not a failure of the bench; a server that would not start or answer is.
if (failed) process.exit(1);
