// The shell's loads at start (the visitor's account, address and basket) change stores that the
// server-rendered cards read. Landing in the middle of a hydration sliced into short tasks, such a
// change makes React throw the sliced work away and hydrate the whole page again in one long task
// (a store must not read differently in two parts of one render). So a remote's first mount waits
// until they have settled, at most START_LOADS_WAIT_MS; the server's markup is on screen meanwhile.
export const START_LOADS_WAIT_MS = 2000;

let startLoads: Promise<void> = Promise.resolve();

/** The shell names its loads at start; mounts wait for them (or for the limit). */
export function waitForStartLoads(loads: Promise<unknown>[], limitMs = START_LOADS_WAIT_MS): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs);
  });
  startLoads = Promise.race([Promise.allSettled(loads).then(() => undefined), limit]).finally(() => clearTimeout(timer));
}

/** Resolves once the loads at start have settled (at once when the shell named none). */
export const startLoadsSettled = (): Promise<void> => startLoads;
