// The mobile tab bar. Every tap records an analytics goal with the tab's name.
import { buildPath, emit, formatCounter, reachGoal, type RouteMatch, AppLink } from '@povar/shared-kit';
import { ClipboardList, House, ShoppingBasket, User, UtensilsCrossed } from 'lucide-react';
import { activeNav, catalogHref, homeHref, ordersHref, type NavKey } from './nav-model';
import styles from './BottomTabs.module.css';

export interface BottomTabsProps {
  match: RouteMatch | null;
  regionSlug: string;
  /** 'Главная' and 'Каталог' are hidden on region-not-found errors. */
  regionError: boolean;
  isCook: boolean;
  basketCount: number;
  unreadCount: number;
}

const TAB_GOAL = 'mobile-tab-click';

export function BottomTabs({ match, regionSlug, regionError, isCook, basketCount, unreadCount }: BottomTabsProps) {
  const active = activeNav(match);
  const track = (tab: NavKey) => reachGoal(TAB_GOAL, { tab });
  const current = (key: NavKey) => (active === key ? 'page' : undefined);

  return (
    <nav className={styles.tabs} aria-label="Разделы">
      {!regionError && (
        <AppLink className={styles.tab} href={homeHref(regionSlug)} aria-current={current('home')} onClick={() => track('home')}>
          <House className={styles.icon} aria-hidden="true" size={22} strokeWidth={1.8} />
          Главная
        </AppLink>
      )}
      {!regionError && (
        <AppLink className={styles.tab} href={catalogHref(regionSlug)} aria-current={current('catalog')} onClick={() => track('catalog')}>
          <UtensilsCrossed className={styles.icon} aria-hidden="true" size={22} strokeWidth={1.8} />
          Каталог
        </AppLink>
      )}
      <AppLink className={styles.tab} href={ordersHref(isCook)} aria-current={current('orders')} onClick={() => track('orders')}>
        <ClipboardList className={styles.icon} aria-hidden="true" size={22} strokeWidth={1.8} />
        Заказы
      </AppLink>
      <button
        type="button"
        className={styles.tab}
        onClick={() => {
          track('basket');
          emit('popup:open', { popup: 'basket' });
        }}
      >
        <ShoppingBasket className={styles.icon} aria-hidden="true" size={22} strokeWidth={1.8} />
        Корзина
        {basketCount > 0 && <span className={styles.badge}>{formatCounter(basketCount)}</span>}
      </button>
      <AppLink className={styles.tab} href={buildPath('PROFILE_MENU')} aria-current={current('profile')} onClick={() => track('profile')}>
        <User className={styles.icon} aria-hidden="true" size={22} strokeWidth={1.8} />
        Профиль
        {unreadCount > 0 && (
          <span className={styles.badge} aria-label={`Непрочитанных сообщений: ${unreadCount}`}>
            {formatCounter(unreadCount)}
          </span>
        )}
      </AppLink>
    </nav>
  );
}
