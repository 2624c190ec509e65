// `npm start`: build whatever app has no build yet, then run the whole product in one
// process (API, document server, shell and remotes) on PGlite with demo data.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, isBuilt, repoRoot } from './apps.mjs';
import { buildApps } from './build.mjs';

await buildApps(APPS.filter((app) => !isBuilt(app)));

const server = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'shell', 'server', 'main.ts')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { LOG_LEVEL: 'silent', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
