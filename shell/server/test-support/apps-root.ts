// A throwaway apps root for web server tests: the shell's built template and one remote's
// build (manifest, entry and a content-hashed chunk), so the server can be tested without a build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTES } from '@povar/shared-kit/routes';

export const TEST_TEMPLATE = [
  '<!doctype html>',
  '<html lang="ru">',
  '<head><meta charset="utf-8" /><!--povar:head--></head>',
  '<body><div id="app-header"></div><main id="app-page"><div id="app-screen"></div></main><!--povar:faq-->',
  '<!--povar:crawler-links--><!--povar:boot--></body>',
  '</html>',
].join('\n');

/** Large enough to be compressed (the server compresses from 1 KiB). */
export const HASHED_CHUNK_NAME = '12.abcdef0123.js';
export const HASHED_CHUNK = `/* chunk */\n${'export const dish = "Пельмени домашние";\n'.repeat(100)}`;
export const MANIFEST = JSON.stringify({ id: 'mf_catalog', name: 'mf_catalog', metaData: { remoteEntry: { name: 'remoteEntry.js' } } });

export interface AppsRoot {
  dir: string;
  /** Writes a file under the root, making its folders. */
  write(relative: string, content: string | Uint8Array): void;
  remove(): void;
}

export function makeAppsRoot(): AppsRoot {
  const dir = mkdtempSync(path.join(tmpdir(), 'povar-apps-'));
  const write = (relative: string, content: string | Uint8Array) => {
    const file = path.join(dir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  write('shell/dist/index.html', TEST_TEMPLATE);
  write('shell/dist/main.js', 'import("./bootstrap");\n');
  for (const remote of REMOTES) mkdirSync(path.join(dir, remote, 'dist'), { recursive: true });
  write('mf-catalog/dist/mf-manifest.json', MANIFEST);
  write('mf-catalog/dist/remoteEntry.js', 'var mf_catalog = {};\n');
  write(`mf-catalog/dist/${HASHED_CHUNK_NAME}`, HASHED_CHUNK);
  write('mf-catalog/dist/790.cf0610f262.css', '.cat_card{color:green}\n');
  return { dir, write, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
