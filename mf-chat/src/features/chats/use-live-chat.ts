// What the realtime socket changes on the chat page while it is open: messages merged into their
// conversation and the list read again, the peer's read marks, 'печатает…' for a while after a
// typing frame, and a catch-up of the open conversation after the socket was away or an order moved.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { on } from '@povar/shared-kit';
import { onRealtimeReconnect, subscribeRealtime } from '@povar/shared-kit/realtime';
import { REALTIME_LIMITS } from '@povar/shared-kit/contracts';
import { catchUpConversation, chatKeys, markPeerRead, mergeMessages } from './chat-queries';

/** The conversations whose peer is typing now. */
export type TypingPeers = ReadonlySet<number>;

export function useLiveChat(openChatUserId: number | null): TypingPeers {
  const queryClient = useQueryClient();
  const [typing, setTyping] = useState<TypingPeers>(() => new Set());
  const openRef = useRef(openChatUserId);
  useEffect(() => {
    openRef.current = openChatUserId;
  }, [openChatUserId]);

  useEffect(() => {
    const timers = new Map<number, ReturnType<typeof setTimeout>>();
    const setPeer = (chatUserId: number, isTyping: boolean) =>
      setTyping((current) => {
        if (current.has(chatUserId) === isTyping) return current;
        const next = new Set(current);
        if (isTyping) next.add(chatUserId);
        else next.delete(chatUserId);
        return next;
      });
    const stopTyping = (chatUserId: number) => {
      clearTimeout(timers.get(chatUserId));
      timers.delete(chatUserId);
      setPeer(chatUserId, false);
    };
    const refreshList = () => void queryClient.invalidateQueries({ queryKey: chatKeys.list });

    const offEvents = subscribeRealtime((event) => {
      switch (event.type) {
        case 'chat:message':
          mergeMessages(queryClient, event.chatUserId, [event.message]);
          if (!event.message.mine) stopTyping(event.chatUserId);
          refreshList();
          break;
        case 'chat:read':
          // The peer read: ticks. The user read in another tab: the list's counts.
          if (event.readerId === event.chatUserId) markPeerRead(queryClient, event.chatUserId, event.messageId);
          else refreshList();
          break;
        case 'chat:typing':
          clearTimeout(timers.get(event.chatUserId));
          setPeer(event.chatUserId, true);
          timers.set(
            event.chatUserId,
            setTimeout(() => stopTyping(event.chatUserId), REALTIME_LIMITS.typingShownMs),
          );
          break;
        default:
          break;
      }
    });
    const catchUp = () => {
      if (openRef.current !== null) void catchUpConversation(queryClient, openRef.current);
    };
    const offReconnect = onRealtimeReconnect(() => {
      refreshList();
      catchUp();
    });
    // An order card of the open conversation may have moved (here, in the orders list, by the other side).
    const offOrders = on('orders:status-changed', catchUp);
    return () => {
      offEvents();
      offReconnect();
      offOrders();
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [queryClient]);

  return typing;
}
