// The profile menu, mainly the mobile 'Профиль' tab: who is signed in, the user's and
// the cook's sections, and the rest; a guest gets the way in and what needs no account.
import { useState, type ComponentType, type ReactNode } from 'react';
import {
  BookOpen,
  CalendarClock,
  ChefHat,
  ClipboardCheck,
  ChevronRight,
  CircleHelp,
  CreditCard,
  Headset,
  Heart,
  LogOut,
  MapPin,
  MessageCircle,
  Sparkles,
  Store,
  UserRound,
  UtensilsCrossed,
  type LucideProps,
} from 'lucide-react';
import {
  AppLink,
  buildPath,
  buttonStyles,
  displayNameOf,
  formatCounter,
  loadUser,
  logout,
  openPopup,
  openSupportChat,
  StateBlock,
  useAuth,
  useUser,
  type CurrentUser,
} from '@povar/shared-kit';
import { ApplicationStatus } from '../become-cook/ApplicationStatus';
import { Avatar } from '../forms/Avatar';
import styles from './ProfileMenuPage.module.css';

export const GUEST_TITLE = 'Вы не авторизованы';
export const GUEST_TEXT = 'Войдите по номеру телефона, чтобы заказывать у поваров, писать им в чат и сохранять любимые блюда и адреса.';
const FAQ_HREF = buildPath('DOCS', { slug: 'faq' });

type Icon = ComponentType<LucideProps>;

export function ProfileMenuPage() {
  const isAuth = useAuth((state) => state.isAuth);
  const { user, loading } = useUser();
  return <section className={styles.page}>{!isAuth ? <GuestMenu /> : user ? <UserMenu user={user} /> : loading ? <MenuSkeleton /> : <LoadFailure />}</section>;
}

function GuestMenu() {
  return (
    <>
      <StateBlock
        className={styles.guest}
        icon={<UserRound aria-hidden="true" size={56} strokeWidth={1.4} />}
        title={GUEST_TITLE}
        titleAs="h1"
        text={GUEST_TEXT}
      >
        <button type="button" className={`${buttonStyles.primary} ${buttonStyles.large}`} onClick={() => openPopup('auth')}>
          Вход / Регистрация
        </button>
      </StateBlock>
      <MenuGroup label="Ещё">
        <MenuButton icon={ChefHat} onClick={() => openPopup('auth', { isForCook: true })}>
          Стать поваром
        </MenuButton>
        <MenuLink icon={CircleHelp} href={FAQ_HREF}>
          Частые вопросы
        </MenuLink>
      </MenuGroup>
    </>
  );
}

