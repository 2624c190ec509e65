// The frame the cook's schedule, compilations, useful materials and documents pages share: the
// heading (focusable, so focus can land on it after an action), the tab's title, a short lead,
// and the loading shimmer, empty and failed states of spec bar U2.
import { useEffect, type ReactNode, type RefObject } from 'react';
import { failureText, Spinner } from '@povar/shared-kit/forms';
import shimmer from '@povar/shared-kit/forms/shimmer.module.css';
import styles from './SectionFrame.module.css';

/** The tab's title while the page shows; the previous one comes back when it goes. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} — Повар рядом`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

export function SectionFrame({
  title,
  lead,
  actions,
  headingRef,
  wide = false,
  children,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** Two columns from the desktop up (the schedule's form and calendar). */
  wide?: boolean;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section className={styles.page} data-wide={wide || undefined}>
      <div className={styles.head}>
        <h1 ref={headingRef} className={styles.title} tabIndex={-1}>
          {title}
        </h1>
        {actions}
      </div>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </section>
  );
}

/** A list that is loading: grey rows that shimmer, announced once. */
export function ListSkeleton({ label, rows = 3, height = 72 }: { label: string; rows?: number; height?: number }) {
  return (
    <div className={styles.skeleton} role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={`${styles.skeletonRow} ${shimmer.shimmer}`} style={{ height }} />
      ))}
    </div>
  );
}

export function EmptyState({ icon, title, text, action }: { icon?: ReactNode; title: string; text?: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.state}>
      {icon}
      <p className={styles.stateTitle}>{title}</p>
      {text && <p className={styles.stateText}>{text}</p>}
      {action}
    </div>
  );
}

/** What failed, the API's words or a generic line, and 'Повторить'. */
export function FailedState({ title, error, retrying, onRetry }: { title: string; error: unknown; retrying: boolean; onRetry: () => void }) {
  return (
    <div className={styles.state} role="alert">
      <p className={styles.stateTitle}>{title}</p>
      <p className={styles.stateText}>{failureText(error)}</p>
      <button type="button" className={styles.secondaryButton} disabled={retrying} onClick={onRetry}>
        {retrying && <Spinner />}
        Повторить
      </button>
    </div>
  );
}

export { styles as sectionStyles };
