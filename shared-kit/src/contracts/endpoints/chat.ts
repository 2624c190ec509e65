// The operations of api/src/modules/chat/chat.routes.ts; schemas are named by their export in the contracts.
import { defineEndpoint } from './define-endpoint';

export const chatEndpoints = {
  openChat: defineEndpoint({
    method: 'POST',
    path: '/chat',
    operationId: 'openChat',
    access: 'user',
    body: 'chatCreateRequestSchema',
    response: 'chatCreateResponseSchema',
  }),
  listChats: defineEndpoint({
    method: 'GET',
    path: '/chat',
    operationId: 'listChats',
    access: 'user',
    response: 'chatListResponseSchema',
  }),
  loadChat: defineEndpoint({
    method: 'GET',
    path: '/chat/load',
    operationId: 'loadChat',
    access: 'user',
    query: 'chatLoadQuerySchema',
    response: 'chatConversationResponseSchema',
  }),
  markChatRead: defineEndpoint({
    method: 'POST',
    path: '/chat/last-read',
    operationId: 'markChatRead',
    access: 'user',
    body: 'chatLastReadRequestSchema',
    response: 'chatLastReadResponseSchema',
  }),
  sendChatMessage: defineEndpoint({
    method: 'POST',
    path: '/chat/message',
    operationId: 'sendChatMessage',
    access: 'user',
    multipart: true,
    status: [200, 201],
    response: 'chatMessageResponseSchema',
  }),
  getChatFile: defineEndpoint({
    method: 'GET',
    path: '/chat/files/:fileId',
    operationId: 'getChatFile',
    access: 'user',
    params: 'fileIdParamsSchema',
    query: 'fileFormatQuerySchema',
    response: 'fileContentSchema',
  }),
} as const;
