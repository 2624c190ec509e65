// The small turning circle of a button or an upload in progress.
import { LoaderCircle } from 'lucide-react';
import styles from './Form.module.css';

export function Spinner({ size = 18 }: { size?: number }) {
  return <LoaderCircle className={styles.spinner} aria-hidden="true" size={size} strokeWidth={2} />;
}
