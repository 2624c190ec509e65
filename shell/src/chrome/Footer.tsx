// The footer: about, useful links, contacts, store badges and copyright; an accordion on
// mobile. Its texts and links come from the site settings; until they arrive (or if
// they cannot), the parts that need them wait and the rest shows.
import { useState, type ReactNode } from 'react';
import { AppLink, buildPath, StoreBadges, useMediaQuery, type FooterSettings } from '@povar/shared-kit';
import { shellStore } from '../shell-store';
import styles from './Footer.module.css';

export interface FooterProps {
  settings: FooterSettings | null;
  landing?: boolean;
}

export function Footer({ settings, landing = false }: FooterProps) {
  const desktop = useMediaQuery('(min-width: 768px)');
  return (
    <footer className={`${styles.footer} ${landing ? styles.landing : ''}`}>
      <div className={styles.inner}>
        <FooterSection title="О нас" alwaysOpen={desktop}>
          {settings && <p className={styles.about}>{settings.about}</p>}
        </FooterSection>
        <FooterSection title="Полезные ссылки" alwaysOpen={desktop}>
          <ul className={styles.links}>
            <li>
              <AppLink href={buildPath('FOR_COOKS')}>Регистрация повара</AppLink>
            </li>
            <li>
              <AppLink href={buildPath('DOCS', { slug: 'about' })}>О компании</AppLink>
            </li>
            {settings && (
              <li>
                <SettingsLink href={settings.news_channel_link}>Наш канал в Telegram</SettingsLink>
              </li>
            )}
            <li>
              <button type="button" className={styles.linkButton} onClick={() => shellStore.getState().openPopup('cities')}>
                Города присутствия
              </button>
            </li>
            {settings?.legal_documents.map((doc) => (
              <li key={doc.href}>
                <SettingsLink href={doc.href}>{doc.title}</SettingsLink>
              </li>
            ))}
          </ul>
        </FooterSection>
        <FooterSection title="Связаться с нами" alwaysOpen={desktop}>
          {settings && (
            <ul className={styles.links}>
              <li>
                <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>
              </li>
              <li>
                <SettingsLink href={settings.support_messenger_link}>Поддержка в Telegram</SettingsLink>
              </li>
              <li>
                <SettingsLink href={settings.social_link}>ВКонтакте</SettingsLink>
              </li>
              <li>
                <SettingsLink href={settings.messaging_app_link}>WhatsApp</SettingsLink>
              </li>
            </ul>
          )}
        </FooterSection>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>© {new Date().getFullYear()} Повар рядом</p>
        {/* Hidden inside the app's web view and for stores without a link (StoreBadges decides). */}
        {settings && <StoreBadges footer={settings} label="Наше приложение" />}
      </div>
    </footer>
  );
}

/** A link the settings give: our own pages (the legal documents) open in place, other sites in a new tab. */
function SettingsLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/')) return <AppLink href={href}>{children}</AppLink>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
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
