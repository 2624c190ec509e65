// Unsaved changes: closing or reloading the tab asks the browser's own question, and going
// elsewhere in the app (header, tabs, the back button) asks ours first. single-spa announces
// every route change before it happens and lets a listener cancel it; the remote's own links
// ask through `confirmLeave` themselves.
import { useCallback, useEffect, useRef } from 'react';
import { confirmDialog } from '@povar/shared-kit';

export const LEAVE_QUESTION = {
  title: 'Уйти без сохранения?',
  message: 'Изменения в блюде не сохранятся.',
  confirmText: 'Уйти',
  cancelText: 'Остаться',
  variant: 'primary',
} as const;

interface RoutingEventDetail {
  cancelNavigation?: (cancel: boolean | Promise<boolean>) => void;
  oldUrl?: string;
  newUrl?: string;
}

const pathOf = (url: string | undefined) => {
  try {
    return new URL(url ?? '', window.location.origin).pathname;
  } catch {
    return '';
  }
};

/** `dirty`: whether leaving now loses something. Returns `confirmLeave` and `allowLeave` (call it before a planned move, e.g. after saving). */
export function useLeaveGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const allowed = useRef(false);

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current || allowed.current) return;
      event.preventDefault();
      // Older browsers want a value to ask at all.
      event.returnValue = '';
    };
    const beforeRouting = (event: Event) => {
      const detail = (event as CustomEvent<RoutingEventDetail>).detail;
      if (!dirtyRef.current || allowed.current || !detail?.cancelNavigation) return;
      // Only a move to another page: a query or hash change on this one is not leaving.
      if (pathOf(detail.oldUrl) === pathOf(detail.newUrl)) return;
      detail.cancelNavigation(confirmDialog(LEAVE_QUESTION).then((leave) => !leave));
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('single-spa:before-routing-event', beforeRouting);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('single-spa:before-routing-event', beforeRouting);
    };
  }, []);

  const allowLeave = useCallback(() => {
    allowed.current = true;
  }, []);

  /** For the form's own way out: true when there is nothing to lose or the cook agrees. */
  const confirmLeave = useCallback(async () => {
    if (!dirtyRef.current) return true;
    const leave = await confirmDialog(LEAVE_QUESTION);
    if (leave) allowed.current = true;
    return leave;
  }, []);

  return { allowLeave, confirmLeave };
}
