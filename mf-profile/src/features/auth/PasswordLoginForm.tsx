// Sign-in with the phone and a password, for those who have set one in their profile.
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type AuthTokens, notifyError, PhoneInput, scrollToFirstError, FORM_TIMING } from '@povar/shared-kit';
import { passwordLoginSchema, type PasswordLoginValues } from './auth-forms';
import { controlProps, failureText, Field, formStyles, isRefusal, Spinner, toApiPhone } from '@povar/shared-kit/forms';
import { login } from './auth-api';

export interface PasswordLoginFormProps {
  defaultPhone: string;
  onPhoneChange: (maskedPhone: string) => void;
  onSignedIn: (tokens: AuthTokens) => Promise<void>;
  children?: ReactNode;
}

export function PasswordLoginForm({ defaultPhone, onPhoneChange, onSignedIn, children }: PasswordLoginFormProps) {
  const ids = useId();
  const phoneId = `${ids}-phone`;
  const passwordId = `${ids}-password`;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordLoginValues>({
    resolver: zodResolver(passwordLoginSchema),
    ...FORM_TIMING,
    defaultValues: { phone: defaultPhone, password: '' },
  });

  const signIn = async ({ phone, password }: PasswordLoginValues) => {
    try {
      const tokens = await login({ phone: toApiPhone(phone), password });
      if (tokens) await onSignedIn(tokens);
    } catch (error) {
      // 'Неверный телефон или пароль' is about the pair; it goes under the password, where the eyes are.
      if (isRefusal(error)) setError('password', { message: failureText(error) });
      else notifyError(failureText(error));
    }
  };

  const phoneField = register('phone', { onChange: (event: { target: { value: string } }) => onPhoneChange(event.target.value) });
  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void handleSubmit(signIn, scrollToFirstError)(event)}>
      <Field id={phoneId} label="Номер телефона" error={errors.phone?.message}>
        <PhoneInput className={formStyles.input} {...controlProps(phoneId, { error: errors.phone?.message })} {...phoneField} />
      </Field>
      <Field id={passwordId} label="Пароль" error={errors.password?.message}>
        <input
          className={formStyles.input}
          type="password"
          autoComplete="current-password"
          {...controlProps(passwordId, { error: errors.password?.message })}
          {...register('password')}
        />
      </Field>
      <button className={formStyles.submit} type="submit" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        {isSubmitting ? 'Входим…' : 'Войти'}
      </button>
      {children}
    </form>
  );
}
