// The landing for prospective cooks (FOR_COOKS, layout 'landing': the shell shows no header): why, how, what it takes, and the 'Стать поваром' lead form.
import { useId, type MouseEvent, type ReactNode } from 'react';
import { House, MapPin, MessageSquareText, Scale, ShieldCheck, Truck, type LucideIcon } from 'lucide-react';
import { DEFAULT_REGION_SLUG, Link, buildPath, openPopup, useAuth, useNavigate, useRegion, useUser, type Region, type RoutePage } from '@povar/shared-kit';
import { docsPath } from '../docs/docs-pages';
import { useScrollToTopOn } from '../page-effects';
import { CookLeadForm } from './CookLeadForm';
import styles from './ForCooksPage.module.css';

const FORM_SECTION_ID = 'become-cook';
const STEPS_SECTION_ID = 'how-it-works';

const FACTS: readonly { Icon: LucideIcon; text: string }[] = [
  { Icon: ShieldCheck, text: 'Проверяем каждого повара' },
  { Icon: House, text: 'Готовите у себя дома' },
  { Icon: Scale, text: 'Порции от 0,5 кг' },
  { Icon: Truck, text: 'Самовывоз и доставка' },
];

const REASONS: readonly { Icon: LucideIcon; title: string; text: string }[] = [
  {
    Icon: House,
    title: 'Своя кухня вместо кафе',
    text: 'Не нужно арендовать помещение и открывать общепит: вы готовите у себя дома, в привычном ритме и из продуктов, которым доверяете.',
  },
  {
    Icon: MapPin,
    title: 'Покупатели рядом',
    text: 'Ваши блюда видят люди из вашего города — в каталоге, на карте поваров и в подборках. При сортировке по расстоянию ближайшие повара идут первыми.',
  },
  {
    Icon: Scale,
    title: 'Большие порции — понятные заказы',
    text: 'Блюда продаются от 0,5 кг: одна большая кастрюля борща вместо десятка маленьких порций, а покупателю хватает еды на несколько дней.',
  },
  {
    Icon: Truck,
    title: 'Самовывоз и доставка',
    text: 'У каждого повара доступны оба способа: покупатель забирает заказ сам или оформляет доставку — как ему удобнее.',
  },
  {
    Icon: MessageSquareText,
    title: 'Пожелания заранее',
    text: 'Покупатель оставляет комментарий к заказу — «без лука», «поменьше соли», «к семи вечера», — и вы знаете, чего от вас ждут, ещё до начала готовки.',
  },
  {
    Icon: ShieldCheck,
    title: 'Проверка, которой доверяют',
    text: 'Мы пробуем блюда, смотрим условия на кухне и объясняем требования к безопасности продуктов. Значок «Повар проверен» на вашей странице видят все покупатели.',
  },
];

const STEPS: readonly { title: string; text: string }[] = [
  { title: 'Оставьте заявку', text: 'Имя, телефон и город — это займёт минуту.' },
  { title: 'Познакомимся', text: 'Позвоним, расскажем об условиях работы и ответим на ваши вопросы.' },
  { title: 'Пройдите проверку', text: 'Попробуем ваши блюда, посмотрим кухню и объясним требования к безопасности продуктов.' },
  { title: 'Оформите меню', text: 'Добавьте блюда с фото, составом, весом и ценой, настройте график работы и загрузите документы.' },
  { title: 'Принимайте заказы', text: 'Покупатели находят вас в каталоге и на карте, пишут в чат и оформляют заказы с самовывозом или доставкой.' },
];

