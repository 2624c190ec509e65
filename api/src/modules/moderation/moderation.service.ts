// The operator's side: the queue of cook applications, approving (the account becomes a cook with
// a catalogue card) and rejecting with a reason, and reading the private files. The HTTP routes
// and the admin console (scripts/admin.ts) both work through this service.
import {
  APPLICATION_REVIEWED_MESSAGE,
  MODERATION_PAGE_SIZE,
  type ApproveApplicationRequest,
  type CookApplicationStatus,
  type ModerationApplication,
  type ModerationList,
} from '@povar/shared-kit/contracts';
import type { FileStorage } from '../../files/storage.ts';
import { ApiError } from '../../plugins/errors.ts';
import { documentName, toModerationApplication } from './application-view.ts';
import type { CookApplicationsRepository } from './cook-applications.repository.ts';
import { FILE_NOT_FOUND_MESSAGE, type PrivateFile } from '../../files/uploads.ts';
import type { NotifyApplicant } from './decision-notice.ts';

export const APPLICATION_NOT_FOUND_MESSAGE = 'Заявка не найдена';

export interface ModerationServiceDeps {
  repository: Pick<
    CookApplicationsRepository,
    'listApplications' | 'findApplicationDetail' | 'filesOfApplications' | 'approve' | 'reject' | 'findFile' | 'findUser'
  >;
  storage: FileStorage | null;
  now: () => Date;
  /** Tells the applicant the decision; called once, by whoever's approval or refusal took effect. */
  notifyApplicant: NotifyApplicant;
}

const notFound = () => new ApiError('not_found', { message: APPLICATION_NOT_FOUND_MESSAGE });
const alreadyReviewed = () => new ApiError('validation', { errors: [APPLICATION_REVIEWED_MESSAGE] });

export function createModerationService({ repository, storage, now, notifyApplicant }: ModerationServiceDeps) {
  const detail = async (id: number): Promise<ModerationApplication> => {
    const row = await repository.findApplicationDetail(id);
    if (!row) throw notFound();
    return toModerationApplication(row, await repository.filesOfApplications([id]));
  };

  return {
    async list(query: { status?: CookApplicationStatus; page?: number }): Promise<ModerationList> {
      const page = query.page ?? 1;
      const { rows, total } = await repository.listApplications(query.status, { limit: MODERATION_PAGE_SIZE, offset: (page - 1) * MODERATION_PAGE_SIZE });
      const files = await repository.filesOfApplications(rows.map((row) => row.id));
      return {
        items: rows.map((row) =>
          toModerationApplication(
            row,
            files.filter((file) => file.applicationId === row.id),
          ),
        ),
        pagination: { page, perPage: MODERATION_PAGE_SIZE, total, lastPage: Math.max(1, Math.ceil(total / MODERATION_PAGE_SIZE)) },
      };
    },

    get: detail,

    /** `reviewerId`: the operator; null from the admin console. */
    async approve(id: number, decision: ApproveApplicationRequest, reviewerId: number | null): Promise<ModerationApplication> {
      const outcome = await repository.approve(id, decision, { reviewerId, at: now() });
      if (outcome.result === 'not_found') throw notFound();
      if (outcome.result === 'reviewed') throw alreadyReviewed();
      const application = await detail(id);
      await notifyApplicant({ applicationId: id, applicant: application.applicant, outcome: 'approved', reason: null });
      return application;
    },

    async reject(id: number, reason: string, reviewerId: number | null): Promise<ModerationApplication> {
      const outcome = await repository.reject(id, reason, { reviewerId, at: now() });
      if (outcome.result === 'not_found') throw notFound();
      if (outcome.result === 'reviewed') throw alreadyReviewed();
      const application = await detail(id);
      await notifyApplicant({ applicationId: id, applicant: application.applicant, outcome: 'rejected', reason });
      return application;
    },

    /** For its owner or an operator; to anyone else the file does not exist (404 either way). */
    async readFile(fileId: number, viewerId: number, format: 'jpg' | 'webp' = 'jpg'): Promise<PrivateFile> {
      const [file, viewer] = await Promise.all([repository.findFile(fileId), repository.findUser(viewerId)]);
      if (!file || !viewer || (file.ownerId !== viewer.id && viewer.role !== 'operator')) {
        throw new ApiError('not_found', { message: FILE_NOT_FOUND_MESSAGE });
      }
      if (!storage) throw new ApiError('unavailable');
      if (file.kind === 'document') {
        return { data: await storage.readPrivate(file.storageKey), mime: file.mime, filename: documentName(file), disposition: 'attachment' };
      }
      const stem = file.originalName.replace(/\.[^.]{1,10}$/, '') || 'photo';
      return {
        data: await storage.readPrivate(`${file.storageKey}.${format}`),
        mime: format === 'webp' ? 'image/webp' : 'image/jpeg',
        filename: `${stem}.${format}`,
        disposition: 'inline',
      };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
