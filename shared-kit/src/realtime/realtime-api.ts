// The one-time ticket the WebSocket connects with.
import { call } from '../api/call';
import { endpoints } from '../contracts/endpoints';

export const issueRealtimeTicket = () => call(endpoints.issueRealtimeTicket);
