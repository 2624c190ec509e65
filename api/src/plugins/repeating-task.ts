// Work the server repeats on a timer while it is up (the stale-order sweep, the payouts run): the
// timer starts once the server is ready and stops when it closes; 0 runs no timer at all.
import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `everyMs` on an unref'd timer (it never keeps the process alive), one run at a
 * time; the returned stop clears it and waits for a run under way.
 */
export function startRepeatingTask(task: () => Promise<unknown>, everyMs: number, onError: (error: unknown) => void): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** Repeats `task` from `onReady` to `onClose`; a failed run is logged with `failure` and the next one runs as usual. */
export function repeatWhileUp(app: FastifyInstance, everyMs: number, task: () => Promise<unknown>, failure: string): void {
  if (everyMs <= 0) return;
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = startRepeatingTask(task, everyMs, (error) => app.log.error({ err: error }, failure));
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
