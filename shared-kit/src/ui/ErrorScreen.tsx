// The generic error screen: the page's own data could not be loaded (a server error, no
// connection). It says so in plain words and offers to try again or to go home.
import { CloudOff } from 'lucide-react';
import { buildPath } from '../routes';
import { AppLink } from './AppLink';
import { useMarkPageScreen } from './page-screen';
import styles from './Screen.module.css';

export const ERROR_SCREEN_TEXTS = {
  title: 'Что-то пошло не так',
  text: 'Не удалось загрузить страницу. Проверьте подключение к интернету или попробуйте ещё раз через минуту.',
  /** When nothing answered at all (status 0): the connection is the likely cause, so it is named. */
  offline: 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
  retry: 'Попробовать ещё раз',
  home: 'На главную',
} as const;

export interface ErrorScreenProps {
  regionSlug: string | null;
  /** Asks for the data again; without it the button reloads the page. */
  onRetry?: () => void;
  retrying?: boolean;
  /** The failure's status, for support and tests (0: no answer at all). */
  status?: number;
}

export function ErrorScreen({ regionSlug, onRetry, retrying = false, status }: ErrorScreenProps) {
  useMarkPageScreen('error');
  return (
    <section className={styles.screen} role="alert" data-error={`Page error${status === undefined ? '' : `: ${status}`}`}>
      <CloudOff className={styles.illustration} aria-hidden="true" size={88} strokeWidth={1.4} />
      <h1 className={styles.title}>{ERROR_SCREEN_TEXTS.title}</h1>
      <p className={styles.text}>{status === 0 ? ERROR_SCREEN_TEXTS.offline : ERROR_SCREEN_TEXTS.text}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled={retrying} onClick={() => (onRetry ? onRetry() : window.location.reload())}>
          {ERROR_SCREEN_TEXTS.retry}
        </button>
        <AppLink className={styles.secondary} href={buildPath('INDEX', {}, regionSlug)}>
          {ERROR_SCREEN_TEXTS.home}
        </AppLink>
      </div>
    </section>
  );
}
