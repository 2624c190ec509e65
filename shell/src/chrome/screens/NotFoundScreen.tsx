// Spec 2.13 "Page not found": an unknown path, or a route whose parameters fail validation.
import { buildPath } from '@povar/shared-kit';
import { ChromeLink } from '../ChromeLink';
import { Soup } from 'lucide-react';
import styles from './Screen.module.css';

export function NotFoundScreen({ path, regionSlug }: { path: string; regionSlug: string }) {
  return (
    <section className={styles.screen} data-error={`Page Not Found: ${path}`}>
      <Soup className={styles.illustration} aria-hidden="true" size={88} strokeWidth={1.4} />
      <h1 className={styles.title}>Упс... такой страницы у нас нет</h1>
      <p className={styles.text}>Но есть куча вкусных блюд для тебя!</p>
      <ChromeLink className={styles.primary} href={buildPath('COOKS', {}, regionSlug)}>
        Перейти в каталог
      </ChromeLink>
    </section>
  );
}
