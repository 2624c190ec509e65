// `npm run bench:catalogue`: the catalogue bars: the repeated dish listing at ≥ 40 % of a bare Fastify's req/s with p99 ≤ 50 ms, a cold mix at ≥ 5 % with p99 ≤ 100 ms (the dish listing against a bare Fastify, autocannon, server and load on separate cores) and the listing's SQL at p95 ≤ 10 ms with no sequential scan of dishes (the listing's SQL on the scale database, EXPLAIN ANALYZE), printed as one table.
import { AsyncLocalStorage } from 'node:async_hooks';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { dishListQuerySchema } from '@povar/shared-kit/contracts';
import { API_SESSION_OPTIONS } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema.ts';
import { type CatalogRepository, createCatalogRepository, createCatalogService } from '../../src/modules/catalog/index.ts';
import { createServedRegions, readServedRegions } from '../../src/modules/geo/index.ts';
import { freePort, log, percentile, stopChild } from './bench-support.ts';

const USAGE = `Usage: npm run bench:catalogue -- [options]
  --duration <s>      measured seconds per HTTP run (default 10), after --warmup <s> (default 3)
  --connections <n>   autocannon connections (default 50)
  --pg-url <url>      PostgreSQL server for the demo-data run; a database povar_bench_<random> is made
                      there and dropped after (default $BENCH_DATABASE_URL, $TEST_DATABASE_URL or
                      postgres://postgres@127.0.0.1:5432/postgres; --no-pg skips the run)
  --no-pglite         skip the PGlite run
  --no-http           skip P4 altogether (only the P5 part)
  --scale-url <url>   a database filled by seed:scale (default $BENCH_SCALE_URL): runs the P5 part
  --samples <n>       P5 listings to explain, each with its totals and filter counts (default 100)`;

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    'pg-url': { type: 'string', default: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres' },
    'no-pg': { type: 'boolean', default: false },
    'no-pglite': { type: 'boolean', default: false },
    'no-http': { type: 'boolean', default: false },
    'scale-url': { type: 'string', default: process.env.BENCH_SCALE_URL || undefined },
    samples: { type: 'string', default: '100' },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const DURATION = Number(options.duration);
const WARMUP = Number(options.warmup);
const CONNECTIONS = Number(options.connections);
const SAMPLES = Number(options.samples);
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TYUMEN_CENTRE = { lon: 65.534328, lat: 57.153033 };
/** The HTTP part's repeated listing: first page of dishes, distance sort, one filter. */
const CATALOGUE_PATH = `/api/catalog/dishes?lon=${TYUMEN_CENTRE.lon}&lat=${TYUMEN_CENTRE.lat}&sort=distance&preferences=bez-glyutena`;
/** The bars of the repeated listing (answered from the API's memory) and of the cold mix (every request a read of the database). */
const P4_BARS = {
  repeated: { shareOfHello: 0.4, p99Ms: 50 },
  cold: { shareOfHello: 0.05, p99Ms: 100 },
} as const;
type P4Load = keyof typeof P4_BARS;
/**
 * Every request says what a browser says (and a CDN on a browser's behalf): it takes brotli or
 * gzip. A run of the repeated listing without it is printed for information.
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const COLD_LISTINGS = 1_000;
const P5_P95_MS = 10;
const LOAD_LABELS = { repeated: 'repeated listing', cold: `cold mix of ${COLD_LISTINGS} listings`, plain: 'repeated listing, no compression asked' };
/** What people type into the search: dish names, a few word forms and typos. */
const SEARCH_WORDS = [
  'борщ',
  'солянка',
  'пельмени',
  'вареники',
  'котлеты',
  'плов',
  'голубцы',
  'блины',
  'сырники',
  'торт',
  'пирог',
  'манты',
  'хинкали',
  'лагман',
  'щи',
  'оливье',
  'винегрет',
  'запеканка',
  'хачапури',
  'беляши',
  'гуляш',
  'медовик',
  'наполеон',
  'пирожки',
  'харчо',
  'котлета',
  'пелмени',
  'сырнеки',
  'голубци',
  'чахахбили',
];

const errors: string[] = [];

interface HttpRun {
  label: string;
  load?: P4Load | 'plain';
  rps: number;
  p99: number;
  /** Errors (timeouts included) and non-2xx answers. */
  failures: number;
  timeouts?: number;
  ratio?: number;
  bar?: boolean;
  note?: string;
}

interface QueryStats {
  label: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
  planningP95: number;
  seqScans: number;
}

pinSelfTo(1);
const httpRuns: HttpRun[] = [];
let p5: { stats: QueryStats[]; notes: string[] } | undefined;
const cleanups: (() => Promise<unknown>)[] = [];

try {
  if (!options['no-http']) await measureHttp();
  if (options['scale-url']) p5 = await measureScaleQueries(options['scale-url']);
} catch (error) {
  errors.push((error as Error).stack ?? String(error));
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: Error) => errors.push(`cleanup: ${error.message}`));
}

