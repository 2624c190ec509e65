// Production build of the front-end apps in one webpack process (a multi-compiler shares the
// warm-up; parallelism 2 matches the machine's two cores), plus the server bundles.
// `node scripts/build.mjs` builds all; `--missing` only those without a build; names select apps;
// `--one-bundle` only the one-bundle shell the page benchmark compares with (shell/dist-one-bundle).
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { APPS, isBuilt, isServerBuilt, repoRoot, SERVERS } from './apps.mjs';
import { buildServers } from './build-servers.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');

const appFactory = (app) => require(path.join(repoRoot, app, 'webpack.config.cjs'));

export async function buildApps(apps) {
  if (apps.length === 0) return;
  // A remote that renders on the server gives two configurations: browser and server containers.
  const configs = apps.flatMap((app) => appFactory(app)({}, { mode: 'production' }));
  // Each build's source maps replace the last one's (they sit outside dist/, which webpack cleans itself).
  const { SOURCE_MAPS_DIR } = require('@povar/shared-kit/build/webpack');
  for (const app of apps) rmSync(path.join(repoRoot, app, SOURCE_MAPS_DIR), { recursive: true, force: true });
  console.log(`Сборка: ${apps.join(', ')}`);
  await runWebpack(configs);
}

/** The shell with every remote compiled in and no Module Federation (the build Module Federation's cost is measured against). */
export async function buildOneBundle() {
  const { createOneBundleConfig } = require('@povar/shared-kit/build/webpack');
  const remotes = APPS.filter((app) => app !== 'shell').map((app) => appFactory(app).options);
  console.log('Сборка: shell одним бандлом');
  await runWebpack([createOneBundleConfig(appFactory('shell').options, remotes)]);
}

async function runWebpack(configs) {
  const started = Date.now();
  const compiler = webpack(configs);
  compiler.parallelism = 2;
  const stats = await new Promise((resolve, reject) => {
    compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result))));
  });
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, errorDetails: true }));
    throw new Error('Сборка завершилась с ошибками');
  }
  console.log(`Собрано за ${((Date.now() - started) / 1000).toFixed(1)} с`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  if (args.includes('--one-bundle')) {
    await buildOneBundle().catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
    process.exit(0);
  }
  const named = args.filter((arg) => !arg.startsWith('--'));
  let apps = named.length > 0 ? named : APPS;
  if (args.includes('--missing')) apps = apps.filter((app) => !isBuilt(app));
  const servers = named.length > 0 ? [] : args.includes('--missing') ? SERVERS.filter((server) => !isServerBuilt(server)) : SERVERS;
  Promise.all([buildApps(apps), buildServers(servers)]).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
