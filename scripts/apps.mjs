// The front-end apps built by webpack, and whether each has a build.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');
export const APPS = ['shell', 'mf-catalog', 'mf-cook', 'mf-basket-checkout', 'mf-profile', 'mf-cook-cabinet', 'mf-chat'];

/** The file whose presence says the app was built (the shell's template, a remote's manifest). */
export function buildMarker(app) {
  return path.join(repoRoot, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
}

export const isBuilt = (app) => existsSync(buildMarker(app));
