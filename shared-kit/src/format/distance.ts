// A cook's distance from the delivery address: metres shown as kilometres.
import { formatDecimal } from './number';

/** 2345 → '2,3 км от вас' (one decimal); null when the distance is unknown or not a distance. */
export function formatDistance(metres: number | null | undefined): string | null {
  if (typeof metres !== 'number' || !Number.isFinite(metres) || metres < 0) return null;
  return `${formatDecimal(metres / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} км от вас`;
}
