// 'Каталог' in the header and the tabs opens the cooks; this switch at the top of both listings
// is the visible way between dishes and cooks (and the map). A searched text goes along, so
// 'Марина Фёдорова' typed over the dishes is one tap from the cooks it names.
import { Link, buildPath } from '@povar/shared-kit';
import type { ListingKind } from './listing-paths';
import styles from './CatalogueSwitch.module.css';

export const CATALOGUE_SWITCH_LABEL = 'Разделы каталога';

export function CatalogueSwitch({ current, region, q }: { current: ListingKind; region: string | null; q: string | null }) {
  const search = q ? `?${new URLSearchParams({ q })}` : '';
  const sections = [
    { kind: 'menu', text: 'Блюда', href: buildPath('MENU', {}, region) + search },
    { kind: 'cooks', text: 'Повара', href: buildPath('COOKS', {}, region) + search },
    { kind: 'map', text: 'На карте', href: buildPath('COOKS_MAP', {}, region) },
  ] as const;
  return (
    <nav className={styles.switch} aria-label={CATALOGUE_SWITCH_LABEL}>
      {sections.map((section) => (
        <Link
          key={section.kind}
          to={section.href}
          className={`${styles.item} ${section.kind === current ? styles.current : ''}`}
          aria-current={section.kind === current ? 'page' : undefined}
        >
          {section.text}
        </Link>
      ))}
    </nav>
  );
}
