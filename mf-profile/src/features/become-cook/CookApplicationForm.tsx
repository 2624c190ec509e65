// The cook application: who they are, what they cook,
// how long, where, and the documents and kitchen photos the team checks.
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { nameContainsPhone, notifyError, scrollToFirstError, useRegion, useUser, type CookApplication, FORM_TIMING } from '@povar/shared-kit';
import {
  COOK_APPLICATION_LABELS as LABELS,
  cookApplicationFormSchema,
  toCookApplicationRequest,
  UPLOAD_KINDS,
  type CookApplicationFormInput,
  type CookApplicationFormValues,
} from './cook-application';
import { submitCookApplication } from './become-cook-api';
import {
  controlProps,
  failureText,
  Field,
  FieldError,
  formStyles,
  isRefusal,
  PersonalDataConsent,
  Spinner,
  UploadField,
  useFileUploads,
} from '@povar/shared-kit/forms';

export function CookApplicationForm({ onSent }: { onSent: (application: CookApplication) => void }) {
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;
  const mainCities = useRegion((state) => state.mainCities);
  const currentRegionId = useRegion((state) => state.region?.id ?? null);
  // A real name already in the profile is the likely start of 'Имя и фамилия'.
  const user = useUser((state) => state.user);
  const documents = useFileUploads(UPLOAD_KINDS.documents);
  const kitchenPhotos = useFileUploads(UPLOAD_KINDS.kitchenPhotos);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<CookApplicationFormInput, unknown, CookApplicationFormValues>({
    resolver: zodResolver(cookApplicationFormSchema),
    ...FORM_TIMING,
    defaultValues: {
      nameAndSurname: user && !nameContainsPhone(user) ? user.name.trim() : '',
      speciality: '',
      experience: '',
      telegramAccount: '',
      mainCityId: currentRegionId !== null && mainCities.some((city) => city.id === currentRegionId) ? String(currentRegionId) : '',
      documentIds: [],
      kitchenPhotoIds: [],
    },
  });

  // The uploaded ids are the form's values (the joined ids stand for the arrays in the effects'
  // dependencies); once the form was sent they are checked as they change.
  const documentIds = documents.uploadedIds.join(',');
  const photoIds = kitchenPhotos.uploadedIds.join(',');
  useEffect(() => {
    setValue('documentIds', documents.uploadedIds, { shouldValidate: isSubmitted || documents.uploadedIds.length > 0 });
  }, [documentIds, setValue]);
  useEffect(() => {
    setValue('kitchenPhotoIds', kitchenPhotos.uploadedIds, { shouldValidate: isSubmitted || kitchenPhotos.uploadedIds.length > 0 });
  }, [photoIds, setValue]);

  const send = async (values: CookApplicationFormValues) => {
    setRefusal(null);
    try {
      const application = await submitCookApplication(toCookApplicationRequest(values));
      if (application) onSent(application);
    } catch (error) {
      if (isRefusal(error)) setRefusal(failureText(error));
      else notifyError(failureText(error));
    }
  };

  const error = (field: keyof CookApplicationFormInput) => errors[field]?.message;
  const uploading = documents.busy || kitchenPhotos.busy;
  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void handleSubmit(send, scrollToFirstError)(event)}>
      <p className={formStyles.note}>Расскажите о себе и приложите документы: мы проверим заявку и свяжемся с вами.</p>
      <Field id={id('name')} label={LABELS.nameAndSurname} error={error('nameAndSurname')}>
        <input
          className={formStyles.input}
          type="text"
          autoComplete="name"
          {...controlProps(id('name'), { error: error('nameAndSurname') })}
          {...register('nameAndSurname')}
        />
      </Field>
      <Field id={id('speciality')} label={LABELS.speciality} error={error('speciality')} hint="Например: домашняя выпечка, узбекская кухня, торты на заказ">
        <input
          className={formStyles.input}
          type="text"
          {...controlProps(id('speciality'), { error: error('speciality'), hint: true })}
          {...register('speciality')}
        />
      </Field>
      <Field id={id('experience')} label={`${LABELS.experience}, лет`} error={error('experience')}>
        <input
          className={formStyles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          {...controlProps(id('experience'), { error: error('experience') })}
          {...register('experience')}
        />
      </Field>
      <Field
        id={id('telegram')}
        label={LABELS.telegramAccount}
        optional
        error={error('telegramAccount')}
        hint="Например, @anna_cooks: так нам будет проще связаться с вами"
      >
        <input
          className={formStyles.input}
          type="text"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...controlProps(id('telegram'), { error: error('telegramAccount'), hint: true })}
          {...register('telegramAccount')}
        />
      </Field>
      <Field id={id('region')} label={LABELS.mainCityId} error={error('mainCityId')}>
        <select className={formStyles.input} {...controlProps(id('region'), { error: error('mainCityId') })} {...register('mainCityId')}>
          <option value="">Выберите город</option>
          {mainCities.map((city) => (
            <option key={city.id} value={String(city.id)}>
              {city.name}
            </option>
          ))}
        </select>
      </Field>
      <UploadField
        id={id('documents')}
        legend={LABELS.documentIds}
        addLabel="Добавить документы"
        hint={`Паспорт, медицинская книжка, дипломы и сертификаты. ${UPLOAD_KINDS.documents.rule.hint}`}
        accept={UPLOAD_KINDS.documents.rule.accept}
        look="list"
        uploads={documents}
        error={error('documentIds')}
      />
      <UploadField
        id={id('photos')}
        legend={LABELS.kitchenPhotoIds}
        addLabel="Добавить фотографии"
        hint={`Рабочее место, плита, холодильник. ${UPLOAD_KINDS.kitchenPhotos.rule.hint}`}
        accept={UPLOAD_KINDS.kitchenPhotos.rule.accept}
        look="thumbnails"
        uploads={kitchenPhotos}
        error={error('kitchenPhotoIds')}
      />
      <FieldError message={refusal ?? undefined} />
      <button className={formStyles.submit} type="submit" disabled={isSubmitting || uploading}>
        {(isSubmitting || uploading) && <Spinner />}
        {isSubmitting ? 'Отправляем…' : uploading ? 'Загружаем файлы…' : 'Отправить заявку'}
      </button>
      <PersonalDataConsent buttonLabel="Отправить заявку" />
    </form>
  );
}
