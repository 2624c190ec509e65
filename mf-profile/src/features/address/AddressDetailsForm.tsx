// 'Уточните адрес': the apartment, entrance, floor, intercom and a comment for the courier, saved
// onto a signed-in user's address (the update replaces every field, so the place goes along).
// Used after saving a new address in the map popup and to edit an address in the list.
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FORM_TIMING, notifyError, notifySuccess, scrollToFirstError, updateAddress, type UserAddress } from '@povar/shared-kit';
import { ADDRESS_LABELS, userAddressRequestSchema, type UserAddressRequest } from '@povar/shared-kit/contracts';
import { ADDRESS_SAVED_TEXT, savedPlaceOf } from './address-geo';
import styles from './AddressDetailsForm.module.css';
import { controlProps, failureText, Field, FieldError, formStyles, isRefusal, Spinner } from '@povar/shared-kit/forms';

type DetailsInput = z.input<typeof userAddressRequestSchema>;

const detailsOf = (address: UserAddress): DetailsInput => ({
  ...savedPlaceOf(address),
  apartment: address.apartment ?? '',
  entrance: address.entrance ?? '',
  floor: address.floor ?? '',
  intercom: address.intercom ?? '',
  comment: address.comment ?? '',
});

export interface AddressDetailsFormProps {
  address: UserAddress;
  /** The way out without saving: 'Пропустить' after a new address, 'Отменить' in the list. */
  leaveText: string;
  onLeave: () => void;
  onSaved: () => void;
}

export function AddressDetailsForm({ address, leaveText, onLeave, onSaved }: AddressDetailsFormProps) {
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DetailsInput, unknown, UserAddressRequest>({
    resolver: zodResolver(userAddressRequestSchema),
    ...FORM_TIMING,
    defaultValues: detailsOf(address),
  });

  const save = async (values: UserAddressRequest) => {
    setRefusal(null);
    try {
      const updated = await updateAddress(address.id, values);
      if (!updated) return;
      notifySuccess(ADDRESS_SAVED_TEXT);
      onSaved();
    } catch (error) {
      if (isRefusal(error)) setRefusal(failureText(error));
      else notifyError(failureText(error));
    }
  };

  const error = (field: 'apartment' | 'entrance' | 'floor' | 'intercom' | 'comment') => errors[field]?.message;
  // The place came from the server; a problem with it is the server's to explain, under the form.
  const placeProblem = errors.address?.message ?? errors.mainCityId?.message ?? errors.lat?.message ?? errors.lon?.message ?? errors.fiasId?.message;
  const textField = (field: 'apartment' | 'entrance' | 'floor' | 'intercom') => (
    <Field id={id(field)} label={ADDRESS_LABELS[field]} error={error(field)}>
      <input className={formStyles.input} type="text" {...controlProps(id(field), { error: error(field) })} {...register(field)} />
    </Field>
  );

  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void handleSubmit(save, scrollToFirstError)(event)}>
      <p className={styles.address}>{address.address}</p>
      <p className={formStyles.note}>Все поля необязательные, но с ними курьеру проще вас найти.</p>
      <div className={styles.grid}>
        {textField('apartment')}
        {textField('entrance')}
        {textField('floor')}
        {textField('intercom')}
      </div>
      <Field id={id('comment')} label={ADDRESS_LABELS.comment} error={error('comment')}>
        <textarea className={formStyles.input} rows={3} {...controlProps(id('comment'), { error: error('comment') })} {...register('comment')} />
      </Field>
      <FieldError message={refusal ?? placeProblem} />
      <div className={styles.actions}>
        <button className={formStyles.submit} type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          {isSubmitting ? 'Сохраняем…' : 'Сохранить'}
        </button>
        <button className={formStyles.secondary} type="button" onClick={onLeave} disabled={isSubmitting}>
          {leaveText}
        </button>
      </div>
    </form>
  );
}
