// The app-store badges: one accessible link per store the site settings name, none inside the app's own web view.
import type { FooterSettings } from '../contracts/content';
import { useSession } from '../stores/session';
import styles from './StoreBadges.module.css';

export type StoreLinks = Pick<FooterSettings, 'apple_link' | 'google_link' | 'rustore_link'>;

export interface StoreBadgesProps {
  /** The footer's settings (or just their store links); a null link hides its badge. */
  footer: StoreLinks;
  className?: string;
  /** Names the list for screen readers. */
  label?: string;
}

interface Badge {
  key: keyof StoreLinks;
  /** The words on the badge, also its accessible name. */
  caption: string;
  store: string;
  Icon: () => React.JSX.Element;
}

const BADGES: readonly Badge[] = [
  { key: 'apple_link', caption: 'Загрузите в', store: 'App Store', Icon: AppleIcon },
  { key: 'google_link', caption: 'Доступно в', store: 'Google Play', Icon: GooglePlayIcon },
  { key: 'rustore_link', caption: 'Скачайте из', store: 'RuStore', Icon: RuStoreIcon },
];

export function StoreBadges({ footer, className, label = 'Приложение в магазинах' }: StoreBadgesProps) {
  // The app's web view is the app: sending its users to a store would be a dead end.
  const inWebView = useSession((session) => session.requestId !== null);
  const badges = BADGES.filter((badge) => Boolean(footer[badge.key]));
  if (inWebView || badges.length === 0) return null;
  return (
    <ul className={`${styles.badges} ${className ?? ''}`} aria-label={label}>
      {badges.map(({ key, caption, store, Icon }) => (
        <li key={key}>
          <a
            className={styles.badge}
            href={footer[key] ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${caption} ${store}`}
            data-store={key}
          >
            <Icon />
            <span className={styles.text}>
              <span className={styles.caption}>{caption}</span> <span className={styles.store}>{store}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function AppleIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12.15 6.9c-.95 0-2.41-1.08-3.96-1.04-2.04.03-3.91 1.18-4.96 3.01-2.12 3.68-.55 9.1 1.52 12.09 1.01 1.45 2.21 3.09 3.79 3.04 1.52-.07 2.09-.99 3.94-.99 1.83 0 2.35.99 3.96.95 1.64-.03 2.68-1.48 3.68-2.95 1.16-1.69 1.64-3.33 1.66-3.42-.04-.01-3.18-1.22-3.22-4.86-.03-3.04 2.48-4.49 2.6-4.56-1.43-2.09-3.62-2.32-4.39-2.38-2-.16-3.68 1.09-4.62 1.09zm3.38-3.07c.84-1.01 1.4-2.43 1.25-3.83-1.21.05-2.66.8-3.53 1.82-.78.9-1.46 2.34-1.27 3.71 1.34.1 2.71-.69 3.55-1.7z"
      />
    </svg>
  );
}

function GooglePlayIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <polygon fill="#32bbff" points="4,2 4,22 14,12" />
      <polygon fill="#00e06b" points="4,2 14,12 17.6,10" />
      <polygon fill="#ff3a44" points="4,22 14,12 17.6,14" />
      <polygon fill="#ffd400" points="17.6,10 21,12 17.6,14 14,12" />
    </svg>
  );
}

function RuStoreIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="22" height="22" rx="6" fill="#0077ff" />
      <path fill="#fff" fillRule="evenodd" d="M7 6.5H13A3.5 3.5 0 0 1 14.3 13.25L17 17.5H14.1L11.7 13.5H9.5V17.5H7ZM9.5 8.8V11.2H13A1.2 1.2 0 0 0 13 8.8Z" />
    </svg>
  );
}
