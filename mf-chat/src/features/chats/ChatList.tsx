// The conversations, newest first: who, the last message, when, the unread count, and
// 'печатает…' while the peer types. Each row is a link to its #u{userId}.
import type { UseQueryResult } from '@tanstack/react-query';
import { buttonStyles, formatCounter, formatTime, Link, Picture, StateBlock, type ChatList as ChatListData, type ChatSummary } from '@povar/shared-kit';
import { Spinner } from '@povar/shared-kit/forms';
import shimmerStyles from '@povar/shared-kit/forms/shimmer.module.css';
import { dayKey, dayLabel } from './day-label';
import {
  ATTACHMENT_ONLY_TEXT,
  CHAT_LIST_LABEL,
  LIST_FAILED_TEXT,
  LOADING_CHATS_TEXT,
  NO_CHATS_HINT,
  NO_CHATS_TEXT,
  RETRY_TEXT,
  SUPPORT_NAME_NOTE,
  TYPING_TEXT,
  unreadText,
  YOU_PREFIX,
} from './texts';
import type { TypingPeers } from './use-live-chat';
import styles from './Chats.module.css';

const SKELETON_ROWS = 5;

export function ChatList({ list, selected, typing }: { list: UseQueryResult<ChatListData>; selected: number | null; typing: TypingPeers }) {
  if (list.isPending) {
    return (
      <div className={styles.rows} aria-busy="true">
        <p className="visually-hidden">{LOADING_CHATS_TEXT}</p>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <div key={index} className={styles.skeletonRow} aria-hidden="true">
            <span className={`${shimmerStyles.shimmer} ${styles.skeletonAvatar}`} />
            <span className={styles.skeletonLines}>
              <span className={`${shimmerStyles.shimmer} ${styles.skeletonLine}`} />
              <span className={`${shimmerStyles.shimmer} ${styles.skeletonShort}`} />
            </span>
          </div>
        ))}
      </div>
    );
  }
  if (!list.data) {
    return (
      <StateBlock look="plain" title={LIST_FAILED_TEXT} titleRole="alert">
        <button type="button" className={buttonStyles.secondary} disabled={list.isFetching} aria-busy={list.isFetching} onClick={() => void list.refetch()}>
          {list.isFetching ? <Spinner /> : null} {RETRY_TEXT}
        </button>
      </StateBlock>
    );
  }
  if (list.data.items.length === 0) {
    return <StateBlock look="plain" title={NO_CHATS_TEXT} text={NO_CHATS_HINT} />;
  }
  return (
    <ul className={styles.rows} aria-label={CHAT_LIST_LABEL}>
      {list.data.items.map((chat) => (
        <ChatRow key={chat.chatUserId} chat={chat} current={chat.chatUserId === selected} typing={typing.has(chat.chatUserId)} />
      ))}
    </ul>
  );
}

/** Today's messages by their time, older ones by their day. */
function whenText(iso: string, now: Date): string {
  return dayKey(iso) === dayKey(now) ? formatTime(iso) : dayLabel(iso, now);
}

function previewText(chat: ChatSummary): string {
  const last = chat.lastMessage;
  if (!last) return '';
  const body = last.text.trim() || (last.attachments.length > 0 ? ATTACHMENT_ONLY_TEXT : '');
  return last.mine ? `${YOU_PREFIX}${body}` : body;
}

function ChatRow({ chat, current, typing }: { chat: ChatSummary; current: boolean; typing: boolean }) {
  const now = new Date();
  return (
    <li>
      <Link
        className={styles.row}
        to={{ hash: `u${chat.chatUserId}` }}
        aria-current={current ? 'true' : undefined}
        data-unread={chat.unreadCount > 0 ? 'yes' : undefined}
      >
        <Picture image={chat.peer.avatar} alt="" kind={chat.peer.cookId ? 'cook' : 'user'} className={styles.avatar} />
        <span className={styles.rowBody}>
          <span className={styles.rowTop}>
            <span className={styles.rowName}>{chat.peer.name}</span>
            {chat.lastMessage && (
              <time className={styles.rowTime} dateTime={chat.lastMessage.createdAt}>
                {whenText(chat.lastMessage.createdAt, now)}
              </time>
            )}
          </span>
          <span className={styles.rowBottom}>
            <span className={typing ? styles.typing : styles.rowPreview}>
              {typing ? TYPING_TEXT : chat.peer.isSupport && !chat.lastMessage ? SUPPORT_NAME_NOTE : previewText(chat)}
            </span>
            {chat.unreadCount > 0 && (
              <span className={styles.badge}>
                {formatCounter(chat.unreadCount)}
                <span className="visually-hidden"> — {unreadText(chat.unreadCount)}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
