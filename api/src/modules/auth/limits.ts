// Sliding-window limits kept in the database (sms_limit_events), so a restart hands out no fresh
// allowances: SMS sends, password guesses, e-mails. One rule is "at most `max` events of `key` in `windowMs`".
import type { AuthRepository, LimitEvent } from './auth.repository.ts';

export interface LimitRule {
  key: string;
  windowMs: number;
  max: number;
}

export type Allowance = { granted: true; events: LimitEvent[] } | { granted: false; waitMs: number };

const SECOND = 1000;

/** The same windows for one key. */
export const rulesFor = (key: string, limits: readonly { windowMs: number; max: number }[]): LimitRule[] => limits.map((limit) => ({ ...limit, key }));

/**
 * Counts one event for every key when no rule is exhausted; otherwise records nothing and says
 * how long until the fullest window frees a place (at least a second).
 */
export async function takeAllowance(repository: Pick<AuthRepository, 'recordEventsIfAllowed'>, rules: LimitRule[], at: Date): Promise<Allowance> {
  const windows = rules.map((rule) => ({ ...rule, since: new Date(at.getTime() - rule.windowMs) }));
  let waitMs = 0;
  const events = await repository.recordEventsIfAllowed(windows, at, (usage) => {
    usage.forEach((used, index) => {
      const rule = windows[index]!;
      if (used.count < rule.max) return;
      // Free again once the earliest event in the window leaves it.
      const freeAt = (used.earliest?.getTime() ?? at.getTime()) + rule.windowMs;
      waitMs = Math.max(waitMs, freeAt - at.getTime(), SECOND);
    });
    return waitMs === 0;
  });
  return events ? { granted: true, events } : { granted: false, waitMs };
}
