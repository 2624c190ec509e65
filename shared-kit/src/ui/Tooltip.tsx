// A short hint for a control: shown TOOLTIP_SHOW_DELAY_MS after a mouse rests on it or the
// keyboard focuses it, hidden as soon as either leaves (or on Escape). Touch screens have no
// hover: there the hint stays the control's accessible description, which is always set.
import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { TOOLTIP_SHOW_DELAY_MS } from './delays';
import styles from './Tooltip.module.css';

export interface TooltipProps {
  text: string;
  /** Renders the control; spread `describedBy` into its aria-describedby. */
  children: (describedBy: string) => ReactNode;
}

export function Tooltip({ text, children }: TooltipProps): ReactElement {
  const id = useId();
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const showSoon = () => {
    cancel();
    timer.current = setTimeout(() => setShown(true), TOOLTIP_SHOW_DELAY_MS);
  };
  const hide = () => {
    cancel();
    setShown(false);
  };
  useEffect(() => cancel, []);

  return (
    <span
      className={styles.anchor}
      onPointerEnter={(event) => event.pointerType === 'mouse' && showSoon()}
      onPointerLeave={hide}
      onFocus={showSoon}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
      onClick={hide}
    >
      {children(id)}
      <span id={id} role="tooltip" className={styles.tip} hidden={!shown}>
        {text}
      </span>
    </span>
  );
}
