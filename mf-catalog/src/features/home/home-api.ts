// The home page's one call: its blocks at the delivery location.
import { call, endpoints, type CallQuery } from '@povar/shared-kit';

export const getHomePage = (query: CallQuery<typeof endpoints.getHomePage>, signal: AbortSignal) => call(endpoints.getHomePage, { query, signal });
