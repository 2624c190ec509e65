// The start-up bar (median ≤ 1 s on PostgreSQL, ≤ 5 s on PGlite): how long the API takes from spawn to its first 200 on /api/health, on
// PostgreSQL and on PGlite with an existing data directory. Each database is prepared by one
// unmeasured start (migrations, demo seed, pictures); then the median of several starts.
// `npm run bench:startup [-- --runs 5 --pg-url postgres://…]`
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

// The build scripts are plain JavaScript modules; only these two functions are used here.
const scripts = path.resolve(import.meta.dirname, '../../../scripts');
const { serverBundle } = (await import(path.join(scripts, 'apps.mjs'))) as { serverBundle: (name: 'api' | 'web') => string };
const { buildServers } = (await import(path.join(scripts, 'build-servers.mjs'))) as { buildServers: () => Promise<void> };

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'pg-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const runs = Number(values.runs);
const PORT = 3998;

async function timeToReady(env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundle('api')], {
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: 'inherit',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
      const ready = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (ready) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function measure(label: string, env: Record<string, string>, bar: number) {
  await timeToReady(env); // prepares the database; not counted
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await timeToReady(env));
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const verdict = median <= bar ? 'met' : 'MISSED';
  console.log(
    `| ${label.padEnd(28)} | ${median.toFixed(0).padStart(6)} | ${times
      .map((time) => time.toFixed(0))
      .join(', ')
      .padEnd(30)} | ≤ ${bar} ms: ${verdict} |`,
  );
}

await buildServers();
console.log(`API time to ready, median of ${runs} (ms)`);
console.log('| database                     | median | runs                           | P7 bar            |');

const admin = new pg.Client({ connectionString: values['pg-url'] });
await admin.connect();
const database = `povar_bench_startup_${process.pid}`;
await admin.query(`create database ${database}`);
try {
  const url = new URL(values['pg-url']);
  url.pathname = `/${database}`;
  await measure('PostgreSQL', { DATABASE_URL: url.toString() }, 1000);
} finally {
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}

const pgliteDir = mkdtempSync(path.join(tmpdir(), 'povar-bench-pglite-'));
try {
  await measure('PGlite (existing data dir)', { PGLITE_DIR: pgliteDir }, 5000);
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}
