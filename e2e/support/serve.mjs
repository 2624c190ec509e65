// Starts the production server for the journeys on a throwaway in-memory database.
// `--without <remote>` serves a copy of the apps in which that remote's files are missing,
// the way a failed deploy would leave them. `--without-server <remote>` serves a copy in which
// only that remote's server container (dist/server/) is missing: its browser files are all there.
// `--api-upstream <origin>` holds no database and sends /api to that server instead (the API as
// its own service, API_UPSTREAM): such a server starts in seconds instead of seeding a database.
// `--log` lets the server log (info and up) to this process's output.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, symlinkSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    without: { type: 'string' },
    'without-server': { type: 'string' },
    'api-upstream': { type: 'string' },
    log: { type: 'boolean', default: false },
  },
});
const withoutServer = values['without-server'];
const apiUpstream = values['api-upstream'];

/** Links every entry of `from` into `to`, except those named in `skip`. */
function linkAll(from, to, skip = []) {
  for (const entry of readdirSync(from)) {
    if (!skip.includes(entry)) symlinkSync(path.join(from, entry), path.join(to, entry));
  }
}

let appsRoot = repoRoot;
if (values.without || withoutServer) {
  appsRoot = mkdtempSync(path.join(tmpdir(), 'povar-apps-'));
  for (const entry of readdirSync(repoRoot)) {
    if (entry === 'shell' || entry.startsWith('mf-')) {
      if (entry === values.without)
        mkdirSync(path.join(appsRoot, entry)); // no dist/ at all
      else if (entry === withoutServer) {
        // The remote as its browser build left it, without the server build beside it.
        mkdirSync(path.join(appsRoot, entry, 'dist'), { recursive: true });
        linkAll(path.join(repoRoot, entry), path.join(appsRoot, entry), ['dist']);
        linkAll(path.join(repoRoot, entry, 'dist'), path.join(appsRoot, entry, 'dist'), ['server']);
      } else symlinkSync(path.join(repoRoot, entry), path.join(appsRoot, entry));
    }
  }
  process.on('exit', () => rmSync(appsRoot, { recursive: true, force: true }));
}

// The same server bundle `npm start` runs (built by `npm run build`, or here when missing).
const { SERVERS, isServerBuilt, serverBundle } = await import(path.join(repoRoot, 'scripts', 'apps.mjs'));
const { buildServers } = await import(path.join(repoRoot, 'scripts', 'build-servers.mjs'));
await buildServers(SERVERS.filter((entry) => !isServerBuilt(entry)));

const server = spawn(process.execPath, ['--enable-source-maps', serverBundle('web')], {
  cwd: repoRoot,
  stdio: 'inherit',
  // PUBLIC_URL: links the server writes for the browser (the fake YooKassa's payment page, e-mails) point here.
  // TRUST_PROXY: each journey's browser context sends its own X-Forwarded-For (fixtures.ts), so
  // the per-IP sign-in limits count it as the separate visitor it plays.
  // SSR_BUDGET_MS: the journeys read what the remotes render on the server. On a busy 2-core
  // machine running two browsers, a page's render (its API reads included, through a proxy with
  // --api-upstream) now and then passes the production budget of 150 ms, and the page is then,
  // as designed, left to the browser: a journey reading the first HTML would fail by chance.
  // LOG_LEVEL: silent unless `--log` asks for the server's log (a journey that reads its warnings).
  // APP_ENV=development with its helpers named on purpose: the journeys pay on the built-in fake
  // YooKassa page, read sign-in codes from the dev outbox and order from the demo catalogue, none
  // of which a production start allows (api/src/config.ts); the shell's environment cannot turn them off.
  env: {
    ...process.env,
    APP_ENV: 'development',
    SEED_DEMO_DATA: 'true',
    DEV_OUTBOX: 'true',
    FAKE_YOOKASSA: 'true',
    YOOKASSA_SHOP_ID: '',
    YOOKASSA_SECRET_KEY: '',
    YOOKASSA_API_URL: '',
    SMS_PROVIDER: 'outbox',
    TRUST_PROXY: 'true',
    PORT: values.port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${values.port}`,
    ...(apiUpstream ? { API_UPSTREAM: apiUpstream } : { PGLITE_DIR: 'memory://' }),
    APPS_ROOT: appsRoot,
    SSR_BUDGET_MS: process.env.SSR_BUDGET_MS ?? '2000',
    LOG_LEVEL: values.log ? 'info' : 'silent',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
