// A labelled field with its hint and its error under it: the error is announced (role alert),
// and the control names it as its description and marks itself invalid.
import type { ReactNode } from 'react';
import styles from './Form.module.css';

interface FieldMessages {
  error?: string | undefined;
  hint?: ReactNode;
}

/** What the control itself carries: its id, aria-invalid and the id of what describes it. */
export function controlProps(id: string, { error, hint }: FieldMessages) {
  return {
    id,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
}

export function Field({
  id,
  label,
  optional = false,
  error,
  hint,
  children,
}: FieldMessages & { id: string; label: ReactNode; optional?: boolean; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional && <span className={styles.optional}> (необязательно)</span>}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  );
}
