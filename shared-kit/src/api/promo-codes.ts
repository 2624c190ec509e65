// The promo codes usable now (GET /api/orders/promo-codes) as one react-query entry per cook (or
// none: the codes for every cook), for the home page's promo cards and the basket's hint.
import { queryOptions } from '@tanstack/react-query';
import type { ActivePromoCode } from '../contracts/orders';
import { call } from './call';
import { promoEndpoints } from '../contracts/endpoints/promo';

/** Codes change with an editor's hand; a few minutes old is fine for a hint. */
export const ACTIVE_PROMO_CODES_STALE_TIME_MS = 5 * 60 * 1000;

export const activePromoCodesQuery = (cookId?: number) =>
  queryOptions({
    queryKey: ['promo-codes', cookId ?? 'all'] as const,
    queryFn: async ({ signal }): Promise<ActivePromoCode[]> => {
      const list = await call(promoEndpoints.listActivePromoCodes, { signal, query: { cookId } });
      // No answer (a 500 after the client's toast) is not "no codes": the pages keep what they show.
      if (!list) throw new Error('The promo codes answer had no data');
      return list.items;
    },
    staleTime: ACTIVE_PROMO_CODES_STALE_TIME_MS,
  });
