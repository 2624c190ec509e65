// One conversation: who it is with (and 'печатает…'), the orders between the two with their status
// buttons, the messages by day (older ones loaded when scrolling up, the place kept), the ones
// on their way, and the composer. Reading it while it is on screen marks it read.
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import {
  buildPath,
  buttonStyles,
  changeUnreadCount,
  formatPhone,
  getUser,
  Link,
  OrderCard,
  Picture,
  StateBlock,
  useRegion,
  AppLink,
  type ChatMessage,
  type ChatSummary,
  type Order,
} from '@povar/shared-kit';
import { MorePages, Spinner } from '@povar/shared-kit/forms';
import shimmerStyles from '@povar/shared-kit/forms/shimmer.module.css';
import { clearListUnread, markConversationRead, messagesOf, useConversation } from './chat-queries';
import { Composer } from './Composer';
import { dayKey, dayLabel } from './day-label';
import { MessageItem, PendingItem } from './MessageItem';
import {
  BACK_TO_CHATS_TEXT,
  CONVERSATION_FAILED_TEXT,
  LOADING_MESSAGES_TEXT,
  MESSAGES_LOG_LABEL,
  NO_MESSAGES_TEXT,
  OLDER_FAILED_TEXT,
  ORDERS_IN_CHAT_TEXT,
  orderNoteText,
  RETRY_TEXT,
  SUPPORT_NAME_NOTE,
  TYPING_TEXT,
} from './texts';
import type { PendingMessage } from './use-outbox';
import styles from './Chats.module.css';

export interface ConversationProps {
  chatUserId: number;
  /** The list's row, while the conversation itself loads. */
  summary: ChatSummary | undefined;
  typing: boolean;
  sideBySide: boolean;
  pending: PendingMessage[];
  onSend: (text: string, files: File[]) => void;
  onRetry: (clientId: string) => void;
}

/** Scrolled this close to the top, the older page loads; this close to the bottom, new messages keep it at the bottom. */
const LOAD_OLDER_EDGE_PX = 120;
const STICK_TO_BOTTOM_PX = 80;

const FINISHED: ReadonlySet<Order['status']> = new Set(['completed', 'cancelled']);

