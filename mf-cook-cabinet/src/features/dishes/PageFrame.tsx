// The frame of the dish pages: a way back, the heading (focusable, so focus can land on it after
// an action removes the pressed button), the tab's title, and the blocks for empty and failed
// states. Moves between pages go through single-spa (AppLink), so the form's leave guard hears them.
import { useEffect, type ReactNode, type RefObject } from 'react';
import { ChevronLeft } from 'lucide-react';
import { AppLink } from '@povar/shared-kit';
import styles from './DishesPage.module.css';

/** The tab's title while the page shows; the previous one comes back when it goes (the shell sets none on client-side moves). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} — Повар рядом`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

export function PageFrame({
  title,
  back,
  actions,
  headingRef,
  children,
}: {
  title: string;
  back?: ReactNode;
  actions?: ReactNode;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section className={styles.page}>
      {back}
      <div className={styles.head}>
        <h1 ref={headingRef} className={styles.title} tabIndex={-1}>
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </section>
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

export function StateBlock({ icon, title, text, action, alert = false }: { icon?: ReactNode; title: string; text?: string; action?: ReactNode; alert?: boolean }) {
  return (
    <div className={styles.state} role={alert ? 'alert' : undefined}>
      {icon}
      <p className={styles.stateTitle}>{title}</p>
      {text && <p className={styles.stateText}>{text}</p>}
      {action}
    </div>
  );
}
