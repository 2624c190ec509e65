// The empty, failed or refused state a list or a section shows in its place: an
// icon, what is the matter, a line on why or what to do, and the way on as children.
import type { ReactNode } from 'react';
import styles from './StateBlock.module.css';

export interface StateBlockProps {
  /** Decorative, above the title (an svg gets the brand colour); the caller marks it aria-hidden. */
  icon?: ReactNode;
  title?: ReactNode;
  /** The title's element: a heading where the state is all the page has. */
  titleAs?: 'p' | 'h1' | 'h2';
  text?: ReactNode;
  /**
   * `muted`: a grey panel (default); `dashed`: an outline on the page's background; `plain`:
   * neither, for a state inside a panel or a popup that already frames it.
   */
  look?: 'muted' | 'dashed' | 'plain';
  /** On the whole block: a failure read out with its explanation. */
  role?: 'alert' | 'status';
  /** On the title alone: only the title is read out, not the buttons below it. */
  titleRole?: 'alert' | 'status';
  /** A local class for what differs on purpose (padding in a popup, a taller block). */
  className?: string;
  /** The actions: buttons or links. */
  children?: ReactNode;
}

export function StateBlock({ icon, title, titleAs: Title = 'p', text, look = 'muted', role, titleRole, className, children }: StateBlockProps) {
  const classes = [styles.state, look === 'plain' ? '' : styles[look], className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes} role={role}>
      {icon}
      {title && (
        <Title className={styles.title} role={titleRole}>
          {title}
        </Title>
      )}
      {text && <p className={styles.text}>{text}</p>}
      {children}
    </div>
  );
}
