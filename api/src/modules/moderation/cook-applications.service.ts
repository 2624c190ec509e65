// The applicant's side of becoming a cook: uploading documents (PDF, DOC, DOCX, or a photo of the
// paper in JPEG, PNG, WEBP or HEIC, re-encoded to a clean JPEG) and kitchen photos,
// removing them while they are a draft, sending the application, and reading its status.
import { randomUUID } from 'node:crypto';
import {
  ALREADY_COOK_MESSAGE,
  APPLICATION_PENDING_MESSAGE,
  COOK_APPLICATION_LABELS,
  DOCUMENT_LABEL,
  KITCHEN_PHOTO_LABEL,
  type CookApplication,
  type CookApplicationRequest,
  type UploadedDocument,
  type UploadedKitchenPhoto,
} from '@povar/shared-kit/contracts';
import { validationMessages } from '@povar/shared-kit/validation';
import { ACTIVE_DOCUMENT_MESSAGE, checkDocument } from '../../files/documents.ts';
import { encodeDocumentPhoto, encodeWithin, NotAPictureError } from '../../files/images.ts';
import type { ReceivedFile } from '../../files/multipart.ts';
import type { FileStorage } from '../../files/storage.ts';
import { cleanFileName, FILE_NOT_FOUND_MESSAGE, UPLOADS_UNAVAILABLE_MESSAGE } from '../../files/uploads.ts';
import { ApiError } from '../../plugins/errors.ts';
import { toCookApplication, toKitchenPhoto, toUploadedDocument } from './application-view.ts';
import type { CookApplicationsRepository, NewUploadedFile, UploadedFileKind } from './cook-applications.repository.ts';

/** Kitchen photos are kept at most this wide or tall (1536 px, the largest screen width). */
export const KITCHEN_PHOTO_MAX_SIDE = 1536;
/** A photographed document keeps more pixels than a kitchen photo: its small print must stay readable. */
export const DOCUMENT_PHOTO_MAX_SIDE = 3000;
/** A person's uploads of one kind, drafts and sent ones together: enough for any application, not a free file host. */
export const MAX_FILES_PER_KIND = 30;
export const TOO_MANY_FILES_MESSAGE = `Можно загрузить не больше ${MAX_FILES_PER_KIND} файлов этого вида: удалите лишние`;
export const FILE_IN_APPLICATION_MESSAGE = 'Файл приложен к заявке, его нельзя удалить';

const invalid = (message: string) => new ApiError('validation', { errors: [message] });

export interface CookApplicationsServiceDeps {
  repository: Pick<
    CookApplicationsRepository,
    | 'findUser'
    | 'insertFile'
    | 'countFiles'
    | 'deleteOwnFile'
    | 'findOwnFiles'
    | 'specialityExists'
    | 'mainCityExists'
    | 'findLatestApplication'
    | 'insertApplication'
  >;
  /** Null when the API runs without a files directory: uploads then answer 503. */
  storage: FileStorage | null;
  now: () => Date;
}

