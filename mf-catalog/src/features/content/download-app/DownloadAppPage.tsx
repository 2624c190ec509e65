// The mobile app's page (DOWNLOAD_APP, /download-app): what the app does, the store badges from the site settings, a QR code on desktop and one download link on phones.
import type { MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { Bell, ChefHat, Heart, MapPin, MessageCircle, ShoppingBag, type LucideIcon } from 'lucide-react';
import { StoreBadges, buildPath, screenStyles, siteSettingsQuery, useBrowserValue, useMediaQuery, useSession, type RoutePage } from '@povar/shared-kit';
import { useScrollToTopOn } from '../page-effects';
import { detectPlatform, storeLinkFor, type MobilePlatform } from './platform';
import styles from './DownloadAppPage.module.css';

/** The desktop breakpoint (1024 px): from here a phone is not in the visitor's hand, so a QR code bridges to one. */
const DESKTOP_QUERY = '(min-width: 1024px)';
const BADGES_ID = 'store-badges';

const FEATURES: readonly { Icon: LucideIcon; title: string; text: string }[] = [
  { Icon: MapPin, title: 'Повара рядом с вами', text: 'Сортируйте блюда по расстоянию и цене, а поваров смотрите прямо на карте.' },
  {
    Icon: ShoppingBag,
    title: 'Заказ в пару касаний',
    text: 'Самовывоз или доставка, комментарий для повара, оплата онлайн и повтор любимого заказа одной кнопкой.',
  },
  { Icon: MessageCircle, title: 'Чат с поваром', text: 'Уточните состав или время, попросите приготовить без лука — повар ответит в приложении.' },
  { Icon: Bell, title: 'Уведомления', text: 'Новые сообщения и изменения в заказе приходят сразу, даже когда приложение закрыто.' },
  { Icon: Heart, title: 'Избранное', text: 'Сохраняйте любимых поваров и блюда, чтобы быстро заказать их снова.' },
  { Icon: ChefHat, title: 'Для поваров', text: 'Меню, продажи, чаты с покупателями и график работы всегда под рукой.' },
];

export const DownloadAppPage: RoutePage = ({ match }) => {
  useScrollToTopOn(match.route.name);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const inWebView = useSession((session) => session.requestId !== null);
  const settings = useQuery({ ...siteSettingsQuery, enabled: !inWebView });
  const platform = useBrowserValue<MobilePlatform>(() => detectPlatform(navigator.userAgent, navigator.maxTouchPoints), 'other');

  const footer = settings.data?.footer ?? null;
  const hasStores = Boolean(footer && (footer.apple_link || footer.google_link || footer.rustore_link));
  const origin = useBrowserValue(() => window.location.origin, '');
  const pageUrl = `${origin}${buildPath('DOWNLOAD_APP')}`;

  const stores = (
    <section id={BADGES_ID} className={desktop ? styles.heroStores : styles.stores} aria-labelledby="download-app-stores" tabIndex={-1}>
      <h2 id="download-app-stores" className={desktop ? styles.storesTitle : styles.sectionTitle}>
        Скачайте в удобном магазине
      </h2>
      {settings.isPending && <div className={styles.badgesSkeleton} role="status" aria-label="Загружаем ссылки на магазины" />}
      {settings.isError && (
        <div className={styles.storesError} role="alert">
          <p>Не удалось загрузить ссылки на магазины приложений.</p>
          <button type="button" className={screenStyles.secondary} onClick={() => void settings.refetch()} disabled={settings.isFetching}>
            Повторить
          </button>
        </div>
      )}
      {footer &&
        (hasStores ? <StoreBadges footer={footer} label="Магазины приложений" /> : <p className={styles.note}>Приложение скоро появится в магазинах.</p>)}
    </section>
  );

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="download-app-title">
        <div className={styles.intro}>
          <h1 id="download-app-title" className={styles.title}>
            «Повар рядом» в&nbsp;телефоне
          </h1>
          <p className={styles.lead}>
            Домашняя еда от проверенных поваров вашего города — в приложении ещё удобнее: найдите повара поблизости, оформите заказ за минуту и переписывайтесь
            с поваром, где бы вы ни были.
          </p>
          {inWebView ? (
            <p className={styles.note} role="status">
              Вы уже в приложении «Повар рядом» — всё, о чём здесь рассказано, у вас под рукой.
            </p>
          ) : (
            !desktop && hasStores && footer && <DownloadLink href={storeLinkFor(platform, footer)} />
          )}
          {/* On a desktop the stores sit by the QR code; on a phone under the one big link. */}
          {!inWebView && desktop && stores}
        </div>
        {!inWebView && desktop && (
          <figure className={styles.qr}>
            <QRCodeSVG value={pageUrl} size={184} level="M" marginSize={2} role="img" aria-label="QR-код: ссылка на эту страницу" />
            <figcaption className={styles.qrCaption}>Наведите камеру телефона на QR-код</figcaption>
          </figure>
        )}
      </section>

      {!inWebView && !desktop && stores}

      <section className={styles.features} aria-labelledby="download-app-features">
        <h2 id="download-app-features" className={styles.sectionTitle}>
          Что умеет приложение
        </h2>
        <ul className={styles.featureList}>
          {FEATURES.map(({ Icon, title, text }) => (
            <li key={title} className={styles.feature}>
              <span className={styles.featureIcon} aria-hidden="true">
                <Icon size={24} strokeWidth={1.8} />
              </span>
              <h3 className={styles.featureTitle}>{title}</h3>
              <p className={styles.featureText}>{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
};

/** The platform's store, or (no single store fits) a jump to the badges below. */
function DownloadLink({ href }: { href: string | null }) {
  const toBadges = (event: MouseEvent<HTMLAnchorElement>) => {
    const badges = document.getElementById(BADGES_ID);
    if (!badges) return;
    event.preventDefault();
    badges.scrollIntoView({ behavior: 'smooth', block: 'start' });
    badges.focus({ preventScroll: true });
  };
  return (
    <a className={`${screenStyles.primary} ${styles.download}`} href={href ?? `#${BADGES_ID}`} onClick={href ? undefined : toBadges}>
      Скачать приложение
    </a>
  );
}
