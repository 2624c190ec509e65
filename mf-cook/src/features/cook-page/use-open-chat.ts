// 'Написать': asks mf-chat to open the chat with the cook.
// A guest signs in first and the opening carries on after; clicks within 300 ms count once,
// and while a guest's sign-in is pending further clicks are ignored (one chat, not two).
import { useEffect, useRef } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { emit, getAuth, useBusEvent, whenSignedIn } from '@povar/shared-kit';

/** Clicks on 'Написать' within this long open one chat. */
export const CHAT_OPEN_DEBOUNCE_MS = 300;

export function useOpenChat(cookId: number): () => void {
  const pendingSignIn = useRef<(() => void) | null>(null);
  // Closing the auth popup without signing in drops the opening (whenSignedIn does the same).
  useBusEvent('popup:close', ({ popup }) => {
    if (popup === 'auth') pendingSignIn.current = null;
  });
  useEffect(() => () => pendingSignIn.current?.(), []);

  const open = useDebouncedCallback(
    () => {
      if (pendingSignIn.current) return;
      const { isAuth } = getAuth();
      const stop = whenSignedIn(isAuth, () => {
        pendingSignIn.current = null;
        emit('chat:open', { cookId });
      });
      if (!isAuth) pendingSignIn.current = stop;
    },
    CHAT_OPEN_DEBOUNCE_MS,
    { leading: true, trailing: false },
  );
  return open;
}
