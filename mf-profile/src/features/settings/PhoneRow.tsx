// The account's phone, formatted; 'Изменить' confirms a new one by a code (the verify-phone popup).
import { formatPhone, openPopup, type CurrentUser } from '@povar/shared-kit';
import styles from './ProfileSettingsPage.module.css';
import { formStyles } from '@povar/shared-kit/forms';

export function PhoneRow({ user }: { user: CurrentUser }) {
  return (
    <div className={styles.phoneRow}>
      <p className={styles.phone}>
        {formatPhone(user.phone)}
        {!user.phoneVerified && <span className={styles.unconfirmed}>не подтверждён</span>}
      </p>
      <button type="button" className={formStyles.linkButton} onClick={() => openPopup('verify-phone', { phone: user.phone })}>
        Изменить
      </button>
    </div>
  );
}