export function Conversation({ chatUserId, summary, typing, sideBySide, pending, onSend, onRetry }: ConversationProps) {
  const queryClient = useQueryClient();
  const conversation = useConversation(chatUserId);
  const newest = conversation.data?.pages[0];
  const peer = newest?.peer ?? summary?.peer ?? null;
  const messages = useMemo(() => messagesOf(conversation.data), [conversation.data]);
  const peerLastRead = newest?.peerLastReadMessageId ?? null;
  const orders = newest?.orders ?? [];

  const logRef = useRef<HTMLDivElement>(null);
  useKeptScroll(logRef, messages, pending.length, conversation);
  useMarkRead(chatUserId, messages);

  const regionSlug = useRegion((state) => state.region?.slug ?? null);
  const titleId = `chat-title-${chatUserId}`;

  let body: ReactNode;
  if (conversation.isPending) {
    body = (
      <div className={styles.logLoading} aria-busy="true">
        <p className="visually-hidden">{LOADING_MESSAGES_TEXT}</p>
        {[60, 40, 70, 50].map((width, index) => (
          <span
            key={index}
            className={`${shimmerStyles.shimmer} ${styles.skeletonBubble}`}
            data-side={index % 2 ? 'mine' : 'theirs'}
            style={{ width: `${width}%` }}
            aria-hidden="true"
          />
        ))}
      </div>
    );
  } else if (!conversation.data) {
    body = (
      <StateBlock look="plain" title={CONVERSATION_FAILED_TEXT} titleRole="alert">
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={conversation.isFetching}
          aria-busy={conversation.isFetching}
          onClick={() => void conversation.refetch()}
        >
          {conversation.isFetching ? <Spinner /> : null} {RETRY_TEXT}
        </button>
      </StateBlock>
    );
  } else {
    body = (
      <div
        ref={logRef}
        className={styles.log}
        role="log"
        aria-live="polite"
        aria-label={MESSAGES_LOG_LABEL}
        tabIndex={0}
        onScroll={(event) => {
          if (
            event.currentTarget.scrollTop < LOAD_OLDER_EDGE_PX &&
            conversation.hasNextPage &&
            !conversation.isFetchingNextPage &&
            !conversation.isFetchNextPageError
          ) {
            void conversation.fetchNextPage();
          }
        }}
      >
        <div className={styles.older}>
          <MorePages pages={conversation} failedText={OLDER_FAILED_TEXT} />
        </div>
        {messages.length === 0 && pending.length === 0 ? (
          <p className={styles.noMessages}>{NO_MESSAGES_TEXT}</p>
        ) : (
          <ol className={styles.messages}>
            {messages.map((message, index) => (
              <Fragment key={message.id}>
                {(index === 0 || dayKey(messages[index - 1]!.createdAt) !== dayKey(message.createdAt)) && <DaySeparator iso={message.createdAt} />}
                <MessageItem message={message} read={message.mine && peerLastRead !== null && message.id <= peerLastRead} />
              </Fragment>
            ))}
            {pending.map((item, index) => {
              const previous = index === 0 ? messages.at(-1)?.createdAt : pending[index - 1]!.createdAt;
              return (
                <Fragment key={item.clientId}>
                  {(!previous || dayKey(previous) !== dayKey(item.createdAt)) && <DaySeparator iso={item.createdAt} />}
                  <PendingItem item={item} onRetry={() => onRetry(item.clientId)} />
                </Fragment>
              );
            })}
          </ol>
        )}
      </div>
    );
  }

  const openOrder = orders.find((order) => !FINISHED.has(order.status));

  return (
    <section className={styles.conversation} aria-labelledby={titleId}>
      <header className={styles.chatHead}>
        {!sideBySide && (
          <Link className={styles.back} to={{ hash: '' }} aria-label={BACK_TO_CHATS_TEXT}>
            <ArrowLeft aria-hidden="true" size={22} />
          </Link>
        )}
        <Picture image={peer?.avatar ?? null} alt="" kind={peer?.cookId ? 'cook' : 'user'} className={styles.avatar} />
        <div className={styles.chatWho}>
          <h2 id={titleId} className={styles.chatName}>
            {peer ? (
              peer.cookId && !peer.isSupport ? (
                <AppLink href={buildPath('COOK', { id: peer.cookId }, regionSlug)}>{peer.name}</AppLink>
              ) : (
                peer.name
              )
            ) : (
              <span className={`${shimmerStyles.shimmer} ${styles.skeletonName}`} aria-hidden="true" />
            )}
          </h2>
          {/* Said politely when it starts; the heading stays the conversation's name. */}
          <p className={typing ? styles.typing : styles.muted} aria-live="polite">
            {typing ? TYPING_TEXT : peer?.isSupport ? SUPPORT_NAME_NOTE : ''}
          </p>
          {/* A customer's phone: masked for a cook, in full for support; a cook's own is not shown. */}
          {peer?.phone && !peer.cookId && !typing && <PeerPhone phone={peer.phone} />}
        </div>
      </header>

      {orders.length > 0 && (
        // Open beside the list when an order is under way; folded on a phone, where messages need the room.
        <details className={styles.orders} open={sideBySide && openOrder !== undefined}>
          <summary>
            {ORDERS_IN_CHAT_TEXT} · {orders.length}
            {openOrder && <span className={styles.ordersNote}> · {orderNoteText(openOrder.id, openOrder.statusLabel)}</span>}
          </summary>
          <div className={styles.orderCards}>
            {orders.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </div>
        </details>
      )}

      {body}

      <Composer key={chatUserId} chatUserId={chatUserId} disabled={!conversation.data} onSend={onSend} />
    </section>
  );
}

function DaySeparator({ iso }: { iso: string }) {
  return (
    <li className={styles.day}>
      <span>{dayLabel(iso)}</span>
    </li>
  );
}

type ConversationQuery = ReturnType<typeof useConversation>;

/**
 * The log's scroll: at the bottom when the conversation opens, following new messages while the
 * reader is near the bottom (or sent them), and when older messages come in above, the same
 * messages stay where they were on screen.
 */
function useKeptScroll(logRef: React.RefObject<HTMLDivElement | null>, messages: ChatMessage[], pendingCount: number, conversation: ConversationQuery) {
  const firstId = messages[0]?.id ?? null;
  const lastId = messages.at(-1)?.id ?? null;
  const seen = useRef<{ firstId: number | null; lastId: number | null; pendingCount: number; fromBottom: number; opened: boolean }>({
    firstId: null,
    lastId: null,
    pendingCount: 0,
    fromBottom: 0,
    opened: false,
  });

  // Measured before the browser paints what changed.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const before = seen.current;
    const toBottom = () => {
      log.scrollTop = log.scrollHeight;
    };
    if (!before.opened) {
      toBottom();
      before.opened = true;
    } else if (firstId !== before.firstId && lastId === before.lastId) {
      // Older messages above: keep the distance from the bottom.
      log.scrollTop = log.scrollHeight - log.clientHeight - before.fromBottom;
    } else if (lastId !== before.lastId || pendingCount > before.pendingCount) {
      const mineLast = pendingCount > before.pendingCount || messages.at(-1)?.mine === true;
      if (mineLast || before.fromBottom < STICK_TO_BOTTOM_PX) toBottom();
    }
    seen.current = { ...before, firstId, lastId, pendingCount, fromBottom: log.scrollHeight - log.clientHeight - log.scrollTop };
  });

  // Remember the distance from the bottom as the reader scrolls (measured above after each change).
  useEffect(() => {
    const log = logRef.current;
    if (!log) return undefined;
    const onScroll = () => {
      seen.current.fromBottom = log.scrollHeight - log.clientHeight - log.scrollTop;
    };
    log.addEventListener('scroll', onScroll, { passive: true });
    return () => log.removeEventListener('scroll', onScroll);
  }, [logRef, conversation.isPending]);
}

