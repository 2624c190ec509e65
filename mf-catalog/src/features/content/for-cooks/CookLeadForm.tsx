// 'Стать поваром' until the real application exists: name, phone and city, sent as a 'cook-lead' callback request.
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { GENERIC_ERROR_TEXT, isApiError, notifyError, PhoneInput, scrollToFirstError, useRegion, FORM_TIMING } from '@povar/shared-kit';
import { saveCookLead } from '../content-api';
import { docsPath } from '../docs/docs-pages';
import { cookLeadFormSchema, toCookLeadRequest, type CookLeadFormInput, type CookLeadFormValues } from './cook-lead-form';
import styles from './CookLeadForm.module.css';

/** The footer's privacy policy (under 'Полезные ссылки'), a /docs page: what the consent under the form refers to. */
const PRIVACY_POLICY_HREF = docsPath('legal/privacy-policy');
/** Each '_' of the mask takes a digit. */
export const COOK_LEAD_THANKS = 'Спасибо! Мы свяжемся с вами в ближайшее время.';

export function CookLeadForm({ nameInputId }: { nameInputId: string }) {
  const mainCities = useRegion((state) => state.mainCities);
  const currentRegion = useRegion((state) => state.region?.slug ?? '');
  const [sent, setSent] = useState(false);
  const ids = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CookLeadFormInput, unknown, CookLeadFormValues>({
    resolver: zodResolver(cookLeadFormSchema),
    ...FORM_TIMING,
    defaultValues: {
      name: '',
      phone: '',
      regionSlug: mainCities.some((city) => city.slug === currentRegion) ? currentRegion : '',
    },
  });

  const send = async (values: CookLeadFormValues) => {
    try {
      const saved = await saveCookLead(toCookLeadRequest(values));
      // No answer: a 500/503/429 the client has already told the visitor about in a toast.
      if (saved) setSent(true);
    } catch (error) {
      notifyError(isApiError(error) ? error.userMessage : GENERIC_ERROR_TEXT);
    }
  };

  if (sent) {
    return (
      // The form the focus was in is gone: the thanks take it, so the keyboard is not lost.
      <div className={styles.thanks} role="status" tabIndex={-1} ref={(element) => element?.focus()}>
        <CircleCheck className={styles.thanksIcon} aria-hidden="true" size={40} strokeWidth={1.6} />
        <p className={styles.thanksTitle}>{COOK_LEAD_THANKS}</p>
        <p className={styles.thanksText}>Позвоним, расскажем об условиях и договоримся о знакомстве с вашими блюдами и кухней.</p>
      </div>
    );
  }

  const fieldIds = { phone: `${ids}-phone`, city: `${ids}-city` };
  const errorId = (field: string) => `${ids}-${field}-error`;
  const describedBy = (field: keyof CookLeadFormInput) => (errors[field] ? errorId(field) : undefined);

  return (
    <form className={styles.form} noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void handleSubmit(send, scrollToFirstError)(event)}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={nameInputId}>
          Имя
        </label>
        <input
          id={nameInputId}
          className={styles.input}
          type="text"
          autoComplete="name"
          aria-invalid={errors.name ? 'true' : undefined}
          aria-describedby={describedBy('name')}
          {...register('name')}
        />
        {errors.name && (
          <p id={errorId('name')} className={styles.error}>
            {errors.name.message}
          </p>
        )}
      </div>

      <div className={styles.field}>
        <label className={styles.label} htmlFor={fieldIds.phone}>
          Телефон
        </label>
        <PhoneInput
          id={fieldIds.phone}
          className={styles.input}
          aria-invalid={errors.phone ? 'true' : undefined}
          aria-describedby={describedBy('phone')}
          {...register('phone')}
        />
        {errors.phone && (
          <p id={errorId('phone')} className={styles.error}>
            {errors.phone.message}
          </p>
        )}
      </div>

      <div className={styles.field}>
        <label className={styles.label} htmlFor={fieldIds.city}>
          Город
        </label>
        <select
          id={fieldIds.city}
          className={styles.input}
          aria-invalid={errors.regionSlug ? 'true' : undefined}
          aria-describedby={describedBy('regionSlug')}
          {...register('regionSlug')}
        >
          <option value="">Выберите город</option>
          {mainCities.map((city) => (
            <option key={city.slug} value={city.slug}>
              {city.name}
            </option>
          ))}
        </select>
        {errors.regionSlug && (
          <p id={errorId('regionSlug')} className={styles.error}>
            {errors.regionSlug.message}
          </p>
        )}
      </div>

      <button className={styles.submit} type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Отправляем…' : 'Отправить заявку'}
      </button>
      <p className={styles.consent}>
        Нажимая «Отправить заявку», вы соглашаетесь на обработку персональных данных в соответствии с{' '}
        <a href={PRIVACY_POLICY_HREF} target="_blank" rel="noopener noreferrer">
          политикой конфиденциальности
        </a>
        . Мы используем телефон только для того, чтобы связаться с вами по заявке.
      </p>
    </form>
  );
}
