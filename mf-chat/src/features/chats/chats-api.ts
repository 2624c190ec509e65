// The chats page's calls: the list of conversations, a page of one, sending a message (a
// multipart form, its files with it) and marking a conversation read.
import { call, type CallBody, type CallQuery } from '@povar/shared-kit';
import { chatEndpoints } from '@povar/shared-kit/endpoints/chat';

export const listChats = (signal: AbortSignal) => call(chatEndpoints.listChats, { signal });

export const loadChat = (query: CallQuery<typeof chatEndpoints.loadChat>, signal?: AbortSignal) =>
  call(chatEndpoints.loadChat, signal ? { query, signal } : { query });

/** 201 for a new message, 200 when a retry with the same clientId finds it saved. */
export const sendChatMessage = (form: FormData) => call(chatEndpoints.sendChatMessage, { body: form });

export const markChatRead = (body: CallBody<typeof chatEndpoints.markChatRead>) => call(chatEndpoints.markChatRead, { body });