export function createCookApplicationsService({ repository, storage, now }: CookApplicationsServiceDeps) {
  const requireStorage = (): FileStorage => {
    if (!storage) throw new ApiError('unavailable', { message: UPLOADS_UNAVAILABLE_MESSAGE });
    return storage;
  };

  const ensureRoom = async (userId: number, kind: UploadedFileKind) => {
    if ((await repository.countFiles(userId, kind)) >= MAX_FILES_PER_KIND) throw invalid(TOO_MANY_FILES_MESSAGE);
  };

  /** Writes the files, then the row; a failed row takes its files with it. */
  const store = async (keysAndData: [string, Buffer][], row: Omit<NewUploadedFile, 'createdAt'>) => {
    const files = requireStorage();
    const written: string[] = [];
    try {
      for (const [key, data] of keysAndData) {
        await files.writePrivate(key, data);
        written.push(key);
      }
      return await repository.insertFile({ ...row, createdAt: now() });
    } catch (error) {
      await files.removePrivate(written).catch(() => undefined);
      throw error;
    }
  };

  return {
    async uploadDocument(userId: number, file: ReceivedFile | null): Promise<UploadedDocument> {
      requireStorage();
      if (!file) throw invalid(validationMessages.required(DOCUMENT_LABEL));
      const checked = await checkDocument(file.data, { docx: true });
      if ('type' in checked) {
        const { type } = checked;
        await ensureRoom(userId, 'document');
        const storageKey = `documents/${randomUUID()}.${type.extension}`;
        const row = await store([[storageKey, file.data]], {
          ownerId: userId,
          kind: 'document',
          storageKey,
          mime: type.mime,
          extension: type.extension,
          size: file.data.length,
          originalName: cleanFileName(file.filename, `document.${type.extension}`),
        });
        return toUploadedDocument(row);
      }
      if (checked.refused === 'active-content') throw invalid(ACTIVE_DOCUMENT_MESSAGE);
      // Not a document file: perhaps a photo of the paper, kept as a fresh JPEG and nothing else of it.
      let photo: Awaited<ReturnType<typeof encodeDocumentPhoto>>;
      try {
        photo = await encodeDocumentPhoto(file.data, DOCUMENT_PHOTO_MAX_SIDE);
      } catch (error) {
        if (error instanceof NotAPictureError) throw invalid(validationMessages.mimes(DOCUMENT_LABEL));
        throw error;
      }
      await ensureRoom(userId, 'document');
      const storageKey = `documents/${randomUUID()}.jpg`;
      const row = await store([[storageKey, photo.jpg]], {
        ownerId: userId,
        kind: 'document',
        storageKey,
        mime: 'image/jpeg',
        extension: 'jpg',
        size: photo.jpg.length,
        originalName: cleanFileName(file.filename, 'document.jpg'),
        width: photo.width,
        height: photo.height,
      });
      return toUploadedDocument(row);
    },

    async uploadKitchenPhoto(userId: number, file: ReceivedFile | null): Promise<UploadedKitchenPhoto> {
      requireStorage();
      if (!file) throw invalid(validationMessages.required(KITCHEN_PHOTO_LABEL));
      let picture: Awaited<ReturnType<typeof encodeWithin>>;
      try {
        picture = await encodeWithin(file.data, KITCHEN_PHOTO_MAX_SIDE);
      } catch (error) {
        if (error instanceof NotAPictureError) throw invalid(validationMessages.image(KITCHEN_PHOTO_LABEL));
        throw error;
      }
      await ensureRoom(userId, 'kitchen_photo');
      const storageKey = `kitchen/${randomUUID()}`;
      const row = await store(
        [
          [`${storageKey}.jpg`, picture.jpg],
          [`${storageKey}.webp`, picture.webp],
        ],
        {
          ownerId: userId,
          kind: 'kitchen_photo',
          storageKey,
          mime: 'image/jpeg',
          extension: 'jpg',
          size: picture.jpg.length,
          originalName: cleanFileName(file.filename, 'photo.jpg'),
          width: picture.width,
          height: picture.height,
        },
      );
      return toKitchenPhoto(row);
    },

    /** Only the owner removes, and only a draft: someone else's id is 'not found' (404), a file in an application 400. */
    async removeFile(userId: number, kind: UploadedFileKind, fileId: number): Promise<void> {
      const outcome = await repository.deleteOwnFile(userId, kind, fileId);
      if (outcome.result === 'missing') throw new ApiError('not_found', { message: FILE_NOT_FOUND_MESSAGE });
      if (outcome.result === 'in_application') throw invalid(FILE_IN_APPLICATION_MESSAGE);
      const { storageKey } = outcome.file;
      const keys = kind === 'kitchen_photo' ? [`${storageKey}.jpg`, `${storageKey}.webp`] : [storageKey];
      await storage?.removePrivate(keys);
    },

    async submit(userId: number, body: CookApplicationRequest): Promise<CookApplication> {
      const user = await repository.findUser(userId);
      if (!user) throw new ApiError('unauthorized');
      if (user.isCook) throw invalid(ALREADY_COOK_MESSAGE);
      if ((await repository.findLatestApplication(userId))?.status === 'pending') throw invalid(APPLICATION_PENDING_MESSAGE);

      const specialityId = body.speciality_id ?? null;
      if (specialityId !== null && !(await repository.specialityExists(specialityId))) {
        throw invalid(validationMessages.invalid(COOK_APPLICATION_LABELS.speciality));
      }
      if (!(await repository.mainCityExists(body.mainCityId))) throw invalid(validationMessages.invalid(COOK_APPLICATION_LABELS.mainCityId));
      // Someone else's file, or a photo sent as a document, is as unknown as a made-up id.
      const documents = await repository.findOwnFiles(userId, 'document', body.documentIds);
      if (documents.length !== body.documentIds.length) throw invalid(validationMessages.invalid(COOK_APPLICATION_LABELS.documentIds));
      const photos = await repository.findOwnFiles(userId, 'kitchen_photo', body.kitchenPhotoIds);
      if (photos.length !== body.kitchenPhotoIds.length) throw invalid(validationMessages.invalid(COOK_APPLICATION_LABELS.kitchenPhotoIds));

      const outcome = await repository.insertApplication(
        {
          userId,
          nameAndSurname: body.nameAndSurname,
          specialityId,
          speciality: specialityId === null ? (body.speciality ?? '') : '',
          experienceYears: body.experience,
          telegramAccount: body.telegramAccount ?? null,
          mainCityId: body.mainCityId,
          createdAt: now(),
        },
        [...body.documentIds, ...body.kitchenPhotoIds],
      );
      if (outcome.result === 'pending') throw invalid(APPLICATION_PENDING_MESSAGE);
      return toCookApplication(outcome.application);
    },

    async latest(userId: number): Promise<CookApplication | null> {
      const row = await repository.findLatestApplication(userId);
      return row ? toCookApplication(row) : null;
    },
  };
}

export type CookApplicationsService = ReturnType<typeof createCookApplicationsService>;
