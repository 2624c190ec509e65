// /profile/chat (PROFILE_CHATS): the conversations and the chosen one side by
// side from tablets on, one at a time on phones. `#u{userId}` chooses the conversation, so the
// opening of a chat from anywhere ('chat:open') lands on it, and Back returns to the list.
import { useId } from 'react';
import { StateBlock, useLocation, useMediaQuery, type RoutePage } from '@povar/shared-kit';
import { ChatList } from './ChatList';
import { Conversation } from './Conversation';
import { useChatList } from './chat-queries';
import { CHATS_TITLE, CHOOSE_CHAT_HINT, CHOOSE_CHAT_TEXT } from './texts';
import { useLiveChat } from './use-live-chat';
import { useOutbox } from './use-outbox';
import styles from './Chats.module.css';

/** '#u12' → 12; anything else chooses nothing. */
export function chatUserIdOfHash(hash: string): number | null {
  const found = /^#u(\d{1,10})$/.exec(hash);
  const id = found ? Number(found[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** From this width the list and the conversation stand side by side. */
export const SIDE_BY_SIDE_QUERY = '(min-width: 768px)';

export const ChatsPage: RoutePage = () => {
  const headingId = useId();
  const { hash } = useLocation();
  const selected = chatUserIdOfHash(hash);
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const list = useChatList();
  const typing = useLiveChat(selected);
  const outbox = useOutbox();

  const summary = selected === null ? undefined : list.data?.items.find((item) => item.chatUserId === selected);
  const showList = sideBySide || selected === null;

  return (
    <section className={styles.page} aria-labelledby={headingId} data-view={selected === null ? 'list' : 'conversation'}>
      <div className={styles.layout}>
        {showList && (
          <div className={styles.listPane}>
            <h1 id={headingId} className={styles.title}>
              {CHATS_TITLE}
            </h1>
            <ChatList list={list} selected={selected} typing={typing} />
          </div>
        )}
        {!showList && (
          <h1 id={headingId} className="visually-hidden">
            {CHATS_TITLE}
          </h1>
        )}
        {selected !== null ? (
          <Conversation
            key={selected}
            chatUserId={selected}
            summary={summary}
            typing={typing.has(selected)}
            sideBySide={sideBySide}
            pending={outbox.items.filter((item) => item.chatUserId === selected)}
            onSend={(text, files) => outbox.send(selected, text, files)}
            onRetry={outbox.retry}
          />
        ) : (
          sideBySide && <StateBlock className={styles.choose} title={CHOOSE_CHAT_TEXT} text={CHOOSE_CHAT_HINT} />
        )}
      </div>
    </section>
  );
};
