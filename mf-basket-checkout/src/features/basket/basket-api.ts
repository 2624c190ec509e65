// The basket popup's own call: the upsell compilation under a cook's basket (the basket itself is the kit's store).
import { call, type CallQuery } from '@povar/shared-kit';
import { basketEndpoints } from '@povar/shared-kit/endpoints/basket';

export const getUpsell = (query: CallQuery<typeof basketEndpoints.getUpsell>, signal: AbortSignal) => call(basketEndpoints.getUpsell, { query, signal });
