// The popup frame every popup uses: a centred dialog or a right-side
// panel on wide screens, a bottom sheet below the given breakpoint that a swipe down closes;
// Escape, the backdrop and the 'Закрыть' button close it.
import { useEffect, useEffectEvent, useId, useRef, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { registerOpenPopup } from './open-popups';
import { swipeCloses } from './sheet-swipe';
import { useBrowserValue } from './use-browser-value';
import { useMediaQuery } from './use-media-query';
import styles from './Popup.module.css';

export interface PopupProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Below which width the popup is a bottom sheet ('desktop' = 1024 px, 'tablet' = 768 px). */
  sheetBelow?: 'desktop' | 'tablet' | 'never';
  /** Actions that stay in view at the bottom while the body scrolls. */
  footer?: ReactNode;
  /**
   * 'large' is for content that needs the room (a map): a wide, tall dialog whose body fills
   * it as a flex column, and the whole screen below 768 px.
   */
  size?: 'default' | 'large';
  /** 'side': a full-height panel at the right edge where the popup is not a bottom sheet. */
  variant?: 'dialog' | 'side';
  /** Whether pulling the bottom sheet down by its top bar closes it (on by default). */
  swipeToClose?: boolean;
}

const SHEET_QUERIES = { desktop: '(max-width: 1023px)', tablet: '(max-width: 767px)', never: 'not all' } as const;

/**
 * A popup lives in document.body, which a page rendered on the server does not have: it opens
 * once the page is in the browser (after hydration, when the page came from the server).
 */
export function Popup(props: PopupProps) {
  const inBrowser = useBrowserValue(() => true, false);
  return inBrowser ? <PopupDialog {...props} /> : null;
}

function PopupDialog({ title, onClose, children, sheetBelow = 'desktop', footer, size = 'default', variant = 'dialog', swipeToClose = true }: PopupProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const isSheet = useMediaQuery(SHEET_QUERIES[sheetBelow]) && size !== 'large';
  const swipeable = isSheet && swipeToClose;

  // The latest onClose, without re-running the effect (which would move focus) on every render.
  const closeOnEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  });

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => closeOnEscape(event);
    document.addEventListener('keydown', onKey);
    const unregister = registerOpenPopup();
    // Everything behind the popup is inert while it is open: focus and screen readers stay in it.
    const madeInert = [...document.body.children].filter((element) => element !== backdropRef.current && !element.hasAttribute('inert'));
    for (const element of madeInert) element.setAttribute('inert', '');
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      document.removeEventListener('keydown', onKey);
      unregister();
      previouslyFocused?.focus?.();
    };
  }, []);

  const swipe = useSheetSwipe(dialogRef, backdropRef, swipeable, onClose);
  const shape = size === 'large' ? styles.large : `${styles[`sheet-${sheetBelow}`] ?? ''} ${variant === 'side' ? (styles[`side-${sheetBelow}`] ?? '') : ''}`;

  return createPortal(
    <div ref={backdropRef} className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${shape}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-variant={isSheet ? 'sheet' : variant}
        tabIndex={-1}
      >
        <div className={`${styles.head} ${swipeable ? styles.draggable : ''}`} {...swipe}>
          {swipeable && <span className={styles.grabber} aria-hidden="true" />}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} title="Закрыть" aria-label="Закрыть" onClick={onClose}>
            ×
          </button>
        </div>
        <div className={styles.body} data-scroll-container="">
          {children}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

/**
 * Pointer handlers for the sheet's top bar. The sheet follows the pointer down by writing its
 * transform directly (no render per move); the release decides between closing and springing back.
 */
function useSheetSwipe(
  dialogRef: React.RefObject<HTMLDivElement | null>,
  backdropRef: React.RefObject<HTMLDivElement | null>,
  enabled: boolean,
  onClose: () => void,
) {
  const drag = useRef<{ pointerId: number; startY: number; startTime: number } | null>(null);
  if (!enabled) return {};

  const place = (offset: number, animate: boolean) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.style.transition = animate ? 'transform 200ms ease-out' : 'none';
    dialog.style.transform = offset > 0 ? `translateY(${offset}px)` : '';
    const fade = Math.max(0.35, 1 - offset / Math.max(dialog.offsetHeight, 1));
    if (backdropRef.current) backdropRef.current.style.backgroundColor = offset > 0 ? `rgba(20, 28, 22, ${(0.45 * fade).toFixed(3)})` : '';
    dialog.toggleAttribute('data-swiping', offset > 0 && !animate);
  };
  const end = (event: ReactPointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const distance = event.clientY - current.startY;
    if (!cancelled && swipeCloses({ distance, duration: performance.now() - current.startTime })) onClose();
    else place(0, true);
  };

  return {
    onPointerDown: (event: ReactPointerEvent<HTMLDivElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      // The close button keeps its own click.
      if ((event.target as Element).closest('button, a, input')) return;
      drag.current = { pointerId: event.pointerId, startY: event.clientY, startTime: performance.now() };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: ReactPointerEvent<HTMLDivElement>) => {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      place(Math.max(0, event.clientY - current.startY), false);
    },
    onPointerUp: (event: ReactPointerEvent<HTMLDivElement>) => end(event, false),
    onPointerCancel: (event: ReactPointerEvent<HTMLDivElement>) => end(event, true),
  };
}
