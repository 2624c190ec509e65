// A new password from the e-mailed link (the popup opens with the link's token and
// e-mail); the person is signed in with it at once.
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { completeLogin, notifyError, notifySuccess, openPopup, Popup, scrollToFirstError, type WidgetProps, FORM_TIMING } from '@povar/shared-kit';
import { newPasswordSchema, PASSWORD_HINT, type NewPasswordValues } from './auth-forms';
import styles from './AuthPopup.module.css';
import { controlProps, failureText, Field, FieldError, formStyles, isRefusal, Spinner } from '@povar/shared-kit/forms';
import { resetPassword } from './auth-api';

export const PASSWORD_SET_TEXT = 'Пароль изменён, вы вошли';

export function RestorePasswordPopup({ token, email, onClose }: WidgetProps<'restore-password'>) {
  const ids = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    trigger,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    ...FORM_TIMING,
    defaultValues: { password: '', password_confirmation: '' },
  });
  // A confirmation already typed is checked again as the password above it changes.
  const recheckConfirmation = () => {
    if (getFieldState('password_confirmation').isTouched) void trigger('password_confirmation');
  };

  const save = async (values: NewPasswordValues) => {
    setRefusal(null);
    try {
      const tokens = await resetPassword({ email, token, ...values });
      if (!tokens) return;
      await completeLogin(tokens);
      notifySuccess(PASSWORD_SET_TEXT);
      onClose();
    } catch (error) {
      // A spent or stale link: said in the form, with the way to a new one right under it.
      if (isRefusal(error)) setRefusal(failureText(error));
      else notifyError(failureText(error));
    }
  };

  const passwordId = `${ids}-password`;
  const confirmationId = `${ids}-confirmation`;
  return (
    <Popup title="Восстановление пароля" onClose={onClose} sheetBelow="tablet">
      <form className={`${styles.body} ${formStyles.form}`} noValidate onSubmit={(event) => void handleSubmit(save, scrollToFirstError)(event)}>
        <p className={formStyles.note}>
          Для аккаунта с e-mail <strong>{email}</strong>
        </p>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field id={passwordId} label="Новый пароль" error={errors.password?.message} hint={PASSWORD_HINT}>
          <input
            className={formStyles.input}
            type="password"
            autoComplete="new-password"
            {...controlProps(passwordId, { error: errors.password?.message, hint: true })}
            {...register('password', { onChange: recheckConfirmation })}
          />
        </Field>
        <Field id={confirmationId} label="Повторите пароль" error={errors.password_confirmation?.message}>
          <input
            className={formStyles.input}
            type="password"
            autoComplete="new-password"
            {...controlProps(confirmationId, { error: errors.password_confirmation?.message })}
            {...register('password_confirmation')}
          />
        </Field>
        <FieldError message={refusal ?? undefined} />
        {refusal && (
          <button
            type="button"
            className={formStyles.secondary}
            onClick={() => {
              onClose();
              openPopup('auth');
            }}
          >
            Запросить новую ссылку
          </button>
        )}
        <button className={formStyles.submit} type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          {isSubmitting ? 'Сохраняем…' : 'Сохранить и войти'}
        </button>
      </form>
    </Popup>
  );
}
