// The cook application's form rules, its request, and the calls around it (docs/accounts.md on
// the API side): the limits and labels are the contract's, the checks run field by field so each
// error shows as soon as its field is left.
import { z } from 'zod';
import {
  APPLICATION_MAX_DOCUMENTS,
  APPLICATION_MAX_KITCHEN_PHOTOS,
  COOK_APPLICATION_LABELS as LABELS,
  DOCUMENT_LABEL,
  DOCUMENT_MAX_MEGABYTES,
  EXPERIENCE_MAX_YEARS,
  KITCHEN_PHOTO_LABEL,
  KITCHEN_PHOTO_MAX_MEGABYTES,
  NAME_AND_SURNAME_MAX_LENGTH,
  SPECIALITY_MAX_LENGTH,
  TELEGRAM_ACCOUNT_MESSAGE,
  type CookApplicationRequest,
} from '@povar/shared-kit/contracts';
import type { CookApplication } from '@povar/shared-kit';
import { validationMessages } from '@povar/shared-kit/validation';
import { applicationDocumentRule, imageRule, type UploadKind } from '@povar/shared-kit/forms';
import { getCookApplication } from './become-cook-api';
import { moderationEndpoints } from '@povar/shared-kit/endpoints/moderation';

export { LABELS as COOK_APPLICATION_LABELS };

const requiredText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: validationMessages.required(label), abort: true })
    .max(max, validationMessages.max(label, max));

const fileIds = (label: string) => z.array(z.number().int()).min(1, validationMessages.required(label));

export const cookApplicationFormSchema = z.object({
  nameAndSurname: requiredText(LABELS.nameAndSurname, NAME_AND_SURNAME_MAX_LENGTH),
  speciality: requiredText(LABELS.speciality, SPECIALITY_MAX_LENGTH),
  experience: z
    .string()
    .trim()
    .min(1, { error: validationMessages.required(LABELS.experience), abort: true })
    .regex(/^-?\d+$/, { error: validationMessages.integer(LABELS.experience), abort: true })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(0, validationMessages.minDecimal(0, LABELS.experience))
        .max(EXPERIENCE_MAX_YEARS, validationMessages.maxDecimal(EXPERIENCE_MAX_YEARS, LABELS.experience)),
    ),
  telegramAccount: z
    .string()
    .trim()
    .refine((value) => value === '' || /^@?[A-Za-z0-9_]{5,32}$/.test(value), TELEGRAM_ACCOUNT_MESSAGE),
  mainCityId: z.string().min(1, validationMessages.required(LABELS.mainCityId)).transform(Number),
  documentIds: fileIds(LABELS.documentIds),
  kitchenPhotoIds: fileIds(LABELS.kitchenPhotoIds),
});
export type CookApplicationFormInput = z.input<typeof cookApplicationFormSchema>;
export type CookApplicationFormValues = z.output<typeof cookApplicationFormSchema>;

/** What POST /api/profiles/cook-application takes: the speciality in the applicant's words. */
export function toCookApplicationRequest(values: CookApplicationFormValues): CookApplicationRequest {
  return {
    nameAndSurname: values.nameAndSurname,
    speciality: values.speciality,
    experience: values.experience,
    ...(values.telegramAccount ? { telegramAccount: values.telegramAccount } : {}),
    mainCityId: values.mainCityId,
    documentIds: values.documentIds,
    kitchenPhotoIds: values.kitchenPhotoIds,
  };
}

export const COOK_APPLICATION_QUERY_KEY = ['profile', 'cook-application'] as const;

/** The signed-in person's latest application, or null when they never applied. */
export async function fetchLatestApplication({ signal }: { signal: AbortSignal }): Promise<CookApplication | null> {
  const application = await getCookApplication(signal);
  // Undefined: a 500/503/429 the client showed in a toast; an error, so the query can retry.
  if (application === undefined) throw new Error('No answer for the cook application');
  return application;
}

/** The uploads of the application: where each goes and what it may be. */
export const UPLOAD_KINDS = {
  documents: {
    upload: moderationEndpoints.uploadDocument,
    remove: moderationEndpoints.removeDocument,
    rule: applicationDocumentRule(DOCUMENT_LABEL, DOCUMENT_MAX_MEGABYTES),
    maxFiles: APPLICATION_MAX_DOCUMENTS,
  },
  kitchenPhotos: {
    upload: moderationEndpoints.uploadKitchenPhoto,
    remove: moderationEndpoints.removeKitchenPhoto,
    rule: imageRule(KITCHEN_PHOTO_LABEL, KITCHEN_PHOTO_MAX_MEGABYTES),
    maxFiles: APPLICATION_MAX_KITCHEN_PHOTOS,
  },
} as const satisfies Record<string, UploadKind>;

export const APPLICATION_SENT_TEXT = 'Заявка отправлена. Мы проверим документы и сообщим о решении.';
