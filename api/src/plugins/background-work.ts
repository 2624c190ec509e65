// Work an answer must not wait for (a letter to a maybe-unknown address): run one task at a time
// after the answer, failures logged, and finished before the server closes.
export interface BackgroundWork {
  /** Queues the task; past `maxPending` queued tasks it is dropped (and logged): a flood must not grow memory. */
  push(task: () => Promise<unknown>): void;
  /** Resolves when everything queued so far has run. */
  settled(): Promise<void>;
}

export function createBackgroundWork(log: { warn(message: string): void; error(details: object, message: string): void }, maxPending = 1000): BackgroundWork {
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;
  return {
    push(task) {
      if (pending >= maxPending) {
        log.warn(`background work dropped: ${pending} tasks already queued`);
        return;
      }
      pending += 1;
      tail = tail
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, 'background task failed'),
        )
        .finally(() => {
          pending -= 1;
        });
    },
    settled: () => tail,
  };
}
