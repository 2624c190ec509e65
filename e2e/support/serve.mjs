// Starts the production server for the journeys on a throwaway in-memory database.
// `--without <remote>` serves a copy of the apps in which that remote's files are missing,
// the way a failed deploy would leave them.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, symlinkSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({ options: { port: { type: 'string' }, without: { type: 'string' } } });

let appsRoot = repoRoot;
if (values.without) {
  appsRoot = mkdtempSync(path.join(tmpdir(), 'povar-apps-'));
  for (const entry of readdirSync(repoRoot)) {
    if (entry === 'shell' || entry.startsWith('mf-')) {
      if (entry === values.without) mkdirSync(path.join(appsRoot, entry)); // no dist/ at all
      else symlinkSync(path.join(repoRoot, entry), path.join(appsRoot, entry));
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
  env: { ...process.env, TRUST_PROXY: 'true', PORT: values.port, HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${values.port}`, PGLITE_DIR: 'memory://', APPS_ROOT: appsRoot, LOG_LEVEL: 'silent' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
