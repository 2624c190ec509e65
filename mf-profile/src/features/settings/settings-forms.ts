// The rules of the profile settings: the fields change-data and change-password take,
// with the API's limits and messages.
import { z } from 'zod';
import {
  AVATAR_LABEL,
  AVATAR_MAX_MEGABYTES,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PROFILE_ABOUT_MAX_LENGTH,
  profileNameField,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type CurrentUser,
} from '@povar/shared-kit/contracts';
import { validationMessages } from '@povar/shared-kit/validation';
import { nameContainsPhone } from '@povar/shared-kit';
import { newPasswordShape, passwordsMatch, PASSWORDS_MISMATCH } from '../auth/auth-forms';
import { imageRule } from '@povar/shared-kit/forms';

const ABOUT_LABEL = 'О себе';
const EMAIL_LABEL = 'E-mail';
const CURRENT_PASSWORD_LABEL = 'Текущий пароль';

export const profileDataSchema = z.object({
  name: profileNameField(),
  about: z.string().trim().max(PROFILE_ABOUT_MAX_LENGTH, validationMessages.max(ABOUT_LABEL, PROFILE_ABOUT_MAX_LENGTH)),
  // An account may have no e-mail; one that is given must be one.
  email: z
    .string()
    .trim()
    .max(254, { error: validationMessages.max(EMAIL_LABEL, 254), abort: true })
    .refine((value) => value === '' || z.email().safeParse(value).success, validationMessages.email(EMAIL_LABEL)),
});
export type ProfileDataValues = z.infer<typeof profileDataSchema>;

/** The form's start: an unset name (the phone, or nothing) is left for the person to write. */
export const profileDataOf = (user: CurrentUser): ProfileDataValues => ({
  name: nameContainsPhone(user) ? '' : user.name.trim(),
  about: user.about,
  email: user.email,
});

/** The multipart form change-data takes: the text fields, and the avatar when a new one was chosen. */
export function toChangeDataForm(values: ProfileDataValues, avatar: File | null): FormData {
  const form = new FormData();
  form.append('name', values.name);
  form.append('about', values.about);
  if (values.email !== '') form.append('email', values.email);
  if (avatar) form.append('avatar', avatar);
  return form;
}

export const AVATAR_RULE = imageRule(AVATAR_LABEL, AVATAR_MAX_MEGABYTES);

export const changePasswordFormSchema = z
  .object({
    current_password: z.string().max(PASSWORD_MAX_LENGTH, validationMessages.max(CURRENT_PASSWORD_LABEL, PASSWORD_MAX_LENGTH)),
    ...newPasswordShape,
  })
  .refine(passwordsMatch, PASSWORDS_MISMATCH);
export type ChangePasswordValues = z.infer<typeof changePasswordFormSchema>;

/** The current password goes only when typed: the API asks for it when the account has one. */
export const toChangePasswordRequest = ({ current_password, password, password_confirmation }: ChangePasswordValues) => ({
  ...(current_password !== '' ? { current_password } : {}),
  password,
  password_confirmation,
});

/** The API's refusals that are about the current password. */
export const CURRENT_PASSWORD_REFUSALS: readonly string[] = [WRONG_CURRENT_PASSWORD_MESSAGE, CURRENT_PASSWORD_REQUIRED_MESSAGE];