printReport();
// The SQL part's plans are asserted: a sequential scan of dishes fails the run, whatever the timings.
const seqScans = p5?.stats.filter((row) => row.seqScans > 0) ?? [];
if (seqScans.length > 0) errors.push(`P5: ${seqScans.map((row) => `${row.label} scanned dishes sequentially in ${row.seqScans} plan(s)`).join('; ')}`);
if (errors.length > 0) {
  console.error(`\n${errors.length} error(s):\n${errors.join('\n')}`);
  process.exit(1);
}

/** The HTTP part: hello-world first, then the catalogue on each database, all in this one run. */
async function measureHttp(): Promise<void> {
  const hello = (await measureServer('bare Fastify hello-world', 'api/scripts/bench/hello-server.ts', {}, '/'))[0]!;
  httpRuns.push(hello);
  if (!options['no-pg']) {
    const database = await createBenchDatabase(options['pg-url']).catch((error: Error) => {
      httpRuns.push({ label: 'catalogue, PostgreSQL (demo data)', rps: 0, p99: 0, failures: 0, note: `skipped: ${error.message}` });
      return undefined;
    });
    if (database) {
      cleanups.push(database.drop);
      const replayFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'povar-bench-replay-')), 'listing.json');
      cleanups.push(() => rm(path.dirname(replayFile), { recursive: true, force: true }));
      const runs = await measureServer(
        'catalogue, PostgreSQL (demo data)',
        'api/src/server.ts',
        { DATABASE_URL: database.url },
        CATALOGUE_PATH,
        ['repeated', 'cold', 'plain'],
        (url) => recordAnswer(url, replayFile),
      );
      httpRuns.push(
        ...runs.map((run) =>
          run.load === 'plain'
            ? { ...run, ratio: hello.rps > 0 ? run.rps / hello.rps : 0, note: 'no bar: for comparison with runs before 2026-11-29' }
            : judgeP4(run, hello),
        ),
      );
      // What holds the repeated listing's share: the same answer written by a bare Fastify from memory.
      const [floor] = await measureServer(
        'bare Fastify writing the listing’s answer from memory',
        'api/scripts/bench/replay-server.ts',
        { REPLAY_FILE: replayFile },
        '/',
      );
      if (floor) httpRuns.push({ ...floor, ratio: hello.rps > 0 ? floor.rps / hello.rps : 0, note: 'the floor: the most Fastify serves of this answer here' });
    }
  }
  if (!options['no-pglite']) {
    const runs = await measureServer('catalogue, PGlite (demo data)', 'api/src/server.ts', { PGLITE_DIR: 'memory://' }, CATALOGUE_PATH, ['repeated', 'cold']);
    httpRuns.push(...runs.map((run) => ({ ...run, ratio: hello.rps > 0 ? run.rps / hello.rps : 0, note: 'no P4 bar (embedded default; S11 is bench:load)' })));
  }
}

/**
 * 1,000 different dish listings as visitors ask for them: three regions and points around their
 * centres, categories, filters, every sort both ways, pages, words. Each request of the cold mix
 * takes the next one with a counter appended (a parameter the API ignores), so no answer is ever
 * served from the API's memory: every request is a read of the database.
 */
