// The Node servers (the web server with the API inside it, and the API alone) as JavaScript
// bundles: the project's TypeScript is compiled once here instead of on every start, which is
// most of the time to ready (the API must be ready within 5 s on PGlite, 1 s on PostgreSQL). npm packages stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot, SERVERS } from './apps.mjs';

const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
// Every installed package is external; only the workspaces' own sources (@povar/*) are bundled.
const external = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})];

export async function buildServers(servers = SERVERS) {
  if (servers.length === 0) return;
  const started = Date.now();
  await Promise.all(
    servers.map((server) =>
      build({
        entryPoints: [path.join(repoRoot, server.entry)],
        outfile: path.join(repoRoot, server.bundle),
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        external,
        sourcemap: true,
        logLevel: 'warning',
      }),
    ),
  );
  console.log(`Серверы собраны за ${((Date.now() - started) / 1000).toFixed(1)} с`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildServers().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
