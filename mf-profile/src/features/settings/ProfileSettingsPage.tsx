// Profile settings (PROFILE): the cook application's state when there is one; the picture, name,
// about and e-mail; the phone, changed by confirming a new one; and the password.
import { useUser, type CurrentUser } from '@povar/shared-kit';
import { ApplicationStatus } from '../become-cook/ApplicationStatus';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PhoneRow } from './PhoneRow';
import { ProfileDataForm } from './ProfileDataForm';
import styles from './ProfileSettingsPage.module.css';

export function ProfileSettingsPage() {
  const user = useUser((state) => state.user);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Настройки профиля</h1>
      <ApplicationStatus />
      {user ? <Settings user={user} /> : <SettingsSkeleton />}
    </section>
  );
}

function Settings({ user }: { user: CurrentUser }) {
  return (
    <div className={styles.columns}>
      <section className={styles.card} aria-labelledby="profile-data-title">
        <h2 id="profile-data-title" className={styles.cardTitle}>
          Личные данные
        </h2>
        {/* A fresh form for another account (a sign-in in another tab) */}
        <ProfileDataForm key={user.id} user={user} />
      </section>
      <div className={styles.side}>
        <section className={styles.card} aria-labelledby="profile-phone-title">
          <h2 id="profile-phone-title" className={styles.cardTitle}>
            Телефон
          </h2>
          <PhoneRow user={user} />
        </section>
        <section className={styles.card} aria-labelledby="profile-password-title">
          <h2 id="profile-password-title" className={styles.cardTitle}>
            Пароль
          </h2>
          <ChangePasswordForm key={user.id} />
        </section>
      </div>
    </div>
  );
}

function SettingsSkeleton() {
  return (
    <div className={styles.columns} aria-busy="true" aria-label="Загрузка профиля">
      <div className={`${styles.card} ${styles.skeletonCard} ${styles.shimmer}`} />
      <div className={styles.side}>
        <div className={`${styles.card} ${styles.skeletonCardSmall} ${styles.shimmer}`} />
        <div className={`${styles.card} ${styles.skeletonCardSmall} ${styles.shimmer}`} />
      </div>
    </div>
  );
}