function coldListings(): string[] {
  const centres = [TYUMEN_CENTRE, { lon: 60.6057, lat: 56.8389 }, { lon: 73.3242, lat: 54.9885 }];
  const categories = ['', 'supy', 'vtorye-blyuda', 'pelmeni-i-vareniki', 'salaty', 'zavtraki', 'vypechka', 'deserty', 'garniry'];
  const preferences = ['', 'vegetarianskoe', 'postnoe', 'bez-glyutena', 'dlya-detey', 'bez-sahara'];
  const sorts = ['distance', 'price', 'rating', 'new'];
  const listings = new Set<string>();
  for (let index = 0; listings.size < COLD_LISTINGS; index += 1) {
    if (index > 100 * COLD_LISTINGS) throw new Error(`the cold mix repeats itself before ${COLD_LISTINGS} different listings`);
    const centre = centres[index % centres.length]!;
    // Prime periods for the point, so the whole mix repeats only after far more than 1,000 listings.
    const query = new URLSearchParams({
      lon: (centre.lon + (index % 211) / 2000).toFixed(4),
      lat: (centre.lat + (index % 199) / 2000).toFixed(4),
      sort: sorts[index % sorts.length]!,
      order: index % 3 === 0 ? 'desc' : 'asc',
      page: String(1 + (index % 3)),
    });
    const category = categories[(index * 7) % categories.length]!;
    const preference = preferences[(index * 5) % preferences.length]!;
    if (category) query.set('categories', category);
    if (preference) query.set('preferences', preference);
    if (index % 4 === 1) query.set('q', SEARCH_WORDS[index % SEARCH_WORDS.length]!);
    if (index % 6 === 2) query.set('priceMin', String(100 + (index % 5) * 100));
    listings.add(`/api/catalog/dishes?${query.toString()}`);
  }
  return [...listings];
}

/** The bench itself (autocannon, the SQL part's client) stays on core 1; servers are started on core 0. */
function pinSelfTo(core: number): void {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', String(core), String(process.pid)], { stdio: 'ignore' });
  } catch {
    log('taskset is missing: load generator and server are not pinned (figures mean less)');
  }
}

