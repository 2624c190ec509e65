// Starts embedded PGlite in a worker thread (pglite-worker.mjs) that serves it as a PostgreSQL
// server on a Unix socket of its own: the API talks to it through the pg driver like to any
// PostgreSQL, and PGlite's work runs beside the API's event loop instead of on it. A thread dies
// with its process, so a killed API leaves nothing behind.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MessageChannel, Worker } from 'node:worker_threads';
import { API_ROOT } from '../paths.ts';

/** Resolved from the package, not from this module: the bundled servers live elsewhere (paths.ts). */
const WORKER_SCRIPT = path.join(API_ROOT, 'src', 'db', 'pglite-worker.mjs');
/** Where pg looks for a server's socket in the directory it is given (`.s.PGSQL.<port>`). */
const SOCKET_NAME = '.s.PGSQL.5432';
/** A close that takes longer (a stuck PGlite) ends the thread anyway. */
const CLOSE_DEADLINE_MS = 10_000;

/** A PGlite worker's memory in bytes: its thread's V8 heap and buffers, PGlite's WebAssembly memory, and PostgreSQL's memory contexts inside it. */
export interface PgliteMemory {
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  wasmMemory: number;
  contexts: number;
}

export interface PgliteHost {
  /** A pg connection string to the socket; any number of connections may use it. */
  readonly databaseUrl: string;
  /** What the worker holds now (for the metrics); it answers between PGlite's exchanges. */
  memory(): Promise<PgliteMemory>;
  /** Stops serving, closes PGlite (its files are consistent afterwards) and ends the thread. */
  close(): Promise<void>;
}

/** @param dataDir a PGlite data directory (already locked by the caller), or 'memory://'. */
export async function startPgliteHost(dataDir: string): Promise<PgliteHost> {
  // A directory of our own (mode 0700): only this user can reach the socket, which asks no password.
  const socketDir = await mkdtemp(path.join(os.tmpdir(), 'povar-pglite-'));
  // The worker is plain JavaScript: no TypeScript loader is needed there (and none is inherited).
  const worker = new Worker(WORKER_SCRIPT, { workerData: { dataDir, socketPath: path.join(socketDir, SOCKET_NAME) }, execArgv: [] });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the PGlite worker exited (${code}) before serving`)));
      worker.on('message', (message: { type?: string }) => message.type === 'ready' && resolve());
    });
  } catch (error) {
    await worker.terminate();
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  }
  worker.removeAllListeners('error');
  // Once serving, a crash of the worker fails every query with a connection error; it is said here too.
  worker.on('error', (error) => console.error('PGlite worker failed:', error));

  // The worker answers between PGlite's exchanges, so an answer may wait behind a long query.
  const memory = () =>
    new Promise<PgliteMemory>((resolve, reject) => {
      const { port1, port2 } = new MessageChannel();
      port1.once('message', (memory: PgliteMemory) => {
        port1.close();
        resolve(memory);
      });
      port1.once('close', () => reject(new Error('the PGlite worker did not say its memory')));
      worker.postMessage({ type: 'memory', port: port2 }, [port2]);
    });

  return {
    databaseUrl: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`,
    memory,
    async close() {
      const deadline = setTimeout(() => void worker.terminate(), CLOSE_DEADLINE_MS);
      worker.postMessage({ type: 'close' });
      await exited;
      clearTimeout(deadline);
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}
