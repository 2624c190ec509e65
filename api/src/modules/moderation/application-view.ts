// How stored applications and files are answered: the applicant's and the operator's views, and
// the addresses of private files (GET /api/moderation/files/{id}, Bearer token required).
import type { CookApplication, CookApplicationStatus, ModerationApplication, UploadedDocument, UploadedKitchenPhoto } from '@povar/shared-kit/contracts';
import type { cookApplications } from '../../db/schema.ts';
import type { ApplicationDetailRow, UploadedFileRow } from './cook-applications.repository.ts';

export const PRIVATE_FILES_ROUTE = '/api/moderation/files';

export const privateFileHref = (id: number, format?: 'webp') => `${PRIVATE_FILES_ROUTE}/${id}${format ? `?format=${format}` : ''}`;

/** The uploaded name with the extension the bytes really have: 'скан.jpg' holding a PDF reads 'скан.pdf'. */
export function documentName(file: Pick<UploadedFileRow, 'originalName' | 'extension'>): string {
  const stem = file.originalName.replace(/\.[^.]{1,10}$/, '') || 'document';
  return `${stem}.${file.extension}`;
}

export function toUploadedDocument(file: UploadedFileRow): UploadedDocument {
  return { id: file.id, name: documentName(file), extension: file.extension as UploadedDocument['extension'], href: privateFileHref(file.id) };
}

export function toKitchenPhoto(file: UploadedFileRow): UploadedKitchenPhoto {
  const jpg = privateFileHref(file.id);
  return {
    id: file.id,
    image: { webp: privateFileHref(file.id, 'webp'), jpg, src: jpg, original: jpg, size: { width: file.width ?? 0, height: file.height ?? 0 } },
  };
}

type ApplicationFields = Pick<typeof cookApplications.$inferSelect, 'id' | 'status' | 'rejectReason' | 'createdAt' | 'reviewedAt'>;

export function toCookApplication(row: ApplicationFields): CookApplication {
  return {
    id: row.id,
    status: row.status as CookApplicationStatus,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export function toModerationApplication(row: ApplicationDetailRow, files: UploadedFileRow[]): ModerationApplication {
  return {
    ...toCookApplication(row),
    applicant: { id: row.applicantId, name: row.applicantName, phone: row.applicantPhone },
    nameAndSurname: row.nameAndSurname,
    speciality: { id: row.specialityId, title: row.specialityTitle ?? row.specialityText },
    experience: row.experienceYears,
    telegramAccount: row.telegramAccount,
    mainCity: { id: row.mainCityId, slug: row.mainCitySlug, name: row.mainCityName },
    passportVerified: row.passportVerified,
    sanitaryVerified: row.sanitaryVerified,
    reviewedBy: row.reviewedBy,
    cookId: row.cookId,
    documents: files.filter((file) => file.kind === 'document').map(toUploadedDocument),
    kitchenPhotos: files.filter((file) => file.kind === 'kitchen_photo').map(toKitchenPhoto),
  };
}
