// The home page's one call: its blocks at the delivery location.
import { call, type CallQuery } from '@povar/shared-kit';
import { contentEndpoints } from '@povar/shared-kit/endpoints/content';

export const getHomePage = (query: CallQuery<typeof contentEndpoints.getHomePage>, signal: AbortSignal) =>
  call(contentEndpoints.getHomePage, { query, signal });
