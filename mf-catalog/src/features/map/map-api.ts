// The map's call: the cooks around its centre.
import { call, endpoints, type CallQuery } from '@povar/shared-kit';

export const listMapCooks = (query: CallQuery<typeof endpoints.listMapCooks>, signal: AbortSignal) => call(endpoints.listMapCooks, { query, signal });
