// The region-not-available screen: the URL's city is unknown or not served yet.
import { emit, screenStyles as styles } from '@povar/shared-kit';
import { shellStore } from '../../shell-store';
import { MapPinOff } from 'lucide-react';

export interface RegionNotAvailableScreenProps {
  isAuth: boolean;
  isCook: boolean;
  /** The support messenger of the site settings; null until they arrive. */
  supportLink: string | null;
}

export function RegionNotAvailableScreen({ isAuth, isCook, supportLink }: RegionNotAvailableScreenProps) {
  const becomeCook = () => (isAuth ? emit('popup:open', { popup: 'become-cook' }) : emit('popup:open', { popup: 'auth', props: { isForCook: true } }));

  return (
    <section className={styles.screen} data-screen="region-not-available">
      <MapPinOff className={styles.illustration} aria-hidden="true" size={88} strokeWidth={1.4} />
      <h1 className={styles.title}>Сервис ещё недоступен в данном регионе :(</h1>
      <p className={styles.text}>Оставьте свой e-mail — мы сообщим, как только запустимся в вашем городе.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => shellStore.getState().openPopup('region-notify')}>
          Сообщить мне
        </button>
        {!isCook && (
          <button type="button" className={styles.secondary} onClick={becomeCook}>
            Стать поваром
          </button>
        )}
        {supportLink && (
          <a className={styles.secondary} href={supportLink} target="_blank" rel="noopener noreferrer">
            Стать партнером
          </a>
        )}
      </div>
      <p className={styles.text}>
        А пока можно заказать домашнюю еду в{' '}
        <button type="button" className={styles.inlineLink} onClick={() => shellStore.getState().openPopup('cities')}>
          один из городов
        </button>
        , где мы уже работаем.
      </p>
    </section>
  );
}
