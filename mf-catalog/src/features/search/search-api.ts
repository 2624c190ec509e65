// The search box's and the results page's call: dishes, cooks and categories a text names.
import { call, type CallQuery } from '@povar/shared-kit';
import { catalogEndpoints } from '@povar/shared-kit/endpoints/catalog';

export const searchCatalog = (query: CallQuery<typeof catalogEndpoints.searchCatalog>, signal: AbortSignal) =>
  call(catalogEndpoints.searchCatalog, { query, signal });
