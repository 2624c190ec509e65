// The one-time ticket the WebSocket connects with.
import { call } from '@povar/shared-kit';
import { realtimeEndpoints } from '../contracts/endpoints/realtime';

export const issueRealtimeTicket = () => call(realtimeEndpoints.issueRealtimeTicket);
