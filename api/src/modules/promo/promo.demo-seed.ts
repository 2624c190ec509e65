// The promo module's demo seed: demo promo codes (outside production, like the demo accounts), so the checkout's promo field
// can be tried: written where missing, never over an editor's change.
import { normalizePromoCode } from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import { promoCodes } from '../../db/schema.ts';

export const DEMO_PROMO_CODES = [
  /** 10 % off the dishes of an order from 1 000 ₽. */
  { code: normalizePromoCode('ДОМАШНЯЯ'), discountPercent: 10, minSum: 100_000 },
  /** 200 ₽ off an order from 800 ₽. */
  { code: normalizePromoCode('ПЕРВЫЙ'), discountAmount: 20_000, minSum: 80_000 },
] as const;

export async function seedDemoPromoCodes(orm: Orm): Promise<void> {
  await orm
    .insert(promoCodes)
    .values([...DEMO_PROMO_CODES])
    .onConflictDoNothing({ target: promoCodes.code });
}
