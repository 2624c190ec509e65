// The download-app banner: a card fixed at the bottom (so it shifts no content) leading to
// /download-app; hidden for 5 days once closed, in the app's web view, and where the caller says.
import { useState } from 'react';
import { AppLink, buildPath } from '@povar/shared-kit';
import { dismissDownloadBanner, isDownloadBannerDismissed } from './download-app-banner-state';
import styles from './Banner.module.css';

export function DownloadAppBanner() {
  const [dismissed, setDismissed] = useState(isDownloadBannerDismissed);
  if (dismissed) return null;
  const close = () => {
    dismissDownloadBanner();
    setDismissed(true);
  };
  return (
    <aside className={styles.banner} aria-label="Мобильное приложение">
      <span className={styles.icon} aria-hidden="true">
        П
      </span>
      <p className={styles.text}>
        <strong>Приложение «Повар рядом»</strong>
        <span>Статус заказа и чат с поваром всегда под рукой</span>
      </p>
      <AppLink className={styles.action} href={buildPath('DOWNLOAD_APP')}>
        Скачать
      </AppLink>
      <button type="button" className={styles.close} title="Закрыть" aria-label="Закрыть" onClick={close}>
        ×
      </button>
    </aside>
  );
}
