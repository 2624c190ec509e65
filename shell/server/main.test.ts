// The real entry (main.ts, what `npm start` and the image run) started as a process: a production
// start missing a setting exits non-zero naming it; with every setting it serves a catalogue with no
// demo cook and no dev outbox; a development start seeds the demo and prints the port it listens on.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { cookListResponseSchema } from '@povar/shared-kit/contracts';
import { PRODUCTION_ENV } from '../../api/src/test/production-env.ts';
import { makeAppsRoot, type AppsRoot } from './test-support/apps-root.ts';

const MAIN = path.join(import.meta.dirname, 'main.ts');
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
/** A first start migrates PGlite (and in development renders the demo pictures): slow on a busy 2-core machine. */
const START_TIMEOUT_MS = 120_000;

let apps: AppsRoot;
before(() => {
  apps = makeAppsRoot();
});
after(() => apps.remove());

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  assert.ok(address && typeof address !== 'string');
  return address.port;
}

interface Started {
  child: ChildProcess;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  output: () => { stdout: string; stderr: string };
}

/** main.ts with only the given environment (and PATH): nothing leaks in from the test runner's. */
function startMain(env: Record<string, string | undefined>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, PGLITE_DIR: 'memory://', APPS_ROOT: apps.dir, HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

/** Waits for the start line ('работает: <address>/') and returns the address it names. */
async function startedAt(started: Started): Promise<string> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const match = /работает: (\S+)\//.exec(started.output().stdout);
    if (match) return match[1]!;
    if (started.child.exitCode !== null) assert.fail(`the server exited with ${started.child.exitCode}:\n${started.output().stderr}`);
    if (Date.now() > deadline) assert.fail(`the server did not start in time:\n${started.output().stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stop(started: Started) {
  if (started.child.exitCode === null) started.child.kill('SIGTERM');
  await started.exited;
}

describe('main.ts, the one-process product', () => {
  for (const missing of ['YOOKASSA_SECRET_KEY', 'SMS_PROVIDER', 'PUBLIC_URL', 'JWT_SECRET']) {
    test(`APP_ENV=production without ${missing}: exits 1 before opening anything, with the line naming it`, async () => {
      const started = startMain({ ...PRODUCTION_ENV, [missing]: undefined, PORT: String(await freePort()) });
      const code = await started.exited;
      const { stdout, stderr } = started.output();
      assert.equal(code, 1, stderr);
      assert.match(stderr, new RegExp(`^ {2}${missing} `, 'm'));
      assert.doesNotMatch(stdout, /работает/);
    });
  }

  test('APP_ENV=production with the fake payment page turned on: refused with its line', async () => {
    const started = startMain({ ...PRODUCTION_ENV, FAKE_YOOKASSA: 'true', PORT: String(await freePort()) });
    assert.equal(await started.exited, 1);
    assert.match(started.output().stderr, /^ {2}FAKE_YOOKASSA must not be true in production/m);
  });

  test('APP_ENV=production with every setting: the database is only migrated (no demo cook) and there is no dev outbox', async (t) => {
    const port = await freePort();
    const started = startMain({ ...PRODUCTION_ENV, PORT: String(port) });
    t.after(() => stop(started));
    assert.equal(await startedAt(started), PRODUCTION_ENV.PUBLIC_URL);
    const origin = `http://127.0.0.1:${port}`;

    const cooks = cookListResponseSchema.parse(await (await fetch(`${origin}/api/catalog/cooks`)).json()).data;
    assert.deepEqual(cooks.items, [], 'no demo cook in a production catalogue');
    assert.equal(cooks.pagination.total, 0);
    // The reference data every database needs is there: the regions.
    const cities = await fetch(`${origin}/api/geo/main-cities`);
    assert.equal(cities.status, 200);
    assert.equal((await fetch(`${origin}/api/dev/outbox`)).status, 404);
  });

  test('development with nothing set but the port: the demo catalogue, the dev outbox, and the start line names that port', async (t) => {
    const port = await freePort();
    const started = startMain({ PORT: String(port) });
    t.after(() => stop(started));
    assert.equal(await startedAt(started), `http://localhost:${port}`);
    const origin = `http://127.0.0.1:${port}`;
    const cooks = cookListResponseSchema.parse(await (await fetch(`${origin}/api/catalog/cooks`)).json()).data;
    assert.ok(cooks.items.length > 0, 'the demo cooks');
    assert.equal((await fetch(`${origin}/api/dev/outbox`)).status, 200);
  });
});