export const ForCooksPage: RoutePage = ({ match }) => {
  useScrollToTopOn(match.route.name);
  const regionSlug = useRegion((state) => state.region?.slug) ?? DEFAULT_REGION_SLUG;
  const mainCities = useRegion((state) => state.mainCities);
  const nameInputId = useId();

  const isAuth = useAuth((state) => state.isAuth);
  const navigate = useNavigate();
  const isCook = useUser((state) => state.user?.isCook ?? false);

  /**
   * Every 'Стать поваром' starts the application: a guest signs in first (the auth
   * popup with isForCook continues to the form), a signed-in person gets the form, a cook goes
   * to their dishes.
   */
  const openForm = () => {
    if (!isAuth) openPopup('auth', { isForCook: true });
    else if (isCook) void navigate(buildPath('PROFILE_DISHES'));
    else openPopup('become-cook');
  };

  return (
    <div className={styles.landing}>
      <div className={styles.topBar}>
        <Link to={buildPath('INDEX', {}, regionSlug)} className={styles.logo}>
          <span className={styles.logoMark} aria-hidden="true">
            П
          </span>
          <span>Повар рядом</span>
          <span className="visually-hidden"> — на главную</span>
        </Link>
        <button type="button" className={styles.topCta} onClick={openForm}>
          Стать поваром
        </button>
      </div>

      <section className={styles.hero} aria-labelledby="for-cooks-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>Для тех, кто любит готовить</p>
          <h1 id="for-cooks-title" className={styles.title}>
            Готовьте дома&nbsp;— продавайте соседям
          </h1>
          <p className={styles.lead}>
            «Повар рядом» — маркетплейс домашней еды. Вы готовите на своей кухне то, что получается у вас лучше всего, а покупатели из вашего города находят вас
            в каталоге, на карте и в подборках.
          </p>
          <div className={styles.heroActions}>
            <button type="button" className={styles.primary} onClick={openForm}>
              Стать поваром
            </button>
            <a className={styles.secondary} href={`#${STEPS_SECTION_ID}`} onClick={(event) => jumpTo(event, STEPS_SECTION_ID)}>
              Как это работает
            </a>
          </div>
          <ul className={styles.facts}>
            {FACTS.map(({ Icon, text }) => (
              <li key={text}>
                <Icon aria-hidden="true" size={20} strokeWidth={1.8} />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <OrderIllustration />
      </section>

      <section className={styles.section} aria-labelledby="for-cooks-why">
        <div className={styles.inner}>
          <h2 id="for-cooks-why" className={styles.sectionTitle}>
            Почему повара выбирают «Повар рядом»
          </h2>
          <ul className={styles.reasons}>
            {REASONS.map(({ Icon, title, text }) => (
              <li key={title} className={styles.reason}>
                <span className={styles.reasonIcon} aria-hidden="true">
                  <Icon size={24} strokeWidth={1.8} />
                </span>
                <h3 className={styles.cardTitle}>{title}</h3>
                <p className={styles.cardText}>{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id={STEPS_SECTION_ID} className={`${styles.section} ${styles.muted}`} aria-labelledby="for-cooks-steps" tabIndex={-1}>
        <div className={styles.inner}>
          <h2 id="for-cooks-steps" className={styles.sectionTitle}>
            Как стать поваром
          </h2>
          <ol className={styles.steps}>
            {STEPS.map(({ title, text }) => (
              <li key={title} className={styles.step}>
                <h3 className={styles.cardTitle}>{title}</h3>
                <p className={styles.cardText}>{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={styles.section} aria-label="Условия">
        <div className={styles.inner}>
          <div className={styles.columns}>
            <div className={styles.column}>
              <h2 className={styles.sectionTitle}>Что вы получаете</h2>
              <ul className={styles.checklist}>
                <li>
                  <strong>Свои цены.</strong> Цену блюда назначаете вы сами — как её посчитать, рассказываем в материале{' '}
                  <Link to={docsPath('profile/useful/prices')}>«Как назначить цену»</Link>.
                </li>
                <li>
                  <strong>Свой график.</strong> Принимайте заказы, когда вам удобно, и берите перерыв, когда нужно: график работы меняется в пару нажатий.
                </li>
                <li>
                  <strong>Постоянных покупателей.</strong> Отзывы и рейтинг копятся на вашей странице, а покупатели добавляют вас в избранное и повторяют
                  заказы.
                </li>
                <li>
                  <strong>Выплаты за заказы.</strong> Продажи и выплаты по каждому заказу видны в вашем кабинете; условия описаны в публичной оферте.
                </li>
              </ul>
            </div>
            <div className={styles.column}>
              <h2 className={styles.sectionTitle}>Что мы берём на себя</h2>
              <ul className={styles.checklist}>
                <li>
                  <strong>Витрину.</strong> Ваша страница с меню, отзывами и значками проверки, место в каталоге, на карте и в подборках.
                </li>
                <li>
                  <strong>Заказы и оплату.</strong> Покупатель оформляет и оплачивает заказ онлайн, а вы видите его в списке продаж.
                </li>
                <li>
                  <strong>Связь.</strong> Чат с покупателями и поддержка, которая поможет, если что-то пошло не так.
                </li>
                <li>
                  <strong>Знания.</strong> <Link to={docsPath('profile/useful/rules')}>Полезные материалы</Link>: как оформить меню, сфотографировать блюда и
                  посчитать себестоимость.
                </li>
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section className={`${styles.section} ${styles.muted}`} aria-labelledby="for-cooks-faq">
        <div className={styles.inner}>
          <h2 id="for-cooks-faq" className={styles.sectionTitle}>
            Частые вопросы
          </h2>
          <div className={styles.faq}>
            <Question title="Нужна ли профессиональная кухня?">
              Нет. Вы готовите на своей кухне — мы проверяем, что она чистая, есть холодильник и место для хранения продуктов и упаковки.
            </Question>
            <Question title="Какие документы понадобятся?">
              Паспорт и санитарная (медицинская) книжка. Подтверждённые документы отмечаются значками на вашей странице — покупатели обращают на них внимание.
              Подробности — в <Link to={docsPath('profile/useful/rules')}>«Правилах для поваров»</Link>.
            </Question>
            <Question title="Сколько стоит работа с сервисом?">
              Условия работы и комиссия сервиса описаны в публичной оферте — ссылка на неё есть внизу страницы. Мы расскажем о них и при первом звонке.
            </Question>
            <Question title="Обязательно готовить каждый день?">
              Нет. Вы сами задаёте график работы, а закончившееся блюдо можно скрыть из каталога одним нажатием и вернуть, когда будете готовы.
            </Question>
            <Question title="Как покупатели узнают обо мне?">
              Ваши блюда появляются в каталоге вашего города, на карте поваров и в подборках. А ссылкой на свою страницу можно поделиться с друзьями и соседями.
            </Question>
            <Question title="В каких городах можно стать поваром?">{citiesAnswer(mainCities)}</Question>
          </div>
        </div>
      </section>

      <section id={FORM_SECTION_ID} className={styles.section} aria-labelledby="for-cooks-form">
        <div className={`${styles.inner} ${styles.formSection}`}>
          <div className={styles.formIntro}>
            <h2 id="for-cooks-form" className={styles.sectionTitle}>
              Остались вопросы?
            </h2>
            <p>Оставьте телефон — мы позвоним, расскажем об условиях и поможем с заявкой.</p>
            <p className={styles.formNote}>Звонок ни к чему не обязывает: решение вы примете после разговора.</p>
          </div>
          <div className={styles.formCard}>
            <CookLeadForm nameInputId={nameInputId} />
          </div>
        </div>
      </section>
    </div>
  );
};

function Question({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className={styles.question}>
      <summary>{title}</summary>
      <p>{children}</p>
    </details>
  );
}

/** 'Тюмень, Екатеринбург и Омск' from the served cities the shell put in the region store. */
export function citiesAnswer(cities: readonly Region[]): string {
  const names = cities.map((city) => city.name);
  if (names.length === 0) return 'Выберите свой город в заявке — мы расскажем, когда начнём там работать.';
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} и ${names[names.length - 1]}`;
  return `Сейчас мы работаем ${names.length === 1 ? 'в городе' : 'в городах'}: ${list}. Выберите свой город в заявке.`;
}

/** Smoothly, unless the visitor asked the system for less motion. */
function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}

/** An in-page link that scrolls and moves the focus without writing a hash into the address. */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  event.preventDefault();
  scrollToSection(id);
  document.getElementById(id)?.focus({ preventScroll: true });
}

/** A new order as a cook sees it: the comment feature, shown rather than told. Decorative. */
function OrderIllustration() {
  return (
    <div className={styles.illustration} aria-hidden="true">
      <div className={styles.orderCard}>
        <p className={styles.orderLabel}>Новый заказ</p>
        <p className={styles.orderDish}>Пельмени домашние, 1 кг</p>
        <p className={styles.orderDish}>Борщ с фасолью, 1,5 л</p>
        <p className={styles.orderComment}>«Без лука, пожалуйста. Заберу в 19:00»</p>
        <div className={styles.orderFooter}>
          <span>Самовывоз</span>
          <span className={styles.orderTag}>Оплачено</span>
        </div>
      </div>
      <div className={styles.badgeCard}>
        <ShieldCheck size={22} strokeWidth={1.8} />
        Повар проверен
      </div>
    </div>
  );
}
