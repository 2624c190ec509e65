// The dish page's call: one dish with its cook, measured from the delivery location.
import { call, endpoints, type CallQuery } from '@povar/shared-kit';

export const getCatalogDish = (id: number, query: CallQuery<typeof endpoints.getCatalogDish>, signal: AbortSignal) =>
  call(endpoints.getCatalogDish, { params: { id }, query, signal });
