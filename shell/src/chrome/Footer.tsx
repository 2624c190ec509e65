// Spec 2.13 footer: about, useful links, contacts, copyright; an accordion on mobile.
import { useState, type ReactNode } from 'react';
import { AppLink, buildPath, useMediaQuery } from '@povar/shared-kit';
import { shellStore } from '../shell-store';
import { LEGAL_DOCUMENTS, MESSAGING_APP_URL, NEWS_CHANNEL_URL, SOCIAL_NETWORK_URL, SUPPORT_EMAIL, SUPPORT_MESSENGER_URL } from './links';
import styles from './Footer.module.css';

export function Footer({ landing = false }: { landing?: boolean }) {
  const desktop = useMediaQuery('(min-width: 768px)');
  return (
    <footer className={`${styles.footer} ${landing ? styles.landing : ''}`}>
      <div className={styles.inner}>
        <FooterSection title="О нас" alwaysOpen={desktop}>
          <p className={styles.about}>
            «Повар рядом» — домашняя еда от проверенных поваров вашего города. Мы пробуем блюда, проверяем условия на кухне и
            объясняем требования к безопасности продуктов.
          </p>
        </FooterSection>
        <FooterSection title="Полезные ссылки" alwaysOpen={desktop}>
          <ul className={styles.links}>
            <li><AppLink href={buildPath('FOR_COOKS')}>Регистрация повара</AppLink></li>
            <li><AppLink href={buildPath('DOCS', { slug: 'about' })}>О компании</AppLink></li>
            <li><a href={NEWS_CHANNEL_URL} target="_blank" rel="noopener noreferrer">Наш канал в Telegram</a></li>
            <li>
              <button type="button" className={styles.linkButton} onClick={() => shellStore.getState().openPopup('cities')}>
                Города присутствия
              </button>
            </li>
            {LEGAL_DOCUMENTS.map((doc) => (
              <li key={doc.href}><a href={doc.href} target="_blank" rel="noopener noreferrer">{doc.title}</a></li>
            ))}
          </ul>
        </FooterSection>
        <FooterSection title="Связаться с нами" alwaysOpen={desktop}>
          <ul className={styles.links}>
            <li><a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a></li>
            <li><a href={SUPPORT_MESSENGER_URL} target="_blank" rel="noopener noreferrer">Поддержка в Telegram</a></li>
            <li><a href={SOCIAL_NETWORK_URL} target="_blank" rel="noopener noreferrer">ВКонтакте</a></li>
            <li><a href={MESSAGING_APP_URL} target="_blank" rel="noopener noreferrer">WhatsApp</a></li>
          </ul>
        </FooterSection>
      </div>
      <p className={styles.copyright}>© {new Date().getFullYear()} Повар рядом</p>
    </footer>
  );
}

function FooterSection({ title, alwaysOpen, children }: { title: string; alwaysOpen: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  if (alwaysOpen) {
    return (
      <section className={styles.section}>
        <h2 className={styles.title}>{title}</h2>
        {children}
      </section>
    );
  }
  return (
    <section className={styles.section}>
      <h2 className={styles.title}>
        <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {title}
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
      </h2>
      {open && children}
    </section>
  );
}
