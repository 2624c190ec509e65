// The popup frame every popup uses (spec 2.13 'All popups'): a centred dialog on desktop, a bottom sheet below
// the given breakpoint; Escape, the backdrop and the 'Закрыть' button close it.
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useBrowserValue } from './use-browser-value';
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
}

/**
 * A popup lives in document.body, which a page rendered on the server does not have: it opens
 * once the page is in the browser (after hydration, when the page came from the server).
 */
export function Popup(props: PopupProps) {
  const inBrowser = useBrowserValue(() => true, false);
  return inBrowser ? <PopupDialog {...props} /> : null;
}

function PopupDialog({ title, onClose, children, sheetBelow = 'desktop', footer, size = 'default' }: PopupProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);

  // The latest onClose, without re-running the effect (which would move focus) on every render.
  const closeOnEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  });

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => closeOnEscape(event);
    document.addEventListener('keydown', onKey);
    document.body.classList.add('popup-open');
    // Everything behind the popup is inert while it is open: focus and screen readers stay in it.
    const madeInert = [...document.body.children].filter((element) => element !== backdropRef.current && !element.hasAttribute('inert'));
    for (const element of madeInert) element.setAttribute('inert', '');
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('popup-open');
      previouslyFocused?.focus?.();
    };
  }, []);

  return createPortal(
    <div ref={backdropRef} className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${size === 'large' ? styles.large : (styles[`sheet-${sheetBelow}`] ?? '')}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} title="Закрыть" aria-label="Закрыть" onClick={onClose}>
            ×
          </button>
        </div>
        <div className={styles.body} data-scroll-container="">{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
