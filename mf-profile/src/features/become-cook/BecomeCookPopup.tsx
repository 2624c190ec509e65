// 'Стать поваром' (the become-cook popup, never offered to cooks): a signed-in customer applies; the latest
// application's state decides what the popup shows: its status while it is reviewed, the reason
// of a refusal with the way to apply again, or the form.
import { useEffect, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Clock, CircleAlert, ChefHat } from 'lucide-react';
import { AppLink, buildPath, loadUser, openPopup, Popup, useAuth, useUser, type WidgetProps } from '@povar/shared-kit';
import { APPLICATION_SENT_TEXT, COOK_APPLICATION_QUERY_KEY, fetchLatestApplication } from './cook-application';
import { CookApplicationForm } from './CookApplicationForm';
import styles from './BecomeCookPopup.module.css';
import { formStyles, Spinner } from '@povar/shared-kit/forms';

export const PENDING_TITLE = 'Заявка на рассмотрении';
export const ALREADY_COOK_TITLE = 'Вы уже повар';
export const REJECTED_TITLE = 'Заявка отклонена';

export function BecomeCookPopup({ onClose, again = false }: WidgetProps<'become-cook'>) {
  const isAuth = useAuth((state) => state.isAuth);
  const { user, loading: userLoading } = useUser();
  const queryClient = useQueryClient();
  const [view, setView] = useState<'auto' | 'form' | 'sent'>(again ? 'form' : 'auto');
  const application = useQuery({
    queryKey: COOK_APPLICATION_QUERY_KEY,
    queryFn: fetchLatestApplication,
    enabled: isAuth && !user?.isCook,
  });

  // A guest applies after signing in (the auth popup with isForCook).
  useEffect(() => {
    if (!isAuth) openPopup('auth', { isForCook: true });
  }, [isAuth]);

  // Approved since the user was loaded: the user's isCook is stale.
  const approved = application.data?.status === 'approved';
  useEffect(() => {
    if (approved && !user?.isCook) void loadUser();
  }, [approved, user?.isCook]);

  const frame = (title: string, body: ReactNode) => (
    <Popup title={title} onClose={onClose} sheetBelow="tablet">
      {body}
    </Popup>
  );
  const busy = frame(
    'Стать поваром',
    <p className={styles.loading} aria-busy="true">
      <Spinner size={24} /> Загружаем…
    </p>,
  );

  if (!isAuth) return null;
  if (!user) return userLoading ? busy : frame('Стать поваром', <LoadFailure onRetry={() => void loadUser()} />);
  if (user.isCook || approved) {
    return frame(
      ALREADY_COOK_TITLE,
      <State icon={<ChefHat size={48} strokeWidth={1.4} />} text="Ваши блюда, график и полезные материалы — в профиле.">
        <AppLink className={formStyles.submit} href={buildPath('PROFILE_DISHES')} onClick={onClose}>
          Мои блюда
        </AppLink>
      </State>,
    );
  }
  if (view === 'sent') {
    return frame(
      'Заявка отправлена',
      <State icon={<CircleCheck size={48} strokeWidth={1.4} />} text={APPLICATION_SENT_TEXT} status>
        <button type="button" className={formStyles.submit} onClick={onClose}>
          Понятно
        </button>
      </State>,
    );
  }
  const form = frame(
    'Стать поваром',
    <CookApplicationForm
      onSent={(sent) => {
        queryClient.setQueryData(COOK_APPLICATION_QUERY_KEY, sent);
        setView('sent');
      }}
    />,
  );
  if (view === 'form') return form;
  if (application.isPending) return busy;
  if (application.isError) return frame('Стать поваром', <LoadFailure onRetry={() => void application.refetch()} />);

  const latest = application.data;
  if (latest?.status === 'pending') {
    return frame(
      PENDING_TITLE,
      <State icon={<Clock size={48} strokeWidth={1.4} />} text="Мы проверяем документы и фотографии кухни и сообщим о решении.">
        <button type="button" className={formStyles.submit} onClick={onClose}>
          Понятно
        </button>
      </State>,
    );
  }
  if (latest?.status === 'rejected') {
    return frame(
      REJECTED_TITLE,
      <State icon={<CircleAlert size={48} strokeWidth={1.4} />} text="К сожалению, мы не можем принять эту заявку.">
        {latest.rejectReason && (
          <p className={styles.reason}>
            <strong>Причина:</strong> {latest.rejectReason}
          </p>
        )}
        <button type="button" className={formStyles.submit} onClick={() => setView('form')}>
          Подать заявку снова
        </button>
      </State>,
    );
  }
  return form;
}

function State({ icon, text, status = false, children }: { icon: ReactNode; text: string; status?: boolean; children?: ReactNode }) {
  return (
    <div className={styles.state}>
      <span className={styles.stateIcon} aria-hidden="true">
        {icon}
      </span>
      <p className={styles.stateText} role={status ? 'status' : undefined}>
        {text}
      </p>
      {children}
    </div>
  );
}

function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.state}>
      <p className={styles.stateText} role="alert">
        Не удалось загрузить данные. Проверьте соединение и попробуйте ещё раз.
      </p>
      <button type="button" className={formStyles.secondary} onClick={onRetry}>
        Повторить
      </button>
    </div>
  );
}
