// The operations of api/src/realtime/realtime.plugin.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const realtimeEndpoints = {
  issueRealtimeTicket: defineEndpoint({
    method: 'POST',
    path: '/ws/ticket',
    operationId: 'issueRealtimeTicket',
    access: 'user',
    response: 'realtimeTicketResponseSchema',
  }),
} as const;
