// Becoming a cook: the
// document and kitchen-photo uploads, the application, the operator's queue, and the
// cooks' useful materials. The application calls are ours (docs/accounts.md, 'Becoming a cook').
import { z } from 'zod';
import { validationMessages } from '../validation/messages';
import { imageSchema, paginationSchema } from './catalog';
import { envelopeSchema } from './envelope';

/** Upload limits, in megabytes (of 1024 × 1024 bytes). */
export const DOCUMENT_MAX_MEGABYTES = 20;
export const KITCHEN_PHOTO_MAX_MEGABYTES = 10;
export const DOCUMENT_LABEL = 'Документ';
export const KITCHEN_PHOTO_LABEL = 'Фотография кухни';
/**
 * What an application document is stored as: PDF and DOC, DOCX, and photos of paper
 * documents (JPEG, PNG, WEBP, HEIC), which are re-encoded and kept as JPEG (docs/decisions.md).
 */
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg'] as const;

const MAX_INTEGER_ID = 2_147_483_647;

/** An id sent in a JSON body: a positive integer, or its digits as a string (forms send strings). */
const bodyIdField = (label: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^[1-9]\d{0,9}$/)
          .transform(Number),
      ],
      { error: validationMessages.invalid(label) },
    )
    .pipe(
      z
        .number({ error: validationMessages.invalid(label) })
        .int(validationMessages.invalid(label))
        .min(1, validationMessages.invalid(label))
        .max(MAX_INTEGER_ID, validationMessages.invalid(label)),
    );

/** A document as its owner and the operator see it (as a certificate: id, href, extension, name). */
export const uploadedDocumentSchema = z.object({
  id: z.number().int(),
  /** The file's name as uploaded, its extension put right by what the bytes are. */
  name: z.string(),
  extension: z.enum(DOCUMENT_EXTENSIONS),
  /** GET with the Bearer token (owner or operator); answered as an attachment. */
  href: z.string(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;
export const uploadedDocumentResponseSchema = envelopeSchema(uploadedDocumentSchema);

/** A kitchen photo: re-encoded, no EXIF; its addresses need the Bearer token too. */
export const uploadedKitchenPhotoSchema = z.object({ id: z.number().int(), image: imageSchema });
export type UploadedKitchenPhoto = z.infer<typeof uploadedKitchenPhotoSchema>;
export const uploadedKitchenPhotoResponseSchema = envelopeSchema(uploadedKitchenPhotoSchema);

/** POST /api/profiles/document/remove and /kitchen/remove ({fileId}). */
export const removeFileRequestSchema = z.object({ fileId: bodyIdField('fileId') });
export type RemoveFileRequest = z.infer<typeof removeFileRequestSchema>;
export const removeFileResponseSchema = envelopeSchema(z.object({ removed: z.literal(true) }));

export const COOK_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CookApplicationStatus = (typeof COOK_APPLICATION_STATUSES)[number];

export const NAME_AND_SURNAME_MAX_LENGTH = 150;
export const SPECIALITY_MAX_LENGTH = 100;
export const EXPERIENCE_MAX_YEARS = 70;
export const APPLICATION_MAX_DOCUMENTS = 10;
export const APPLICATION_MAX_KITCHEN_PHOTOS = 20;
export const REJECT_REASON_MAX_LENGTH = 500;

export const COOK_APPLICATION_LABELS = {
  nameAndSurname: 'Имя и фамилия',
  speciality: 'Специализация',
  experience: 'Опыт работы',
  telegramAccount: 'Telegram',
  mainCityId: 'Регион',
  documentIds: 'Документы',
  kitchenPhotoIds: 'Фотографии кухни',
  reason: 'Причина отказа',
} as const;
const LABEL = COOK_APPLICATION_LABELS;

export const TELEGRAM_ACCOUNT_MESSAGE = 'Укажите имя пользователя Telegram: @ и от 5 до 32 латинских букв, цифр или _';
/** A Telegram username is 5-32 letters, digits and underscores; '@' is added when missing. */
const TELEGRAM_RE = /^@?([A-Za-z0-9_]{5,32})$/;

const idList = (label: string, max: number) =>
  z
    .array(bodyIdField(label), { error: validationMessages.required(label) })
    .min(1, validationMessages.required(label))
    .max(max, validationMessages.invalid(label))
    .transform((ids) => [...new Set(ids)]);

/**
 * The application. The speciality is one of the list (speciality_id) or, when
 * none fits, the applicant's own words (speciality). Anything else in the body, isCook or the
 * verification flags included, is dropped (no mass assignment).
 */
export const cookApplicationRequestSchema = z
  .object({
    nameAndSurname: z
      .string({ error: validationMessages.required(LABEL.nameAndSurname) })
      .trim()
      .min(1, validationMessages.required(LABEL.nameAndSurname))
      .max(NAME_AND_SURNAME_MAX_LENGTH, validationMessages.max(LABEL.nameAndSurname, NAME_AND_SURNAME_MAX_LENGTH)),
    speciality_id: z.union([bodyIdField(LABEL.speciality), z.null()]).optional(),
    speciality: z
      .string({ error: validationMessages.invalid(LABEL.speciality) })
      .trim()
      .max(SPECIALITY_MAX_LENGTH, validationMessages.max(LABEL.speciality, SPECIALITY_MAX_LENGTH))
      .optional(),
    experience: z
      .union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(/^-?\d{1,4}$/)
            .transform(Number),
        ],
        { error: validationMessages.integer(LABEL.experience) },
      )
      .pipe(
        z
          .number()
          .int(validationMessages.integer(LABEL.experience))
          .min(0, validationMessages.minDecimal(0, LABEL.experience))
          .max(EXPERIENCE_MAX_YEARS, validationMessages.maxDecimal(EXPERIENCE_MAX_YEARS, LABEL.experience)),
      ),
    telegramAccount: z
      .string({ error: TELEGRAM_ACCOUNT_MESSAGE })
      .trim()
      .transform((value, context) => {
        if (value === '') return null;
        const match = TELEGRAM_RE.exec(value);
        if (match) return `@${match[1]}`;
        context.issues.push({ code: 'custom', message: TELEGRAM_ACCOUNT_MESSAGE, input: value });
        return z.NEVER;
      })
      .nullish(),
    mainCityId: bodyIdField(LABEL.mainCityId),
    documentIds: idList(LABEL.documentIds, APPLICATION_MAX_DOCUMENTS),
    kitchenPhotoIds: idList(LABEL.kitchenPhotoIds, APPLICATION_MAX_KITCHEN_PHOTOS),
  })
  .refine((body) => body.speciality_id != null || (body.speciality ?? '') !== '', {
    error: validationMessages.required(LABEL.speciality),
    path: ['speciality'],
  });
export type CookApplicationRequest = z.infer<typeof cookApplicationRequestSchema>;

export const ALREADY_COOK_MESSAGE = 'Вы уже повар';
export const APPLICATION_PENDING_MESSAGE = 'Заявка уже на рассмотрении';
export const APPLICATION_REVIEWED_MESSAGE = 'Заявка уже рассмотрена';

/** The applicant's view of their latest application. */
export const cookApplicationSchema = z.object({
  id: z.number().int(),
  status: z.enum(COOK_APPLICATION_STATUSES),
  /** Shown to the applicant when the status is 'rejected'. */
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type CookApplication = z.infer<typeof cookApplicationSchema>;
export const cookApplicationResponseSchema = envelopeSchema(cookApplicationSchema);
/** GET /api/profiles/cook-application: null when the user never applied. */
export const latestCookApplicationResponseSchema = envelopeSchema(cookApplicationSchema.nullable());

/** The operator's view: who applied, what they wrote, and the files. */
export const moderationApplicationSchema = cookApplicationSchema.extend({
  applicant: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }),
  nameAndSurname: z.string(),
  /** `id` null when the applicant wrote their own speciality. */
  speciality: z.object({ id: z.number().int().nullable(), title: z.string() }),
  experience: z.number().int(),
  telegramAccount: z.string().nullable(),
  mainCity: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  passportVerified: z.boolean(),
  sanitaryVerified: z.boolean(),
  reviewedBy: z.number().int().nullable(),
  /** The catalogue cook created on approval. */
  cookId: z.number().int().nullable(),
  documents: z.array(uploadedDocumentSchema),
  kitchenPhotos: z.array(uploadedKitchenPhotoSchema),
});
export type ModerationApplication = z.infer<typeof moderationApplicationSchema>;
export const moderationApplicationResponseSchema = envelopeSchema(moderationApplicationSchema);

export const MODERATION_PAGE_SIZE = 50;
export const moderationListQuerySchema = z.object({
  /** Without it, every status. */
  status: z.enum(COOK_APPLICATION_STATUSES, { error: validationMessages.invalid('status') }).optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, validationMessages.invalid('page'))
    .transform(Number)
    .optional(),
});
export type ModerationListQuery = z.infer<typeof moderationListQuerySchema>;
export const moderationListSchema = z.object({ items: z.array(moderationApplicationSchema), pagination: paginationSchema });
export type ModerationList = z.infer<typeof moderationListSchema>;
export const moderationListResponseSchema = envelopeSchema(moderationListSchema);

