// Per-IP allowance for address lookups: a fixed one-minute window counted in this process's memory.
// With several API replicas each counts its own visitors, so the effective limit is per replica;
// that is enough to stop one client draining the DaData quota, which is what it is for.

export interface IpRateLimiter {
  /** Counts one call; false when the IP has used its allowance for the current window. */
  take(ip: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

/** Past this many tracked IPs, windows that have ended are dropped, so memory stays bounded. */
const SWEEP_AT = 10_000;

export function createIpRateLimiter(options: { limit: number; windowMs: number; now: () => Date }): IpRateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    take(ip) {
      const at = options.now().getTime();
      if (windows.size > SWEEP_AT) {
        for (const [key, window] of windows) if (at - window.startedAt >= options.windowMs) windows.delete(key);
      }
      let window = windows.get(ip);
      if (!window || at - window.startedAt >= options.windowMs) {
        window = { startedAt: at, count: 0 };
        windows.set(ip, window);
      }
      if (window.count >= options.limit) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + options.windowMs - at) / 1000)) };
      }
      window.count += 1;
      return { allowed: true };
    },
  };
}
