// The step after the first sign-in (and any sign-in while the account has no name): how to call
// the person. Cooks read it on orders and in chats, other customers under reviews. It can be
// skipped; the first order's recipient name fills it then.
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifyError, scrollToFirstError, setUser, FORM_TIMING } from '@povar/shared-kit';
import { controlProps, failureText, Field, formStyles, isRefusal, Spinner } from '@povar/shared-kit/forms';
import { nameStepSchema, type NameStepInput, type NameStepValues } from './auth-forms';
import { changeProfileData } from './auth-api';

export const NAME_STEP_TITLE = 'Как вас зовут?';
export const NAME_STEP_NOTE = 'Имя увидят повар в заказе и чате и другие покупатели под вашими отзывами. Телефон им не показываем.';
export const NAME_STEP_SAVE = 'Сохранить';
export const NAME_STEP_SKIP = 'Пропустить';

export interface NameFormProps {
  /** Called once the name is saved, or the step skipped. */
  onDone: () => void;
}

export function NameForm({ onDone }: NameFormProps) {
  const nameId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NameStepInput, unknown, NameStepValues>({
    resolver: zodResolver(nameStepSchema),
    ...FORM_TIMING,
    defaultValues: { name: '' },
  });

  const save = async ({ name }: NameStepValues) => {
    try {
      const updated = await changeProfileData({ name });
      if (!updated) return;
      setUser(updated);
      onDone();
    } catch (error) {
      if (isRefusal(error)) setError('name', { message: failureText(error) });
      else notifyError(failureText(error));
    }
  };

  const error = errors.name?.message;
  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void handleSubmit(save, scrollToFirstError)(event)}>
      <p className={formStyles.note}>{NAME_STEP_NOTE}</p>
      <Field id={nameId} label="Имя" error={error}>
        <input className={formStyles.input} type="text" autoComplete="given-name" autoFocus {...controlProps(nameId, { error })} {...register('name')} />
      </Field>
      <button className={formStyles.submit} type="submit" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        {isSubmitting ? 'Сохраняем…' : NAME_STEP_SAVE}
      </button>
      <div className={formStyles.links}>
        <button type="button" className={formStyles.linkButton} disabled={isSubmitting} onClick={onDone}>
          {NAME_STEP_SKIP}
        </button>
      </div>
    </form>
  );
}
