// The applicant's cook application in their profile: under review, approved (with the way to
// their page and their dishes) or rejected (with the operator's reason and the way to apply
// again). Nothing for someone who never applied. The same answer the become-cook popup reads.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChefHat, CircleAlert, Clock } from 'lucide-react';
import { AppLink, buildPath, buttonStyles, loadUser, openPopup, useAuth, useUser, type CookApplication, type CurrentUser } from '@povar/shared-kit';
import { COOK_APPLICATION_QUERY_KEY, fetchLatestApplication } from './cook-application';
import styles from './ApplicationStatus.module.css';

export const APPLICATION_STATUS_TITLE = 'Заявка на повара';
export const APPLICATION_STATUS_TEXTS = {
  pending: { title: 'На рассмотрении', text: 'Мы проверяем документы и фотографии кухни и сообщим о решении по СМС.' },
  approved: { title: 'Одобрена', text: 'Вы повар! Ваша страница уже открыта: добавьте блюда, и она появится в каталоге.' },
  rejected: { title: 'Отклонена', text: 'К сожалению, мы не можем принять эту заявку. Исправьте то, что указано в причине, и подайте заявку снова.' },
} as const;

const day = (iso: string) => new Date(iso).toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

export function ApplicationStatus() {
  const isAuth = useAuth((state) => state.isAuth);
  const user = useUser((state) => state.user);
  const application = useQuery({ queryKey: COOK_APPLICATION_QUERY_KEY, queryFn: fetchLatestApplication, enabled: isAuth && user !== null });
  const approved = application.data?.status === 'approved';

  // Approved since the account was loaded: its isCook and cookData are stale.
  useEffect(() => {
    if (approved && user && !user.isCook) void loadUser();
  }, [approved, user]);

  if (!user || !application.data) return null;
  return <StatusCard application={application.data} user={user} />;
}

function StatusCard({ application, user }: { application: CookApplication; user: CurrentUser }) {
  const { status } = application;
  const { title, text } = APPLICATION_STATUS_TEXTS[status];
  const Icon = status === 'pending' ? Clock : status === 'approved' ? ChefHat : CircleAlert;
  const when = status === 'pending' ? `Подана ${day(application.createdAt)}` : application.reviewedAt ? `Решение от ${day(application.reviewedAt)}` : null;
  const cookId = user.cookData?.id;
  return (
    <section className={styles.card} data-status={status} aria-labelledby="cook-application-status-title">
      <Icon className={styles.icon} aria-hidden="true" size={32} strokeWidth={1.6} />
      <div className={styles.body}>
        <h2 id="cook-application-status-title" className={styles.title}>
          {APPLICATION_STATUS_TITLE}: <span className={styles.state}>{title}</span>
        </h2>
        {when && <p className={styles.when}>{when}</p>}
        <p className={styles.text}>{text}</p>
        {status === 'rejected' && application.rejectReason && (
          <p className={styles.reason}>
            <strong>Причина:</strong> {application.rejectReason}
          </p>
        )}
        <div className={styles.actions}>
          {status === 'approved' && cookId !== undefined && (
            <>
              <AppLink className={buttonStyles.primary} href={buildPath('COOK', { id: cookId })}>
                Моя страница
              </AppLink>
              <AppLink className={buttonStyles.secondary} href={buildPath('PROFILE_DISHES')}>
                Мои блюда
              </AppLink>
            </>
          )}
          {status === 'rejected' && !user.isCook && (
            <button type="button" className={buttonStyles.primary} onClick={() => openPopup('become-cook', { again: true })}>
              Подать заявку снова
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
