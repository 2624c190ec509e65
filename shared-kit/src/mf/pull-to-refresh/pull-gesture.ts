// The numbers of pull-to-refresh: the indicator moves at half the finger's speed (the pull
// feels heavy, as in native apps), stops at PULL_MAX_PX, and a release past
// PULL_REFRESH_TRIGGER_PX refreshes the page.
export const PULL_RESISTANCE = 0.5;
export const PULL_REFRESH_TRIGGER_PX = 64;
export const PULL_MAX_PX = 96;

/** How far the indicator has come down for a finger that moved `fingerDistance` px down. */
export function pullOffset(fingerDistance: number): number {
  if (fingerDistance <= 0) return 0;
  return Math.min(PULL_MAX_PX, fingerDistance * PULL_RESISTANCE);
}
