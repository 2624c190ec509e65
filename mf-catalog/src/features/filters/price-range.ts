// The price range's inputs: a typed price is parsed as an integer (a non-number becomes 0) and
// clamped to the range the catalogue offers.
export interface PriceBounds {
  min: number;
  max: number;
}

export function parsePrice(input: string | number, { min, max }: PriceBounds): number {
  const parsed = typeof input === 'number' ? Math.trunc(input) : Number.parseInt(input.replace(/\s/g, ''), 10);
  const value = Number.isFinite(parsed) ? parsed : 0;
  return Math.min(Math.max(value, min), max);
}

/** The two ends of a range as the visitor typed them, ordered and clamped. */
export function normalizeRange(from: string | number, to: string | number, bounds: PriceBounds): [number, number] {
  const low = parsePrice(from, bounds);
  const high = parsePrice(to, bounds);
  return low <= high ? [low, high] : [high, low];
}
