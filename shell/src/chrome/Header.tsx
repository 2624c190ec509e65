// The header: logo, navigation, the delivery-address widget, cart button and the account menu.
// Hidden on the landing layout.
import { useEffect, useRef, useState } from 'react';
import { buildPath, emit, formatCounter, logout, MENU_HIDE_DELAY_MS, type RouteMatch, AppLink } from '@povar/shared-kit';
import { ShoppingBasket, UserRound } from 'lucide-react';
import { AddressWidget } from './AddressWidget';
import { activeNav, addressWidgetHiddenOnMobile, catalogHref, homeHref, ordersHref } from './nav-model';
import styles from './Header.module.css';

export interface HeaderProps {
  match: RouteMatch | null;
  regionSlug: string;
  isAuth: boolean;
  isCook: boolean;
  userLoading: boolean;
  displayName: string | null;
  basketCount: number;
  /** The avatar's badge: messages not read yet. */
  unreadCount?: number;
}

export function Header({ match, regionSlug, isAuth, isCook, userLoading, displayName, basketCount, unreadCount = 0 }: HeaderProps) {
  const active = activeNav(match);
  const addressHiddenOnMobile = addressWidgetHiddenOnMobile(match);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <AppLink href={homeHref(regionSlug)} className={styles.logo}>
          <span className={styles.logoMark} aria-hidden="true">
            П
          </span>
          {/* On mobile the address widget takes the text's room where it shows. */}
          <span className={addressHiddenOnMobile ? styles.logoText : `${styles.logoText} ${styles.logoTextBesideAddress}`}>Повар рядом</span>
          <span className="visually-hidden"> — на главную</span>
        </AppLink>
        <nav className={styles.nav} aria-label="Основная навигация">
          <AppLink href={homeHref(regionSlug)} className={styles.navLink} aria-current={active === 'home' ? 'page' : undefined}>
            Главная
          </AppLink>
          <AppLink href={catalogHref(regionSlug)} className={styles.navLink} aria-current={active === 'catalog' ? 'page' : undefined}>
            Каталог
          </AppLink>
          {isAuth && (
            <AppLink href={ordersHref(isCook)} className={styles.navLink} aria-current={active === 'orders' ? 'page' : undefined}>
              Заказы
            </AppLink>
          )}
        </nav>
        <AddressWidget hiddenOnMobile={addressHiddenOnMobile} />
        <div className={styles.actions}>
          {basketCount > 0 && (
            <button type="button" className={styles.cart} onClick={() => emit('popup:open', { popup: 'basket' })}>
              <ShoppingBasket aria-hidden="true" size={20} />
              <span className="visually-hidden">Корзина, товаров:</span>
              <span className={styles.badge}>{formatCounter(basketCount)}</span>
            </button>
          )}
          <AccountMenu isAuth={isAuth} isCook={isCook} loading={userLoading} displayName={displayName} unreadCount={unreadCount} />
        </div>
      </div>
    </header>
  );
}

function AccountMenu({
  isAuth,
  isCook,
  loading,
  displayName,
  unreadCount,
}: {
  isAuth: boolean;
  isCook: boolean;
  loading: boolean;
  displayName: string | null;
  unreadCount: number;
}) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [open]);

  // A mouse that leaves the open menu closes it after a pause; coming back within it keeps it.
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const keepOpen = () => {
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = null;
  };
  const hideSoon = (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse' || !open) return;
    keepOpen();
    hideTimer.current = setTimeout(() => setOpen(false), MENU_HIDE_DELAY_MS);
  };
  useEffect(() => keepOpen, []);

  const openAuth = (isForCook = false) => {
    setOpen(false);
    emit('popup:open', { popup: 'auth', props: { isForCook } });
  };

  return (
    <div className={styles.account} ref={rootRef} onPointerLeave={hideSoon} onPointerEnter={keepOpen}>
      <button
        type="button"
        className={styles.avatar}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={isAuth && unreadCount > 0 ? `Меню профиля, непрочитанных сообщений: ${unreadCount}` : 'Меню профиля'}
        onClick={() => setOpen((value) => !value)}
      >
        {isAuth && unreadCount > 0 && (
          <span className={styles.unread} aria-hidden="true">
            {formatCounter(unreadCount)}
          </span>
        )}
        {loading ? (
          <span aria-hidden="true">…</span>
        ) : displayName && /^\p{L}/u.test(displayName) ? (
          // A name's first letter; a phone standing in for the name gets the plain icon.
          <span aria-hidden="true">{displayName[0]?.toUpperCase()}</span>
        ) : (
          <UserRound aria-hidden="true" size={22} strokeWidth={1.8} />
        )}
      </button>
      {open && (
        <div className={styles.dropdown} role="menu">
          {loading ? (
            <p className={styles.dropdownNote}>Загрузка...</p>
          ) : isAuth ? (
            <>
              <p className={styles.dropdownTitle}>{displayName}</p>
              <AppLink role="menuitem" className={styles.dropdownItem} href={buildPath('PROFILE')} onClick={() => setOpen(false)}>
                Настройки
              </AppLink>
              <AppLink role="menuitem" className={styles.dropdownItem} href={ordersHref(isCook)} onClick={() => setOpen(false)}>
                {isCook ? 'Продажи' : 'Мои заказы'}
              </AppLink>
              <AppLink role="menuitem" className={styles.dropdownItem} href={buildPath('PROFILE_CHATS')} onClick={() => setOpen(false)}>
                Чаты
                {unreadCount > 0 && (
                  <span className={styles.itemBadge}>
                    {formatCounter(unreadCount)}
                    <span className="visually-hidden"> непрочитанных</span>
                  </span>
                )}
              </AppLink>
              <AppLink role="menuitem" className={styles.dropdownItem} href={buildPath('PROFILE_MENU')} onClick={() => setOpen(false)}>
                Профиль
              </AppLink>
              {/* The same sign-out as the profile menu's 'Выйти'. */}
              <button
                type="button"
                role="menuitem"
                className={styles.dropdownItem}
                disabled={leaving}
                onClick={() => {
                  setLeaving(true);
                  void logout().finally(() => {
                    setLeaving(false);
                    setOpen(false);
                  });
                }}
              >
                {leaving ? 'Выходим…' : 'Выйти'}
              </button>
            </>
          ) : (
            <>
              <p className={styles.dropdownTitle}>Вы не авторизованы</p>
              <p className={styles.dropdownNote}>Войдите, чтобы заказывать, общаться с поварами и сохранять любимые блюда.</p>
              <button type="button" role="menuitem" className={styles.dropdownPrimary} onClick={() => openAuth()}>
                Вход / Регистрация
              </button>
              <button type="button" role="menuitem" className={styles.dropdownItem} onClick={() => openAuth(true)}>
                Стать поваром
              </button>
              <AppLink role="menuitem" className={styles.dropdownItem} href={buildPath('DOCS', { slug: 'faq' })} onClick={() => setOpen(false)}>
                Частые вопросы
              </AppLink>
            </>
          )}
        </div>
      )}
    </div>
  );
}
