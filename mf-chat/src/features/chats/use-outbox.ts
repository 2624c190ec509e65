// Messages on their way: shown at once as 'sending', replaced by the saved message when the
// server answers, and kept as 'Не отправлено. Повторить' when it does not. Every try of one
// message carries the same clientId, so a try whose answer was lost is still saved once.
import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { failureText, previewUrlOf, releasePreviewUrl } from '@povar/shared-kit/forms';
import { chatKeys, mergeMessages, newClientId, sendChatMessage } from './chat-queries';
import { attachmentKindOf } from './attachment-rules';

export interface PendingMessage {
  clientId: string;
  chatUserId: number;
  text: string;
  files: File[];
  /** Local addresses of the pictures among the files (null for documents). */
  previews: (string | null)[];
  createdAt: string;
  status: 'sending' | 'failed';
  /** Why the last try failed, in the API's words when it gave any. */
  error: string | null;
}

export function useOutbox() {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<PendingMessage[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const update = (clientId: string, change: Partial<PendingMessage>) =>
    setItems((current) => current.map((item) => (item.clientId === clientId ? { ...item, ...change } : item)));

  const attempt = useCallback(
    async (item: PendingMessage) => {
      update(item.clientId, { status: 'sending', error: null });
      try {
        const saved = await sendChatMessage(item);
        mergeMessages(queryClient, item.chatUserId, [saved]);
        setItems((current) => current.filter((pending) => pending.clientId !== item.clientId));
        for (const url of item.previews) releasePreviewUrl(url);
        void queryClient.invalidateQueries({ queryKey: chatKeys.list });
      } catch (error) {
        update(item.clientId, { status: 'failed', error: failureText(error) });
      }
    },
    [queryClient],
  );

  const send = useCallback(
    (chatUserId: number, text: string, files: readonly File[]) => {
      const item: PendingMessage = {
        clientId: newClientId(),
        chatUserId,
        text,
        files: [...files],
        previews: files.map((file) => (attachmentKindOf(file) === 'image' ? previewUrlOf(file) : null)),
        createdAt: new Date().toISOString(),
        status: 'sending',
        error: null,
      };
      setItems((current) => [...current, item]);
      void attempt(item);
    },
    [attempt],
  );

  const retry = useCallback(
    (clientId: string) => {
      const item = itemsRef.current.find((pending) => pending.clientId === clientId);
      if (item && item.status === 'failed') void attempt(item);
    },
    [attempt],
  );

  return { items, send, retry };
}
