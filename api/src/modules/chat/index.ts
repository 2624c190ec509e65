// Chat module: what other modules use. The profile's unreadMessagesCount, and a way to post a
// text message from one user to another (an order's notice, say), opening their conversation if
// needed and pushing it to both sides like any message.
import type { Orm } from '../../db/client.ts';
import type { RealtimeHub } from '../../realtime/types.ts';
import { createChatRepository } from './chat.repository.ts';
import { createChatService, type PostMessageInput } from './chat.service.ts';

export { createChatService, type ChatService, type ChatServiceDeps, type PostMessageInput } from './chat.service.ts';
export { createChatRepository, type ChatRepository } from './chat.repository.ts';
export { default as chatRoutes } from './chat.routes.ts';

/** The user's unread messages across their conversations. */
export const countUnreadMessages = (orm: Orm, userId: number): Promise<number> => createChatRepository(orm).countUnread(userId);

export interface ChatPosterDeps {
  now: () => Date;
  /** Usually `() => app.realtime`. */
  realtime: () => RealtimeHub | undefined;
  log: { warn(details: object, message: string): void };
}

/**
 * `postMessage(senderId, recipientId, {text, orderId?, clientId?})`: text only; a clientId makes it
 * once per sender (a retried notice is not posted twice). Answers the message id and whether it is new.
 */
export function chatPosterFor(orm: Orm, deps: ChatPosterDeps) {
  const service = createChatService({
    repository: createChatRepository(orm),
    // Only a conversation's page shows order cards; posting never does.
    orders: { getOrder: () => Promise.reject(new Error('chatPosterFor does not present orders')) },
    storage: null,
    ...deps,
  });
  return { postMessage: (senderId: number, recipientId: number, input: Omit<PostMessageInput, 'files'>) => service.postMessage(senderId, recipientId, input) };
}
