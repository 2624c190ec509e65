// `npm start`: build whatever app has no build yet and bundle the servers (well under a
// second, so always: a changed server never runs stale), then run the whole product in one
// process (API, document server, shell and remotes) on PGlite with demo data.
import { spawn } from 'node:child_process';
import { APPS, isBuilt, repoRoot, serverBundle } from './apps.mjs';
import { buildApps } from './build.mjs';
import { buildServers } from './build-servers.mjs';

await Promise.all([buildApps(APPS.filter((app) => !isBuilt(app))), buildServers()]);

const server = spawn(process.execPath, ['--enable-source-maps', serverBundle('web')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { LOG_LEVEL: 'silent', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
