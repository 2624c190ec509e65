// The offer to load the new version of the site, once the app-version manifest has announced
// one: 'Обновить' reloads the page; 'Позже' puts it away for this page's life.
import { RefreshCw } from 'lucide-react';
import styles from '../chrome/banners/Banner.module.css';

export const UPDATE_OFFER_TEXTS = {
  title: 'Вышла новая версия сайта',
  text: 'Обновите страницу, чтобы всё работало как надо',
  reload: 'Обновить',
  later: 'Позже',
} as const;

export function UpdateOffer({ onLater, reload = () => window.location.reload() }: { onLater: () => void; reload?: () => void }) {
  return (
    <aside className={styles.banner} aria-label="Обновление сайта" data-update-offer="">
      <span className={styles.icon} aria-hidden="true">
        <RefreshCw size={20} />
      </span>
      <p className={styles.text} role="status">
        <strong>{UPDATE_OFFER_TEXTS.title}</strong>
        <span>{UPDATE_OFFER_TEXTS.text}</span>
      </p>
      <button type="button" className={styles.action} onClick={reload}>
        {UPDATE_OFFER_TEXTS.reload}
      </button>
      <button type="button" className={styles.close} title={UPDATE_OFFER_TEXTS.later} aria-label={UPDATE_OFFER_TEXTS.later} onClick={onLater}>
        ×
      </button>
    </aside>
  );
}
