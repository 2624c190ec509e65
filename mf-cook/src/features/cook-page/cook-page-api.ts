// The cook page's call: the cook, their menu and facts, measured from the delivery location.
import { call, type CallQuery } from '@povar/shared-kit';
import { cooksEndpoints } from '@povar/shared-kit/endpoints/cooks';

export const getCookPage = (id: number, query: CallQuery<typeof cooksEndpoints.getCookPage>, signal: AbortSignal) =>
  call(cooksEndpoints.getCookPage, { params: { id }, query, signal });