/** Starts a server script on core 0, waits until `urlPath` answers 200, then per load warms up and measures; stops it. */
async function measureServer(
  label: string,
  script: string,
  env: Record<string, string>,
  urlPath: string,
  loads: (P4Load | 'plain' | null)[] = [null],
  beforeLoads?: (url: string) => Promise<void>,
): Promise<HttpRun[]> {
  const port = await freePort();
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'povar-bench-files-'));
  const child = spawn('taskset', ['-c', '0', process.execPath, '--import', 'tsx', path.join(REPO_ROOT, script)], {
    cwd: REPO_ROOT,
    // autocannon loads from one address: the per-address limit is set far past the load, so the
    // figure includes its cost but no request is refused. Answers are written as production writes
    // them (compiled serializers, no contract check per answer).
    env: {
      ...process.env,
      DATABASE_URL: '',
      RATE_LIMIT_PER_MINUTE: '100000000',
      RESPONSE_VALIDATION: 'false',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      FILES_DIR: filesDir,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    const url = `http://127.0.0.1:${port}${urlPath}`;
    const startedAt = performance.now();
    await waitUntilAnswering(child, url, () => stderr);
    log(`${label}: ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
    await beforeLoads?.(url);
    const runs: HttpRun[] = [];
    for (const load of loads) {
      const runLabel = load === null ? label : `${label}, ${LOAD_LABELS[load]}`;
      const requests = load === 'cold' ? coldRequests() : undefined;
      const headers = load === 'plain' ? {} : BROWSER_HEADERS;
      log(`${runLabel}: warming up ${WARMUP} s, then measuring ${DURATION} s at ${CONNECTIONS} connections`);
      await autocannon({ url, connections: CONNECTIONS, duration: WARMUP, requests, headers });
      const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, requests, headers });
      // autocannon counts timeouts among its errors. A timeout under overload is a figure (it misses
      // the bar); a refused connection or a non-2xx answer means the endpoint is broken.
      const broken = result.errors - result.timeouts + result.non2xx;
      if (broken > 0) errors.push(`${runLabel}: ${result.errors - result.timeouts} connection errors, ${result.non2xx} non-2xx answers`);
      runs.push({
        label: runLabel,
        load: load ?? undefined,
        rps: result.requests.average,
        p99: result.latency.p99,
        failures: result.errors + result.non2xx,
        timeouts: result.timeouts,
      });
    }
    return runs;
  } finally {
    await stopChild(child);
    await rm(filesDir, { recursive: true, force: true });
  }
}

/**
 * Keeps the answer `url` gives a browser, as sent (its bytes, compressed, and the headers a server
 * chooses), for the replaying server. Twice: the first asks the database, the second is what memory answers.
 */
async function recordAnswer(url: string, file: string): Promise<void> {
  const answerOf = () =>
    new Promise<{ headers: Record<string, string>; body: string }>((resolve, reject) => {
      http
        .get(url, { headers: BROWSER_HEADERS }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const perConnection = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
            const headers = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !perConnection.has(name))) as Record<string, string>;
            resolve({ headers, body: Buffer.concat(chunks).toString('base64') });
          });
          res.on('error', reject);
        })
        .on('error', reject);
    });
  await answerOf();
  await writeFile(file, JSON.stringify(await answerOf()));
}

async function waitUntilAnswering(child: ChildProcess, url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering:\n${output()}`);
    const status = await fetch(url).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    if (status !== 0) throw new Error(`${url} answered ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 180 s`);
}

/** The cold mix for autocannon: each request the next listing, with a counter that keeps it out of the API's cache. */
function coldRequests() {
  const listings = coldListings();
  let sent = 0;
  return [{ setupRequest: (request: { path: string }) => ({ ...request, path: `${listings[sent % listings.length]}&bench=${sent++}` }) }];
}

function judgeP4(run: HttpRun, hello: HttpRun): HttpRun {
  const ratio = hello.rps > 0 ? run.rps / hello.rps : 0;
  const bar = P4_BARS[run.load === 'cold' ? 'cold' : 'repeated'];
  return { ...run, ratio, bar: ratio >= bar.shareOfHello && run.p99 <= bar.p99Ms && run.failures === 0 };
}

/** A database of the bench's own on the given server; the API migrates and seeds the demo data into it on start. */
async function createBenchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `povar_bench_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * The SQL part: the dish listing for `q=<word>&sort=distance&lon&lat`, page 1, through the real service and
 * repository: the page, its total and its filter counts. Every statement it issues is captured,
 * labelled by the repository method (through AsyncLocalStorage), and its SELECTs run again under
 * EXPLAIN (ANALYZE) in a transaction that first repeats the statements that preceded them; the pool's
 * sessions carry the API's settings (the typo threshold). A method's time in one listing is the sum of its SELECTs.
 */
async function measureScaleQueries(scaleUrl: string): Promise<{ stats: QueryStats[]; notes: string[] }> {
  const pool = new pg.Pool({ connectionString: scaleUrl, max: 4, options: API_SESSION_OPTIONS });
  try {
    const method = new AsyncLocalStorage<string>();
    let captured: Statement[] = [];
    const capture = (query: string, params: unknown[]) => captured.push({ label: method.getStore() ?? 'other', query, params });
    const real = createCatalogRepository(drizzle({ client: pool, schema, logger: { logQuery: capture } }));
    const traced = Object.fromEntries(
      Object.keys(real).map((name) => {
        const call = real[name as keyof CatalogRepository] as (...args: unknown[]) => unknown;
        return [name, (...args: unknown[]) => method.run(name, () => call(...args))];
      }),
    ) as CatalogRepository;
    // The API keeps the served regions in memory (app.servedRegions): read once here too.
    const served = readServedRegions(drizzle({ client: pool, schema }));
    const catalog = createCatalogService({ catalog: traced, regions: createServedRegions(() => served) });

    const { rows: regionRows } = await pool.query(
      `SELECT m.id, m.lat, m.lon, count(c.id)::int AS cooks FROM main_cities m JOIN cooks c ON c.main_city_id = m.id WHERE m.is_served GROUP BY m.id`,
    );
    const regions = regionRows as { id: number; lat: number; lon: number; cooks: number }[];
    const [{ dishes }] = (await pool.query('SELECT count(*)::int AS dishes FROM dishes')).rows as [{ dishes: number }];
    const cooks = regions.reduce((sum, region) => sum + region.cooks, 0);
    log(`P5: ${SAMPLES} listings on ${cooks.toLocaleString('en')} cooks and ${dishes.toLocaleString('en')} dishes`);

    let seed = 956;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const listings: { word: string; statements: Statement[] }[] = [];
    let capped = 0;
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      // A point in a served region (chosen by its share of cooks) within 8 km of its centre, and a word.
      let pick = random() * cooks;
      const region =
        regions.find((candidate) => {
          pick -= candidate.cooks;
          return pick < 0;
        }) ?? regions[0];
      if (!region) throw new Error('the scale database has no cooks in a served region');
      const distance = 8000 * Math.sqrt(random());
      const bearing = random() * 2 * Math.PI;
      const lat = region.lat + (distance * Math.cos(bearing)) / 111_320;
      const lon = region.lon + (distance * Math.sin(bearing)) / (111_320 * Math.cos((region.lat * Math.PI) / 180));
      const word = SEARCH_WORDS[Math.floor(random() * SEARCH_WORDS.length)] ?? 'борщ';
      captured = [];
      const answer = await catalog.listDishes(dishListQuerySchema.parse({ q: word, sort: 'distance', lon: lon.toFixed(6), lat: lat.toFixed(6) }));
      if (answer.pagination.totalIsCapped) capped += 1;
      listings.push({ word, statements: captured });
    }

    const timings = new Map<string, { execution: number[]; planning: number[]; seqScans: number; words: string[] }>();
    const record = (label: string, word: string, execution: number, planning: number, seqScans: number) => {
      const entry = timings.get(label) ?? { execution: [], planning: [], seqScans: 0, words: [] };
      entry.execution.push(execution);
      entry.planning.push(planning);
      entry.seqScans += seqScans;
      entry.words.push(word);
      timings.set(label, entry);
    };
    const client = await pool.connect();
    try {
      for (const { word, statements } of listings) {
        let listingTotal = 0;
        for (const label of new Set(statements.map((statement) => statement.label))) {
          const own = statements.filter((statement) => statement.label === label && !/^\s*(begin|commit|rollback)\b/i.test(statement.query));
          let execution = 0;
          let planning = 0;
          let seqScans = 0;
          await client.query('BEGIN');
          try {
            for (const statement of own) {
              if (!/^\s*(select|with)\b/i.test(statement.query)) {
                await client.query(statement.query, statement.params);
                continue;
              }
              const { rows } = await client.query(`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${statement.query}`, statement.params);
              const plan = (rows[0] as { 'QUERY PLAN': { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }[] })['QUERY PLAN'][0];
              if (!plan) throw new Error(`no plan for ${label}`);
              execution += plan['Execution Time'];
              planning += plan['Planning Time'];
              seqScans += seqScansOn('dishes', plan.Plan);
            }
          } finally {
            await client.query('ROLLBACK');
          }
          record(label, word, execution, planning, seqScans);
          listingTotal += execution;
        }
        record('whole listing (sum of the above)', word, listingTotal, 0, 0);
      }
    } finally {
      client.release();
    }

    const order = ['listDishes', 'dishFacets', 'countDishesByPreference'];
    const stats = [...timings.entries()]
      .sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
      .map(([label, entry]) => ({
        label,
        runs: entry.execution.length,
        p50: percentile(entry.execution, 0.5),
        p95: percentile(entry.execution, 0.95),
        max: Math.max(...entry.execution),
        planningP95: percentile(entry.planning, 0.95),
        seqScans: entry.seqScans,
      }));
    const slowest = (label: string) => {
      const entry = timings.get(label);
      if (!entry) return '';
      const words = entry.execution.map((time, index) => ({ time, word: entry.words[index] })).sort((a, b) => b.time - a.time);
      return `slowest ${label}: ${words
        .slice(0, 5)
        .map((item) => `${item.word} ${item.time.toFixed(1)} ms`)
        .join(', ')}`;
    };
    return {
      stats,
      notes: [
        `words: ${SEARCH_WORDS.length} dish names, word forms and typos; points within 8 km of the regions' centres`,
        `${capped} of ${listings.length} listings matched more dishes than the live count's cap (totals and filter counts capped)`,
        slowest('listDishes'),
        slowest('dishFacets'),
      ],
    };
  } finally {
    await pool.end();
  }
}

