// 'Меню', 'Отзывы', 'О поваре': tabs that are links to the tab routes, replacing
// the address rather than adding to the history; 'Отзывы' only when the cook has reviews.
import { Link, buildPath } from '@povar/shared-kit';
import { TAB_ROUTES, TAB_TITLES, type CookTab } from './cook-tabs';
import styles from './CookPage.module.css';

export const tabElementId = (tab: CookTab) => `cook-tab-${tab}`;

export function CookTabs({ cookId, active, reviewsCount, region }: { cookId: number; active: CookTab; reviewsCount: number; region: string | null }) {
  const tabs: CookTab[] = reviewsCount > 0 ? ['menu', 'reviews', 'about'] : ['menu', 'about'];
  return (
    <div className={styles.tabs} role="tablist" aria-label="Разделы страницы повара">
      {tabs.map((tab) => (
        <Link
          key={tab}
          id={tabElementId(tab)}
          className={styles.tab}
          role="tab"
          aria-selected={tab === active}
          to={buildPath(TAB_ROUTES[tab], { id: cookId }, region)}
          replace
        >
          {TAB_TITLES[tab]}
        </Link>
      ))}
    </div>
  );
}
