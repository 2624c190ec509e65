// A new password (at least 8 characters, confirmed). The API asks for the current one
// when the account has a password; the answer is a new pair for this device, and the other
// sessions end (a password change revokes their refresh tokens).
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifyError, notifySuccess, scrollToFirstError, setTokens, FORM_TIMING } from '@povar/shared-kit';
import { PASSWORD_HINT } from '../auth/auth-forms';
import { changePassword } from './settings-api';
import { changePasswordFormSchema, CURRENT_PASSWORD_REFUSALS, toChangePasswordRequest, type ChangePasswordValues } from './settings-forms';
import { controlProps, failureText, Field, FieldError, formStyles, isRefusal, Spinner } from '@povar/shared-kit/forms';

export const PASSWORD_CHANGED_TEXT = 'Пароль изменён';

export function ChangePasswordForm() {
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    trigger,
    getFieldState,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    ...FORM_TIMING,
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  // A confirmation already typed is checked again as the password above it changes.
  const recheckConfirmation = () => {
    if (getFieldState('password_confirmation').isTouched) void trigger('password_confirmation');
  };

  const change = async (values: ChangePasswordValues) => {
    setRefusal(null);
    try {
      const tokens = await changePassword(toChangePasswordRequest(values));
      if (!tokens) return;
      // The person stays signed in on this device with the new pair.
      setTokens(tokens);
      reset();
      notifySuccess(PASSWORD_CHANGED_TEXT);
    } catch (error) {
      const text = failureText(error);
      if (!isRefusal(error)) notifyError(text);
      else if (CURRENT_PASSWORD_REFUSALS.includes(text)) setError('current_password', { message: text });
      else setRefusal(text);
    }
  };

  const error = (field: keyof ChangePasswordValues) => errors[field]?.message;
  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void handleSubmit(change, scrollToFirstError)(event)}>
      {/* Lets password managers file the new password under this account. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <Field id={id('current')} label="Текущий пароль" error={error('current_password')} hint="Если вы ещё не задавали пароль, оставьте поле пустым">
        <input
          className={formStyles.input}
          type="password"
          autoComplete="current-password"
          {...controlProps(id('current'), { error: error('current_password'), hint: true })}
          {...register('current_password')}
        />
      </Field>
      <Field id={id('password')} label="Новый пароль" error={error('password')} hint={PASSWORD_HINT}>
        <input
          className={formStyles.input}
          type="password"
          autoComplete="new-password"
          {...controlProps(id('password'), { error: error('password'), hint: true })}
          {...register('password', { onChange: recheckConfirmation })}
        />
      </Field>
      <Field id={id('confirmation')} label="Повторите пароль" error={error('password_confirmation')}>
        <input
          className={formStyles.input}
          type="password"
          autoComplete="new-password"
          {...controlProps(id('confirmation'), { error: error('password_confirmation') })}
          {...register('password_confirmation')}
        />
      </Field>
      <FieldError message={refusal ?? undefined} />
      <button className={formStyles.submit} type="submit" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        {isSubmitting ? 'Сохраняем…' : 'Сменить пароль'}
      </button>
    </form>
  );
}
