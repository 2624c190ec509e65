// The header's delivery-address widget: the address in use (or the invitation to give one); a click
// lets a signed-in user with saved addresses pick from the list and everyone else find the
// address on the map (through the address request).
import { MapPin, ChevronDown } from 'lucide-react';
import { chooseAddress, useAddress } from '@povar/shared-kit';
import styles from './AddressWidget.module.css';

export const NO_ADDRESS_TEXT = 'Укажите адрес доставки';

/**
 * The street and house are what a person recognises; the city is the region they already see.
 * "г Тюмень, ул Республики, д 1" → "ул Республики, д 1".
 */
export function shortAddress(address: string): string {
  const parts = address.split(',').map((part) => part.trim());
  while (parts.length > 1 && /^(г|г\.|город|обл|респ|край)\s/i.test(parts[0] ?? '')) parts.shift();
  return parts.join(', ');
}

export function AddressWidget({ hiddenOnMobile }: { hiddenOnMobile: boolean }) {
  const address = useAddress((state) => state.address);
  const loaded = useAddress((state) => state.loaded);
  const className = `${styles.widget} ${hiddenOnMobile ? styles.desktopOnly : ''}`;
  if (!loaded) return <span className={`${className} ${styles.placeholder}`} aria-hidden="true" />;
  const text = address ? shortAddress(address.address) : NO_ADDRESS_TEXT;
  return (
    <button
      type="button"
      className={className}
      title={address?.address ?? NO_ADDRESS_TEXT}
      aria-label={address ? `Адрес доставки: ${address.address}. Изменить` : NO_ADDRESS_TEXT}
      onClick={chooseAddress}
    >
      <MapPin aria-hidden="true" size={18} className={styles.pin} />
      <span className={address ? styles.text : `${styles.text} ${styles.invite}`}>{text}</span>
      <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
    </button>
  );
}
