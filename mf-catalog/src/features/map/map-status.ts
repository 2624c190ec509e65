// The map's loading state machine: pending → loading → loaded, or error; a retry or a new centre loads again.
export type MapStatus = 'pending' | 'loading' | 'loaded' | 'error';
export type MapStatusEvent = 'request' | 'success' | 'failure';

/** The status after an event; an event that makes no sense in a status leaves it as it is. */
export function nextMapStatus(status: MapStatus, event: MapStatusEvent): MapStatus {
  switch (event) {
    case 'request':
      return 'loading';
    case 'success':
      return status === 'loading' ? 'loaded' : status;
    case 'failure':
      return status === 'loading' ? 'error' : status;
  }
}

/** What a query's flags mean for the machine, or null while nothing has been asked yet. */
export function statusEventOf(query: { isFetching: boolean; isError: boolean; isSuccess: boolean }): MapStatusEvent | null {
  if (query.isFetching) return 'request';
  if (query.isError) return 'failure';
  if (query.isSuccess) return 'success';
  return null;
}
