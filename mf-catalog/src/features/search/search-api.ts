// The search box's and the results page's call: dishes, cooks and categories a text names.
import { call, endpoints, type CallQuery } from '@povar/shared-kit';

export const searchCatalog = (query: CallQuery<typeof endpoints.searchCatalog>, signal: AbortSignal) => call(endpoints.searchCatalog, { query, signal });
