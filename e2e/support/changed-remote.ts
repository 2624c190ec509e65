// A remote released on its own, as the remotes map allows: a copy of one remote's build with a
// visible text changed in both its server container and its browser chunks, served from an
// origin of its own (a tiny static server, as a CDN would), and a document server whose
// REMOTES_MAP points that remote there. The shell and the other remotes are the built ones.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

const repoRoot = path.resolve(__dirname, '..', '..');

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** '\u041a\u0430…': how a minifier may write the text's non-ASCII letters inside a string. */
const escaped = (text: string, hex: (code: string) => string) =>
  [...text].map((char) => (char.charCodeAt(0) < 0x80 ? char : `\\u${hex(char.charCodeAt(0).toString(16).padStart(4, '0'))}`)).join('');
const regexpSource = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/**
 * Replaces the string literal `from` (in quotes of either kind, its letters as they are or as
 * \uXXXX escapes in either case) by `to`, written the same way. Returns the new code and the count.
 */
export function replaceStringLiteral(code: string, from: string, to: string): { code: string; count: number } {
  let count = 0;
  const forms = [
    { from, to },
    { from: escaped(from, (hex) => hex.toLowerCase()), to: escaped(to, (hex) => hex.toLowerCase()) },
    { from: escaped(from, (hex) => hex.toUpperCase()), to: escaped(to, (hex) => hex.toUpperCase()) },
  ];
  let result = code;
  for (const form of new Map(forms.map((entry) => [entry.from, entry])).values()) {
    result = result.replace(new RegExp(`(["'])${regexpSource(form.from)}\\1`, 'g'), (_match, quote: string) => {
      count += 1;
      return `${quote}${form.to}${quote}`;
    });
  }
  return { code: result, count };
}

/** Serves a folder over HTTP on a free loopback port, readable from any origin (as the remotes' files are). */
async function serveFolder(root: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(root, pathname);
    const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' };
    if (!file.startsWith(root + path.sep) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, headers).end();
      return;
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, { ...headers, 'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream', 'Content-Length': body.length });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      () => response.writeHead(404, headers).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface ChangedRemoteSite {
  /** The document server whose remotes map points the remote at the changed copy. */
  origin: string;
  /** Where the changed copy is served from. */
  remoteOrigin: string;
  /** How many string literals were changed: in the server container, in the browser chunks. */
  changed: { server: number; browser: number };
  /** What the document server has logged so far. */
  log(): string;
  close(): Promise<void>;
}

/**
 * Starts a document server (support/serve.mjs, its API the given upstream) with `remote` taken
 * from a changed copy of its build: every string literal `from` becomes `to`, in the server
 * container (dist/server/remoteEntry.js) and in the browser chunks alike.
 */
export async function startWithChangedRemote({
  remote,
  from,
  to,
  apiUpstream,
}: {
  remote: string;
  from: string;
  to: string;
  apiUpstream: string;
}): Promise<ChangedRemoteSite> {
  const folder = await mkdtemp(path.join(tmpdir(), `povar-${remote}-changed-`));
  let files: { server: Server; origin: string } | null = null;
  let documentServer: ChildProcess | null = null;
  let output = '';
  const close = async () => {
    if (documentServer && documentServer.exitCode === null) {
      const exited = new Promise((resolve) => documentServer!.once('exit', resolve));
      documentServer.kill('SIGTERM');
      await exited;
    }
    if (files) {
      const closed = new Promise((resolve) => files!.server.close(resolve));
      // The browser may still hold a keep-alive connection: closing waits for none.
      files.server.closeAllConnections();
      await closed;
    }
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await cp(path.join(repoRoot, remote, 'dist'), folder, { recursive: true });
    const changed = { server: 0, browser: 0 };
    const chunks = (await readdir(folder)).filter((name) => name.endsWith('.js')).map((name) => ({ file: path.join(folder, name), side: 'browser' as const }));
    for (const { file, side } of [...chunks, { file: path.join(folder, 'server', 'remoteEntry.js'), side: 'server' as const }]) {
      const { code, count } = replaceStringLiteral(await readFile(file, 'utf8'), from, to);
      if (count === 0) continue;
      await writeFile(file, code);
      changed[side] += count;
    }
    if (changed.server === 0 || changed.browser === 0)
      throw new Error(`"${from}" not found in ${remote}'s build (server: ${changed.server}, browser: ${changed.browser})`);

    files = await serveFolder(folder);
    const remoteOrigin = files.origin;
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const container = remote.replace(/-/g, '_');
    documentServer = spawn(process.execPath, [path.join(__dirname, 'serve.mjs'), '--port', String(port), '--api-upstream', apiUpstream, '--log'], {
      env: { ...process.env, REMOTES_MAP: JSON.stringify({ [container]: `${remoteOrigin}/mf-manifest.json` }) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    documentServer.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    documentServer.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));

    // Up when it answers; it holds no database, so that takes seconds.
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (documentServer.exitCode !== null) throw new Error(`the document server exited (${documentServer.exitCode}):\n${output}`);
      const answer = await fetch(`${origin}/api/health`).catch(() => null);
      if (answer?.ok) break;
      if (Date.now() > deadline) throw new Error(`the document server did not start in 20 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return { origin, remoteOrigin, changed, log: () => output, close };
  } catch (error) {
    await close();
    throw error;
  }
}