function UserMenu({ user }: { user: CurrentUser }) {
  const [leaving, setLeaving] = useState(false);
  const name = displayNameOf(user);
  const unread = user.unreadMessagesCount;

  return (
    <>
      <header className={styles.header}>
        <Avatar image={user.avatar} name={name} className={styles.avatar} />
        <div className={styles.who}>
          <h1 className={styles.name}>{name}</h1>
          <AppLink className={styles.settings} href={buildPath('PROFILE')}>
            Настройки
          </AppLink>
        </div>
      </header>

      <ApplicationStatus />

      <MenuGroup label="Мои разделы">
        <MenuLink icon={Heart} href={buildPath('PROFILE_FAVORITE_COOKS')}>
          Избранное
        </MenuLink>
        <MenuLink
          icon={MessageCircle}
          href={buildPath('PROFILE_CHATS')}
          badge={
            unread > 0 ? (
              <span className={styles.badge}>
                {formatCounter(unread)}
                <span className={styles.visuallyHidden}> непрочитанных</span>
              </span>
            ) : null
          }
        >
          Чаты
        </MenuLink>
        <MenuLink icon={CreditCard} href={buildPath('PROFILE_PAYMENT_TYPES')}>
          Способы оплаты
        </MenuLink>
        <MenuLink icon={MapPin} href={buildPath('PROFILE_ADDRESS')}>
          Мои адреса
        </MenuLink>
      </MenuGroup>

      {user.isCook && (
        <MenuGroup label="Кухня повара">
          {user.cookData && (
            <MenuLink icon={Store} href={buildPath('COOK', { id: user.cookData.id })}>
              Моя страница
            </MenuLink>
          )}
          <MenuLink icon={UtensilsCrossed} href={buildPath('PROFILE_DISHES')}>
            Мои блюда
          </MenuLink>
          <MenuLink icon={Sparkles} href={buildPath('PROFILE_COMPILATIONS')}>
            Повар рекомендует
          </MenuLink>
          <MenuLink icon={CalendarClock} href={buildPath('PROFILE_SCHEDULE')}>
            График работы
          </MenuLink>
          <MenuLink icon={BookOpen} href={buildPath('PROFILE_USEFUL')}>
            Полезные материалы
          </MenuLink>
        </MenuGroup>
      )}

      {user.isOperator && (
        <MenuGroup label="Модерация">
          <MenuLink icon={ClipboardCheck} href={buildPath('MODERATION')}>
            Заявки поваров
          </MenuLink>
        </MenuGroup>
      )}

      <MenuGroup label="Ещё">
        {!user.isCook && (
          <MenuButton icon={ChefHat} onClick={() => openPopup('become-cook')}>
            Стать поваром
          </MenuButton>
        )}
        {/* The support chat (with the service's support account), opened like any chat. */}
        <MenuButton icon={Headset} onClick={() => openSupportChat()}>
          Поддержка сервиса
        </MenuButton>
        <MenuLink icon={CircleHelp} href={FAQ_HREF}>
          Частые вопросы
        </MenuLink>
        <MenuButton
          icon={LogOut}
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logout().finally(() => setLeaving(false));
          }}
        >
          {leaving ? 'Выходим…' : 'Выйти'}
        </MenuButton>
      </MenuGroup>
    </>
  );
}

function MenuGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav className={styles.group} aria-label={label}>
      <ul className={styles.list}>{children}</ul>
    </nav>
  );
}

function ItemContent({ icon: IconComponent, children, badge }: { icon: Icon; children: ReactNode; badge?: ReactNode }) {
  return (
    <>
      <IconComponent className={styles.icon} aria-hidden="true" size={22} strokeWidth={1.8} />
      <span className={styles.label}>{children}</span>
      {badge}
      <ChevronRight className={styles.chevron} aria-hidden="true" size={20} strokeWidth={1.8} />
    </>
  );
}

function MenuLink({ icon, href, external = false, badge, children }: { icon: Icon; href: string; external?: boolean; badge?: ReactNode; children: ReactNode }) {
  return (
    <li>
      {external ? (
        <a className={styles.item} href={href} target="_blank" rel="noopener noreferrer">
          <ItemContent icon={icon}>{children}</ItemContent>
        </a>
      ) : (
        <AppLink className={styles.item} href={href}>
          <ItemContent icon={icon} badge={badge}>
            {children}
          </ItemContent>
        </AppLink>
      )}
    </li>
  );
}

function MenuButton({ icon, onClick, disabled = false, children }: { icon: Icon; onClick?: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <li>
      <button type="button" className={styles.item} onClick={onClick} disabled={disabled}>
        <ItemContent icon={icon}>{children}</ItemContent>
      </button>
    </li>
  );
}

function LoadFailure() {
  return (
    <StateBlock className={styles.guest} title="Не удалось загрузить профиль" titleAs="h1" text="Проверьте соединение и попробуйте ещё раз.">
      <button type="button" className={`${buttonStyles.primary} ${buttonStyles.large}`} onClick={() => void loadUser()}>
        Повторить
      </button>
    </StateBlock>
  );
}

function MenuSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="Загрузка профиля">
      <div className={styles.header}>
        <span className={`${styles.avatar} ${styles.shimmer}`} />
        <span className={`${styles.skeletonLine} ${styles.shimmer}`} />
      </div>
      {[4, 4].map((rows, group) => (
        <div key={group} className={styles.group}>
          {Array.from({ length: rows }, (_, row) => (
            <span key={row} className={`${styles.skeletonItem} ${styles.shimmer}`} />
          ))}
        </div>
      ))}
    </div>
  );
}
