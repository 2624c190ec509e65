// The second step: the 6-digit code from the SMS, a new code once the wait is over, and a way
// back to change the number. Six digits in (typed, pasted or filled from the SMS) send the form.
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifyError, notifySuccess, scrollToFirstError, type AuthCodeType, FORM_TIMING } from '@povar/shared-kit';
import { AUTH_CODE_LENGTH } from '@povar/shared-kit/contracts';
import { codeDigits, codeFormSchema, type CodeFormValues } from './auth-forms';
import { sendCode } from './send-code';
import { useCountdown } from './use-countdown';
import { controlProps, failureText, Field, formStyles, isRefusal, Spinner, toApiPhone } from '@povar/shared-kit/forms';

export const resendInText = (seconds: number) => `Отправить код повторно через ${seconds} с`;
export const RESEND_TEXT = 'Отправить код повторно';

export interface CodeFormProps {
  codeType: AuthCodeType;
  /** The masked phone the code went to. */
  phone: string;
  retryAfter: number;
  submitLabel: string;
  /** Uses the code; rejects with the API's refusal, which is shown under the field. */
  onCode: (code: string) => Promise<void>;
  onChangePhone: () => void;
}

export function CodeForm({ codeType, phone, retryAfter, submitLabel, onCode, onChangePhone }: CodeFormProps) {
  const codeId = useId();
  const { secondsLeft, restart } = useCountdown(retryAfter);
  const resending = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CodeFormValues>({
    resolver: zodResolver(codeFormSchema),
    ...FORM_TIMING,
    defaultValues: { code: '' },
  });

  const checkCode = async ({ code }: CodeFormValues) => {
    try {
      await onCode(code);
    } catch (error) {
      if (isRefusal(error)) setError('code', { message: failureText(error) });
      else notifyError(failureText(error));
    }
  };
  const submit = handleSubmit(checkCode, scrollToFirstError);

  const resend = async () => {
    if (resending.current) return;
    resending.current = true;
    try {
      const nextRetryAfter = await sendCode(toApiPhone(phone), codeType);
      if (nextRetryAfter !== null) {
        restart(nextRetryAfter);
        setValue('code', '');
        notifySuccess('Мы отправили новый код');
      }
    } catch (error) {
      notifyError(failureText(error));
    } finally {
      resending.current = false;
    }
  };

  const field = register('code');
  const error = errors.code?.message;
  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p className={formStyles.note}>
        Мы отправили СМС с кодом на номер <strong className={formStyles.nowrap}>{phone}</strong>
      </p>
      <Field id={codeId} label="Код из СМС" error={error}>
        <input
          className={`${formStyles.input} ${formStyles.code}`}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={AUTH_CODE_LENGTH}
          // The keyboard lands here when the step opens: the next thing to do is type the code.
          autoFocus
          {...controlProps(codeId, { error })}
          {...field}
          onChange={(event) => {
            event.target.value = codeDigits(event.target.value);
            void field.onChange(event);
            if (event.target.value.length === AUTH_CODE_LENGTH && !isSubmitting) void submit();
          }}
        />
      </Field>
      <button className={formStyles.submit} type="submit" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        {isSubmitting ? 'Проверяем…' : submitLabel}
      </button>
      <div className={formStyles.links}>
        <button type="button" className={formStyles.linkButton} disabled={secondsLeft > 0} onClick={() => void resend()}>
          {secondsLeft > 0 ? resendInText(secondsLeft) : RESEND_TEXT}
        </button>
        <button type="button" className={formStyles.linkButton} onClick={onChangePhone}>
          Изменить номер
        </button>
      </div>
    </form>
  );
}
