// The not-found screen: an unknown path, a route whose parameters fail validation, or a
// route whose resource does not exist (an unknown category, say), shown by the remote that owns it.
import { buildPath } from '../routes';
import { AppLink } from './AppLink';
import { Soup } from 'lucide-react';
import { useMarkPageScreen } from './page-screen';
import styles from './Screen.module.css';

export function NotFoundScreen({ path, regionSlug }: { path: string; regionSlug: string }) {
  useMarkPageScreen('not-found');
  return (
    <section className={styles.screen} data-error={`Page Not Found: ${path}`}>
      <Soup className={styles.illustration} aria-hidden="true" size={88} strokeWidth={1.4} />
      <h1 className={styles.title}>Упс... такой страницы у нас нет</h1>
      <p className={styles.text}>Но есть куча вкусных блюд для тебя!</p>
      <AppLink className={styles.primary} href={buildPath('COOKS', {}, regionSlug)}>
        Перейти в каталог
      </AppLink>
    </section>
  );
}
