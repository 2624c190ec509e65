// Pull-to-refresh for the lists of the mobile app's web view: a finger pulling the page down
// from its very top shows the indicator, and letting go past the trigger asks every query on
// the page again (the remote's QueryClient). Off while any popup is open. Loaded on demand:
// only web-view visitors on those lists ever fetch this chunk.
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { isAnyPopupOpen, subscribeOpenPopups } from '../../ui/open-popups';
import { PULL_REFRESH_TRIGGER_PX, pullOffset } from './pull-gesture';
import styles from './PullToRefresh.module.css';

export const PULL_TO_REFRESH_TEXTS = { pull: 'Потяните, чтобы обновить', release: 'Отпустите, чтобы обновить', refreshing: 'Обновляем…' } as const;

function firstTouchY(event: TouchEvent): number | null {
  return event.touches[0]?.clientY ?? null;
}

export default function PullToRefresh() {
  const queryClient = useQueryClient();
  const [offset, setOffset] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const refreshingRef = useRef(false);

  useEffect(() => {
    let startY: number | null = null;
    let current = 0;
    const reset = () => {
      startY = null;
      current = 0;
      if (!refreshingRef.current) setOffset(0);
    };
    const onStart = (event: TouchEvent) => {
      startY = null;
      if (refreshingRef.current || event.touches.length !== 1 || window.scrollY > 0 || isAnyPopupOpen()) return;
      startY = firstTouchY(event);
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      const y = firstTouchY(event);
      if (y === null || isAnyPopupOpen() || window.scrollY > 0) return reset();
      current = pullOffset(y - startY);
      // While pulling, the gesture is ours, not the browser's overscroll.
      if (current > 0 && event.cancelable) event.preventDefault();
      setOffset(current);
    };
    const onEnd = () => {
      if (startY === null) return;
      const released = current;
      reset();
      if (released < PULL_REFRESH_TRIGGER_PX) return;
      refreshingRef.current = true;
      setRefreshing(true);
      setOffset(PULL_REFRESH_TRIGGER_PX);
      void queryClient.refetchQueries({ type: 'active' }).finally(() => {
        refreshingRef.current = false;
        setRefreshing(false);
        setOffset(0);
      });
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: false });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', reset);
    // A popup opening mid-pull (a tap elsewhere, a message) ends the pull.
    const unsubscribe = subscribeOpenPopups(() => isAnyPopupOpen() && reset());
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', reset);
      unsubscribe();
    };
  }, [queryClient]);

  if (offset === 0 && !refreshing) return null;
  const ready = offset >= PULL_REFRESH_TRIGGER_PX;
  const label = refreshing ? PULL_TO_REFRESH_TEXTS.refreshing : ready ? PULL_TO_REFRESH_TEXTS.release : PULL_TO_REFRESH_TEXTS.pull;
  return createPortal(
    <div
      className={styles.indicator}
      style={{ transform: `translate(-50%, ${offset}px)` }}
      role="status"
      data-pull-to-refresh={refreshing ? 'refreshing' : ready ? 'ready' : 'pulling'}
    >
      <span
        className={`${styles.icon} ${refreshing ? styles.spinning : ''}`}
        style={refreshing ? undefined : { transform: `rotate(${(offset / PULL_REFRESH_TRIGGER_PX) * 270}deg)` }}
      >
        <RefreshCw aria-hidden="true" size={20} strokeWidth={2.2} />
      </span>
      <span className={styles.label}>{label}</span>
    </div>,
    document.body,
  );
}
