// The first step of a code sign-in or a phone confirmation: the phone, then 'Получить код'.
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type AuthCodeType, isApiError, notifyError, PhoneInput, scrollToFirstError, FORM_TIMING } from '@povar/shared-kit';
import { phoneFormSchema, type PhoneFormValues } from './auth-forms';
import { sendCode } from './send-code';
import { controlProps, failureText, Field, formStyles, isRefusal, Spinner, toApiPhone } from '@povar/shared-kit/forms';

export interface PhoneFormProps {
  codeType: AuthCodeType;
  /** The masked phone to start from ('+7 (912) 345-67-89'), e.g. when the number is changed. */
  defaultPhone: string;
  onCodeSent: (maskedPhone: string, retryAfter: number) => void;
  /** Told each change of the number, e.g. to keep it for another way in. */
  onPhoneChange?: (maskedPhone: string) => void;
  /** Under the button: other ways in. */
  children?: ReactNode;
}

export function PhoneForm({ codeType, defaultPhone, onCodeSent, onPhoneChange, children }: PhoneFormProps) {
  const phoneId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PhoneFormValues>({
    resolver: zodResolver(phoneFormSchema),
    ...FORM_TIMING,
    defaultValues: { phone: defaultPhone },
  });

  const send = async ({ phone }: PhoneFormValues) => {
    try {
      const retryAfter = await sendCode(toApiPhone(phone), codeType);
      // null: the client has told the visitor in a toast (service down, too many requests).
      if (retryAfter !== null) onCodeSent(phone, retryAfter);
    } catch (error) {
      // A refusal of the number, or the API's own 'too many requests' words: under the field.
      if (isRefusal(error) || (isApiError(error) && error.status === 429)) setError('phone', { message: failureText(error) });
      else notifyError(failureText(error));
    }
  };

  const error = errors.phone?.message;
  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void handleSubmit(send, scrollToFirstError)(event)}>
      <Field id={phoneId} label="Номер телефона" error={error} hint="Пришлём СМС с кодом из 6 цифр">
        <PhoneInput
          className={formStyles.input}
          {...controlProps(phoneId, { error, hint: true })}
          {...register('phone', { onChange: (event: { target: { value: string } }) => onPhoneChange?.(event.target.value) })}
        />
      </Field>
      <button className={formStyles.submit} type="submit" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        {isSubmitting ? 'Отправляем код…' : 'Получить код'}
      </button>
      {children}
    </form>
  );
}
