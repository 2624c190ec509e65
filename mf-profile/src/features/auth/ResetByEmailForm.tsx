// 'Забыли пароль?': a link to set a new one goes to the account's e-mail. The answer is the same
// whether the address is known or not, so the page says the same too.
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifyError, scrollToFirstError, FORM_TIMING } from '@povar/shared-kit';
import { resetByEmailSchema, type ResetByEmailValues } from './auth-forms';
import { controlProps, failureText, Field, formStyles, isRefusal, Spinner } from '@povar/shared-kit/forms';
import { resetPasswordByEmail } from './auth-api';

export const RESET_LINK_SENT_TEXT = 'Если такой e-mail есть у нас, мы отправили на него ссылку для восстановления пароля';

export function ResetByEmailForm({ onBack }: { onBack: () => void }) {
  const emailId = useId();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetByEmailValues>({
    resolver: zodResolver(resetByEmailSchema),
    ...FORM_TIMING,
    defaultValues: { email: '' },
  });

  const ask = async ({ email }: ResetByEmailValues) => {
    try {
      const answer = await resetPasswordByEmail(email);
      if (answer !== undefined) setSent(true);
    } catch (error) {
      if (isRefusal(error)) setError('email', { message: failureText(error) });
      else notifyError(failureText(error));
    }
  };

  if (sent) {
    return (
      <div className={formStyles.form}>
        <p className={formStyles.status} role="status">
          {RESET_LINK_SENT_TEXT}
        </p>
        <p className={formStyles.note}>Откройте письмо и перейдите по ссылке. Если письма нет, проверьте папку «Спам».</p>
        <button type="button" className={formStyles.secondary} onClick={onBack}>
          Вернуться ко входу
        </button>
      </div>
    );
  }

  const error = errors.email?.message;
  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void handleSubmit(ask, scrollToFirstError)(event)}>
      <p className={formStyles.note}>Укажите e-mail из профиля: пришлём ссылку, по которой можно задать новый пароль.</p>
      <Field id={emailId} label="E-mail" error={error}>
        <input className={formStyles.input} type="email" autoComplete="email" inputMode="email" {...controlProps(emailId, { error })} {...register('email')} />
      </Field>
      <button className={formStyles.submit} type="submit" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        {isSubmitting ? 'Отправляем…' : 'Отправить ссылку'}
      </button>
      <div className={formStyles.links}>
        <button type="button" className={formStyles.linkButton} onClick={onBack}>
          Вернуться ко входу
        </button>
      </div>
    </form>
  );
}
