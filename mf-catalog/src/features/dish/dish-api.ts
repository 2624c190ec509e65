// The dish page's call: one dish with its cook, measured from the delivery location.
import { call, type CallQuery } from '@povar/shared-kit';
import { catalogEndpoints } from '@povar/shared-kit/endpoints/catalog';

export const getCatalogDish = (id: number, query: CallQuery<typeof catalogEndpoints.getCatalogDish>, signal: AbortSignal) =>
  call(catalogEndpoints.getCatalogDish, { params: { id }, query, signal });
