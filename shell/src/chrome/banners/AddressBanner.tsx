// The 'Введите адрес доставки' banner: until the visitor has been asked, a card fixed at the
// bottom (so it shifts no content) says delivery prices need an address. 'Позже' marks the
// visitor as asked; 'Ввести адрес' opens the address map (through the address request).
import { markAskedForAddress, requestAddress } from '@povar/shared-kit';
import { MapPin } from 'lucide-react';
import styles from './Banner.module.css';

export function AddressBanner() {
  return (
    <aside className={`${styles.banner} ${styles.withButtons}`} aria-label="Адрес доставки">
      <span className={styles.icon} aria-hidden="true">
        <MapPin size={24} />
      </span>
      <p className={styles.text}>
        <strong>Введите адрес доставки</strong>
        <span>Сейчас вы не видите стоимость доставки</span>
      </p>
      <span className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={markAskedForAddress}>
          Позже
        </button>
        <button type="button" className={styles.action} onClick={() => void requestAddress()}>
          Ввести адрес
        </button>
      </span>
    </aside>
  );
}
