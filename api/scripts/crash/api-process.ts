// The API as a child process for the crash test: start it and wait for /api/health, kill -9 it,
// stop it gracefully, and keep the tail of its output to show when something goes wrong.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** Lines of the API's output kept for error messages. */
const OUTPUT_LINES_KEPT = 40;

export type StartOutcome = { ready: true; ms: number } | { ready: false; ms: number; exitCode: number | null; output: string };

export class ApiProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private output: string[] = [];

  constructor(
    private readonly bundle: string,
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get isRunning(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Spawns the API and waits until /api/health answers 200, or the process exits (a refused start), or the deadline passes. */
  async start(timeoutMs: number): Promise<StartOutcome> {
    if (this.isRunning) throw new Error('the API is already running');
    const started = performance.now();
    this.output = [];
    const child = spawn(process.execPath, ['--enable-source-maps', this.bundle], {
      // Every simulated client comes from this machine's one address: the per-address limit is set
      // far past the load, so it still runs (its cost is measured) but never refuses. A caller's env may say otherwise.
      env: {
        ...process.env,
        RATE_LIMIT_PER_MINUTE: '100000000',
        RATE_LIMIT_ANONYMOUS_WRITES_PER_HOUR: '100000000',
        ...this.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    for (const stream of [child.stdout, child.stderr]) stream?.setEncoding('utf8').on('data', (chunk: string) => this.keep(chunk));

    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        await this.exited;
        return { ready: false, ms: performance.now() - started, exitCode: child.exitCode, output: this.outputTail() };
      }
      if (performance.now() - started > timeoutMs) {
        await this.kill();
        throw new Error(`the API was not ready in ${timeoutMs / 1000} s:\n${this.outputTail()}`);
      }
      const healthy = await fetch(`${this.baseUrl}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (healthy) return { ready: true, ms: performance.now() - started };
      await sleep(20);
    }
  }

  /** kill -9: no handler runs, open transactions and sockets die with the process. */
  async kill(): Promise<void> {
    if (!this.isRunning) return;
    this.child!.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM, the way the API is normally stopped (it drains and closes the database); kill -9 after the deadline. */
  async stop(deadlineMs = 15_000): Promise<{ exitCode: number | null }> {
    if (!this.isRunning) return { exitCode: this.child?.exitCode ?? null };
    this.child!.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), deadlineMs);
    await this.exited;
    clearTimeout(timer);
    return { exitCode: this.child!.exitCode };
  }

  outputTail(): string {
    return this.output.join('').split('\n').slice(-OUTPUT_LINES_KEPT).join('\n');
  }

  private keep(chunk: string): void {
    this.output.push(chunk);
    if (this.output.length > OUTPUT_LINES_KEPT * 4) this.output = this.output.slice(-OUTPUT_LINES_KEPT * 2);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The first port of [from, to] nothing listens on (the brief keeps the crash test's servers on 3500-3599). */
export async function findFreePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .once('listening', () => probe.close(() => resolve(true)))
        .listen(port, '127.0.0.1');
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}
