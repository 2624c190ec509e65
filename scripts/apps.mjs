// The front-end apps built by webpack, the Node servers bundled by esbuild, and whether each has a build.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');
export const APPS = ['shell', 'mf-catalog', 'mf-cook', 'mf-basket-checkout', 'mf-profile', 'mf-cook-cabinet', 'mf-chat'];

/** The file whose presence says the app was built (the shell's template, a remote's manifest). */
export function buildMarker(app) {
  return path.join(repoRoot, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
}

export const isBuilt = (app) => existsSync(buildMarker(app));

/** The one-bundle shell (to measure what Module Federation costs against one bundle, `node scripts/build.mjs --one-bundle`). */
export const ONE_BUNDLE_DIR = path.join(repoRoot, 'shell', 'dist-one-bundle');
export const isOneBundleBuilt = () => existsSync(path.join(ONE_BUNDLE_DIR, 'index.html'));

/** The servers: TypeScript entry → JavaScript bundle (run with `node --enable-source-maps`). */
export const SERVERS = [
  { name: 'web', entry: 'shell/server/main.ts', bundle: 'shell/server-dist/main.mjs' },
  { name: 'api', entry: 'api/src/server.ts', bundle: 'api/dist/server.mjs' },
];

export const serverBundle = (name) => path.join(repoRoot, SERVERS.find((server) => server.name === name).bundle);
export const isServerBuilt = (server) => existsSync(path.join(repoRoot, server.bundle));
