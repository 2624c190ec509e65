// 'Поделиться' (sharing a cook, a dish or the app): copies the page's address
// with the toast «Ссылка скопирована»; the dish page uses it too.
import { Share2 } from 'lucide-react';
import { shareLink, type ShareSubject } from '@povar/shared-kit';
import styles from './ShareButton.module.css';

export interface ShareButtonProps {
  /** The page's path ('/tyumen/'); shared as a whole address. */
  path: string;
  subject: ShareSubject;
  /** Below 768 px only the icon shows (the words stay for screen readers), leaving the heading its line. */
  compactOnPhones?: boolean;
  className?: string;
}

export function ShareButton({ path, subject, compactOnPhones = false, className = '' }: ShareButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.share} ${compactOnPhones ? styles.compactOnPhones : ''} ${className}`}
      onClick={() => void shareLink(path, subject)}
    >
      <Share2 aria-hidden="true" size={17} />
      <span className={styles.label}>Поделиться</span>
    </button>
  );
}