interface Statement {
  label: string;
  query: string;
  params: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScansOn(table: string, node: PlanNode): number {
  const own = /Seq Scan/.test(node['Node Type']) && node['Relation Name'] === table ? 1 : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + seqScansOn(table, child), 0);
}

function printReport(): void {
  if (httpRuns.length === 0 && !p5) return;
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`;
  console.log(`\nCatalogue bench — ${machine}; Node ${process.version}`);
  console.log(`P4: repeated listing GET ${CATALOGUE_PATH}; cold mix: ${COLD_LISTINGS} different listings, none served from memory`);
  console.log(
    `    ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s measured; server on core 0, autocannon on core 1 (PostgreSQL itself is not pinned)`,
  );
  if (httpRuns.length > 0)
    printTable(
      ['run', 'req/s', 'p99 ms', 'errors', 'vs hello', 'P4 bar (repeated ≥ 40 %, p99 ≤ 50 ms; cold ≥ 5 %, p99 ≤ 100 ms; 0 errors)'],
      httpRuns.map((run) => [
        run.label,
        run.note?.startsWith('skipped') ? '—' : run.rps.toFixed(0),
        run.note?.startsWith('skipped') ? '—' : run.p99.toFixed(1),
        run.timeouts ? `${run.failures} (${run.timeouts} timeouts)` : String(run.failures),
        run.ratio === undefined ? '' : `${(run.ratio * 100).toFixed(1)} %`,
        run.bar === undefined ? (run.note ?? '') : run.bar ? 'met' : `MISSED${barMisses(run)}`,
      ]),
    );
  if (!p5) {
    console.log('\nP5: skipped (give --scale-url or BENCH_SCALE_URL: a database filled by npm run seed:scale)');
    return;
  }
  console.log(`\nP5: dish listing q=<word>&sort=distance&lon&lat, page 1, on the scale database; EXPLAIN (ANALYZE, TIMING OFF) execution times`);
  for (const note of p5.notes) console.log(`    ${note}`);
  printTable(
    ['query', 'runs', 'p50 ms', 'p95 ms', 'max ms', 'planning p95 ms', 'seq scans of dishes', 'P5 bar (p95 ≤ 10 ms, no seq scan)'],
    p5.stats.map((row) => {
      const whole = row.label.startsWith('whole');
      const met = row.p95 <= P5_P95_MS && row.seqScans === 0;
      return [
        row.label,
        String(row.runs),
        row.p50.toFixed(2),
        row.p95.toFixed(2),
        row.max.toFixed(2),
        whole ? '' : row.planningP95.toFixed(2),
        whole ? '' : String(row.seqScans),
        whole
          ? 'for information'
          : met
            ? 'met'
            : `MISSED${row.p95 > P5_P95_MS ? ` (p95 ${(row.p95 / P5_P95_MS).toFixed(1)}× the bar)` : ''}${row.seqScans > 0 ? ' (seq scan)' : ''}`,
      ];
    }),
  );
}

function barMisses(run: HttpRun): string {
  const bar = P4_BARS[run.load === 'cold' ? 'cold' : 'repeated'];
  const misses = [
    run.ratio !== undefined && run.ratio < bar.shareOfHello ? 'share' : '',
    run.p99 > bar.p99Ms ? 'p99' : '',
    run.failures > 0 ? 'errors' : '',
  ].filter(Boolean);
  return misses.length > 0 ? ` (${misses.join(', ')})` : '';
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width, column) => (column === 0 ? ':' : '-') + '-'.repeat(width) + (column === 0 ? '-' : ':')).join('|')}|`);
  for (const row of rows) console.log(line(row));
}
