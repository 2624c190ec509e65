// The one-time ticket the WebSocket connects with.
import { call } from '../api/call';
import { realtimeEndpoints } from '../contracts/endpoints/realtime';

export const issueRealtimeTicket = () => call(realtimeEndpoints.issueRealtimeTicket);
