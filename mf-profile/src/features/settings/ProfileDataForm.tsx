// The picture, name, about and e-mail, saved together as change-data's multipart form.
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Camera } from 'lucide-react';
import { notifyError, notifySuccess, scrollToFirstError, setUser, type CurrentUser, FORM_TIMING } from '@povar/shared-kit';
import { Avatar } from '../forms/Avatar';
import { AVATAR_RULE, profileDataOf, profileDataSchema, toChangeDataForm, type ProfileDataValues } from './settings-forms';
import { changeProfileData } from './settings-api';
import styles from './ProfileSettingsPage.module.css';
import {
  controlProps,
  failureText,
  Field,
  FieldError,
  fileProblem,
  formStyles,
  isRefusal,
  previewUrlOf,
  releasePreviewUrl,
  Spinner,
} from '@povar/shared-kit/forms';

export const SAVED_TEXT = 'Изменения сохранены';

export function ProfileDataForm({ user }: { user: CurrentUser }) {
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;
  const [avatar, setAvatar] = useState<{ file: File; previewUrl: string | null } | null>(null);
  const [avatarProblem, setAvatarProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileDataValues>({
    resolver: zodResolver(profileDataSchema),
    ...FORM_TIMING,
    defaultValues: profileDataOf(user),
  });

  // A chosen picture's preview lives as long as it is shown.
  useEffect(() => () => releasePreviewUrl(avatar?.previewUrl), [avatar]);

  const chooseAvatar = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem(file, AVATAR_RULE);
    setAvatarProblem(problem);
    if (!problem) setAvatar({ file, previewUrl: previewUrlOf(file) });
  };

  const save = async (values: ProfileDataValues) => {
    setRefusal(null);
    try {
      const saved = await changeProfileData(toChangeDataForm(values, avatar?.file ?? null));
      if (!saved) return;
      setUser(saved);
      reset(profileDataOf(saved));
      setAvatar(null);
      notifySuccess(SAVED_TEXT);
    } catch (error) {
      if (isRefusal(error)) setRefusal(failureText(error));
      else notifyError(failureText(error));
    }
  };

  const error = (field: keyof ProfileDataValues) => errors[field]?.message;
  const emailUnconfirmed = user.email !== '' && !user.emailVerified;
  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void handleSubmit(save, scrollToFirstError)(event)}>
      <div className={styles.avatarRow}>
        {avatar?.previewUrl ? (
          <img className={styles.avatar} src={avatar.previewUrl} alt="Новое фото профиля" />
        ) : (
          <Avatar image={user.avatar} name={user.name} className={styles.avatar} />
        )}
        <div className={styles.avatarActions}>
          <input
            id={id('avatar')}
            className={styles.fileInput}
            type="file"
            accept={AVATAR_RULE.accept}
            aria-invalid={avatarProblem ? 'true' : undefined}
            aria-describedby={avatarProblem ? `${id('avatar')}-error` : `${id('avatar')}-hint`}
            onChange={chooseAvatar}
          />
          <label htmlFor={id('avatar')} className={formStyles.secondary}>
            <Camera aria-hidden="true" size={18} strokeWidth={1.8} />
            {user.avatar || avatar ? 'Изменить фото' : 'Загрузить фото'}
          </label>
          {avatar ? (
            <p className={formStyles.hint} id={`${id('avatar')}-hint`}>
              Сохраните изменения, чтобы поставить это фото
            </p>
          ) : (
            !avatarProblem && (
              <p className={formStyles.hint} id={`${id('avatar')}-hint`}>
                {AVATAR_RULE.hint}
              </p>
            )
          )}
          <FieldError id={`${id('avatar')}-error`} message={avatarProblem ?? undefined} />
        </div>
      </div>

      <Field id={id('name')} label="Имя" error={error('name')}>
        <input className={formStyles.input} type="text" autoComplete="name" {...controlProps(id('name'), { error: error('name') })} {...register('name')} />
      </Field>
      <Field id={id('about')} label="О себе" optional error={error('about')}>
        <textarea className={formStyles.input} rows={4} {...controlProps(id('about'), { error: error('about') })} {...register('about')} />
      </Field>
      <Field
        id={id('email')}
        label={
          <>
            E-mail
            {emailUnconfirmed && <span className={styles.unconfirmed}>не подтверждён</span>}
          </>
        }
        optional
        error={error('email')}
        hint={emailUnconfirmed ? 'Подтвердите его по ссылке из письма, которое мы отправили на этот адрес' : 'Для восстановления пароля и писем о заказах'}
      >
        <input
          className={formStyles.input}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...controlProps(id('email'), { error: error('email'), hint: true })}
          {...register('email')}
        />
      </Field>
      <FieldError message={refusal ?? undefined} />
      <button className={`${formStyles.submit} ${styles.save}`} type="submit" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        {isSubmitting ? 'Сохраняем…' : 'Сохранить'}
      </button>
    </form>
  );
}