/**
 * POST /api/chat/last-read when the peer's newest message is on screen in a visible tab: the list
 * row and the badges drop at once, then take the server's total.
 */
function useMarkRead(chatUserId: number, messages: ChatMessage[]) {
  const queryClient = useQueryClient();
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  const marked = useRef(0);
  let newestFromPeer = 0;
  for (const message of messages) if (!message.mine && message.id > newestFromPeer) newestFromPeer = message.id;

  useEffect(() => {
    const onVisibility = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (!visible || newestFromPeer === 0 || newestFromPeer <= marked.current) return;
    marked.current = newestFromPeer;
    const cleared = clearListUnread(queryClient, chatUserId);
    if (cleared > 0) changeUnreadCount(-cleared);
    markConversationRead(chatUserId, newestFromPeer).then(
      (total) => {
        const user = getUser().user;
        if (total !== undefined && user && user.unreadMessagesCount !== total) changeUnreadCount(total - user.unreadMessagesCount);
      },
      () => {
        // Not marked: the next message or visit tries again.
        marked.current = 0;
      },
    );
  }, [visible, newestFromPeer, chatUserId, queryClient]);
}

/** The API answers a phone in full to the support account only (it calls customers back); others get it masked, as text. */
function PeerPhone({ phone }: { phone: string }) {
  const callable = !phone.includes('*');
  return (
    <p className={styles.muted} data-testid="peer-phone">
      {callable ? <a href={`tel:${phone}`}>{formatPhone(phone)}</a> : phone}
    </p>
  );
}
