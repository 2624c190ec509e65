// The cook page's call: the cook, their menu and facts, measured from the delivery location.
import { call, endpoints, type CallQuery } from '@povar/shared-kit';

export const getCookPage = (id: number, query: CallQuery<typeof endpoints.getCookPage>, signal: AbortSignal) =>
  call(endpoints.getCookPage, { params: { id }, query, signal });
