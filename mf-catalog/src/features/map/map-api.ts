// The map's call: the cooks around its centre.
import { call, type CallQuery } from '@povar/shared-kit';
import { mapEndpoints } from '@povar/shared-kit/endpoints/map';

export const listMapCooks = (query: CallQuery<typeof mapEndpoints.listMapCooks>, signal: AbortSignal) => call(mapEndpoints.listMapCooks, { query, signal });
