// 'Сообщить мне': leave an e-mail to hear when the service opens in this city.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { GENERIC_ERROR_TEXT, isApiError } from '@povar/shared-kit';
import { emailField } from '@povar/shared-kit/validation';
import { Popup } from '@povar/shared-kit';
import { saveCallbackRequest } from '../../shell-api';
import styles from './RegionNotifyPopup.module.css';

const notifySchema = z.object({ email: emailField() });
type NotifyForm = z.infer<typeof notifySchema>;

export function RegionNotifyPopup({ regionSlug, onClose }: { regionSlug: string | null; onClose: () => void }) {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NotifyForm>({ resolver: zodResolver(notifySchema), mode: 'onBlur', reValidateMode: 'onChange' });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const saved = await saveCallbackRequest({ type: 'region-notify', email, regionSlug });
      // No answer means the service was unavailable (the client showed a toast): nothing was saved.
      if (saved) setSent(true);
      else setFailure(GENERIC_ERROR_TEXT);
    } catch (error) {
      setFailure(isApiError(error) ? error.userMessage : GENERIC_ERROR_TEXT);
    }
  });

  return (
    <Popup title="Сообщить о запуске" onClose={onClose} sheetBelow="tablet">
      {sent ? (
        <p className={styles.done} role="status">
          Спасибо! Мы напишем вам, как только начнём работать в вашем городе.
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <label className={styles.label} htmlFor="region-notify-email">
            E-mail
          </label>
          <input
            id="region-notify-email"
            className={styles.input}
            type="email"
            autoComplete="email"
            aria-invalid={errors.email ? 'true' : undefined}
            aria-describedby={errors.email ? 'region-notify-email-error' : undefined}
            {...register('email')}
          />
          {errors.email && (
            <p id="region-notify-email-error" className={styles.error}>
              {errors.email.message}
            </p>
          )}
          {failure && <p className={styles.error}>{failure}</p>}
          <button className={styles.submit} type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Отправляем…' : 'Сообщить мне'}
          </button>
        </form>
      )}
    </Popup>
  );
}