/** Approval: the flags say which documents the operator checked; both shown as badges on the cook page. */
export const approveApplicationRequestSchema = z
  .object({
    passportVerified: z.boolean({ error: validationMessages.invalid('passportVerified') }).default(false),
    sanitaryVerified: z.boolean({ error: validationMessages.invalid('sanitaryVerified') }).default(false),
  })
  .nullish()
  .transform((body) => body ?? { passportVerified: false, sanitaryVerified: false });
export type ApproveApplicationRequest = z.infer<typeof approveApplicationRequestSchema>;

export const rejectApplicationRequestSchema = z.object({
  reason: z
    .string({ error: validationMessages.required(LABEL.reason) })
    .trim()
    .min(1, validationMessages.required(LABEL.reason))
    .max(REJECT_REASON_MAX_LENGTH, validationMessages.max(LABEL.reason, REJECT_REASON_MAX_LENGTH)),
});
export type RejectApplicationRequest = z.infer<typeof rejectApplicationRequestSchema>;

/** GET /api/profiles/useful ('Полезные материалы', cooks only): the /docs pages for cooks. */
export const usefulMaterialSchema = z.object({ title: z.string(), description: z.string(), href: z.string() });
export type UsefulMaterial = z.infer<typeof usefulMaterialSchema>;
export const usefulMaterialsResponseSchema = envelopeSchema(z.array(usefulMaterialSchema));

export const COOKS_ONLY_MESSAGE = 'Раздел доступен только поварам';
export const OPERATORS_ONLY_MESSAGE = 'Раздел доступен только операторам';
