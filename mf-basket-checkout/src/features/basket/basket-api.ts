// The basket popup's own call: the upsell compilation under a cook's basket (the basket itself is the kit's store).
import { call, endpoints, type CallQuery } from '@povar/shared-kit';

export const getUpsell = (query: CallQuery<typeof endpoints.getUpsell>, signal: AbortSignal) => call(endpoints.getUpsell, { query, signal });
