// Dish weights: grams below a kilogram, kilograms with a comma above (portions start from 0,5 кг).
import { formatDecimal } from './number';

/** 450 → '450 г'; 1200 → '1,2 кг'; 1000 → '1 кг'. */
export function formatWeight(grams: number): string {
  if (!Number.isFinite(grams) || grams < 0) return '';
  return grams < 1000 ? `${Math.round(grams)} г` : `${formatDecimal(grams / 1000, { maximumFractionDigits: 2 })} кг`;
}
