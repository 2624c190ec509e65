// The demo world's randomness and its clock: a seeded generator, so every fresh database gets the same demo data,
// and a fixed 'today', so creation dates do not depend on when the seed runs.
/** mulberry32: small, fast and good enough to make demo data look random yet repeat exactly. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability: number) => next() < probability,
  };
}
export type Random = ReturnType<typeof createRandom>;

/** The demo's "today", so creation dates do not depend on when the seed runs. */
export const DEMO_EPOCH = Date.UTC(2026, 9, 1);
