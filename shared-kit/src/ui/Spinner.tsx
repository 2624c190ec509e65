// The small turning circle of a field, a button or an upload in progress; a class beside it may
// colour it.
import { LoaderCircle } from 'lucide-react';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  size?: number;
  className?: string;
  'data-testid'?: string;
}

export function Spinner({ size = 18, className, 'data-testid': testId }: SpinnerProps) {
  return (
    <LoaderCircle
      className={className ? `${styles.spinner} ${className}` : styles.spinner}
      aria-hidden="true"
      size={size}
      strokeWidth={2}
      data-testid={testId}
    />
  );
}
