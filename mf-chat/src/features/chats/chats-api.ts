// The chats page's calls: the list of conversations, a page of one, sending a message (a
// multipart form, its files with it) and marking a conversation read.
import { call, endpoints, type CallBody, type CallQuery } from '@povar/shared-kit';

export const listChats = (signal: AbortSignal) => call(endpoints.listChats, { signal });

export const loadChat = (query: CallQuery<typeof endpoints.loadChat>, signal?: AbortSignal) => call(endpoints.loadChat, signal ? { query, signal } : { query });

/** 201 for a new message, 200 when a retry with the same clientId finds it saved. */
export const sendChatMessage = (form: FormData) => call(endpoints.sendChatMessage, { body: form });

export const markChatRead = (body: CallBody<typeof endpoints.markChatRead>) => call(endpoints.markChatRead, { body });
