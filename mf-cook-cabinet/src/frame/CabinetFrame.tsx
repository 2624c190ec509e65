// The frame every page of the cook's cabinet shares: an optional way back, the heading (focusable,
// so focus can land on it after an action removes the pressed button), a short lead, and the loading shimmer, empty and failed states every list must have (the kit's StateBlock,
// outlined). Moves between pages go through single-spa (AppLink), so the dish form's leave guard
// hears them.
import type { ReactNode, RefObject } from 'react';
import { ChevronLeft } from 'lucide-react';
import { AppLink, buttonStyles, StateBlock } from '@povar/shared-kit';
import { failureText, Spinner } from '@povar/shared-kit/forms';
import shimmer from '@povar/shared-kit/forms/shimmer.module.css';
import styles from './CabinetFrame.module.css';

export function CabinetFrame({
  title,
  back,
  lead,
  actions,
  headingRef,
  wide = false,
  children,
}: {
  title: string;
  /** A BackLink above the heading. */
  back?: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** The page's full width (the dishes, the schedule's form and calendar). */
  wide?: boolean;
  children: ReactNode;
}) {
  // The tab's title is the route table's, set by the shell; a page whose title only it knows
  // (a material's) claims it with the kit's useDocumentTitle.
  return (
    <section className={styles.page} data-wide={wide || undefined}>
      {back}
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

export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <AppLink href={href} className={styles.back}>
      <ChevronLeft aria-hidden="true" size={18} />
      {children}
    </AppLink>
  );
}

/** An empty (or, with `alert`, a failed) state: an icon, what is the matter, and what to do. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  alert = false,
}: {
  icon?: ReactNode;
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  alert?: boolean;
}) {
  return (
    <StateBlock look="dashed" role={alert ? 'alert' : undefined} icon={icon} title={title} text={text}>
      {action}
    </StateBlock>
  );
}

/** What failed, the API's words or a generic line, and 'Повторить'. */
export function FailedState({ title, error, retrying, onRetry }: { title: string; error: unknown; retrying: boolean; onRetry: () => void }) {
  return (
    <StateBlock look="dashed" role="alert" title={title} text={failureText(error)}>
      <button type="button" className={buttonStyles.secondary} disabled={retrying} onClick={onRetry}>
        {retrying && <Spinner />}
        Повторить
      </button>
    </StateBlock>
  );
}

export { styles as cabinetStyles };
