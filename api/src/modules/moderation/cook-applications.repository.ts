// Stores cook applications, the files uploaded for them, and what an approval writes: the
// catalogue cook and the account's cook flags (cook_applications, cook_application_files,
// uploaded_files, cooks, users).
import { and, asc, count, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { CookApplicationStatus } from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import { cookApplicationFiles, cookApplications, cooks, mainCities, specialities, uploadedFiles, users } from '../../db/schema.ts';
import { OPERATOR_ROLE } from '../profiles/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
export type NewUploadedFile = typeof uploadedFiles.$inferInsert;
export type UploadedFileKind = 'document' | 'kitchen_photo';

export interface NewCookApplication {
  userId: number;
  nameAndSurname: string;
  specialityId: number | null;
  speciality: string;
  experienceYears: number;
  telegramAccount: string | null;
  mainCityId: number;
  createdAt: Date;
}

/** An approval's decision: which documents the operator checked. */
export interface ApprovalDecision {
  passportVerified: boolean;
  sanitaryVerified: boolean;
}

/** Who reviewed and when; `reviewerId` null for the admin console. */
export interface Review {
  reviewerId: number | null;
  at: Date;
}

const applicationColumns = {
  id: cookApplications.id,
  status: cookApplications.status,
  nameAndSurname: cookApplications.nameAndSurname,
  specialityId: cookApplications.specialityId,
  specialityText: cookApplications.speciality,
  specialityTitle: specialities.title,
  experienceYears: cookApplications.experienceYears,
  telegramAccount: cookApplications.telegramAccount,
  mainCityId: cookApplications.mainCityId,
  mainCitySlug: mainCities.slug,
  mainCityName: mainCities.name,
  passportVerified: cookApplications.passportVerified,
  sanitaryVerified: cookApplications.sanitaryVerified,
  rejectReason: cookApplications.rejectReason,
  reviewedBy: cookApplications.reviewedBy,
  reviewedAt: cookApplications.reviewedAt,
  cookId: cookApplications.cookId,
  createdAt: cookApplications.createdAt,
  applicantId: users.id,
  applicantName: users.name,
  applicantPhone: users.phone,
};

const selectDetails = (orm: Orm) =>
  orm
    .select(applicationColumns)
    .from(cookApplications)
    .innerJoin(users, eq(users.id, cookApplications.userId))
    .innerJoin(mainCities, eq(mainCities.id, cookApplications.mainCityId))
    .leftJoin(specialities, eq(specialities.id, cookApplications.specialityId));

/** An application with its applicant, speciality and region, as the operator's queue reads it. */
export type ApplicationDetailRow = Awaited<ReturnType<typeof selectDetails>>[number];

export type ApprovalResult = { result: 'approved'; cookId: number } | { result: 'not_found' | 'reviewed' };
export type RejectionResult = { result: 'rejected' } | { result: 'not_found' | 'reviewed' };

export function createCookApplicationsRepository(orm: Orm) {
  /** The owner's files of a kind among `ids`; anything else (someone else's, the other kind) is simply not found. */
  const findOwnFiles = async (ownerId: number, kind: UploadedFileKind, ids: number[]): Promise<UploadedFileRow[]> => {
    if (ids.length === 0) return [];
    return orm
      .select()
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.ownerId, ownerId), eq(uploadedFiles.kind, kind), inArray(uploadedFiles.id, ids)));
  };

  return {
    async findUser(userId: number) {
      const [row] = await orm.select({ id: users.id, isCook: users.isCook, role: users.role }).from(users).where(eq(users.id, userId));
      return row;
    },

    /** Creates the account with the operator role, or gives an existing one the role; `created` tells which. */
    async upsertOperator(phone: string): Promise<{ id: number; created: boolean }> {
      const inserted = await orm.insert(users).values({ phone, role: OPERATOR_ROLE }).onConflictDoNothing({ target: users.phone }).returning({ id: users.id });
      if (inserted[0]) return { id: inserted[0].id, created: true };
      const [promoted] = await orm.update(users).set({ role: OPERATOR_ROLE }).where(eq(users.phone, phone)).returning({ id: users.id });
      if (!promoted) throw new Error(`the account of ${phone} was there a moment ago`);
      return { id: promoted.id, created: false };
    },

    async insertFile(file: NewUploadedFile): Promise<UploadedFileRow> {
      const [row] = await orm.insert(uploadedFiles).values(file).returning();
      if (!row) throw new Error('the uploaded file row was just written');
      return row;
    },

    async countFiles(ownerId: number, kind: UploadedFileKind): Promise<number> {
      const [row] = await orm
        .select({ files: count() })
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.ownerId, ownerId), eq(uploadedFiles.kind, kind)));
      return Number(row?.files ?? 0);
    },

    async findFile(id: number): Promise<UploadedFileRow | undefined> {
      const [row] = await orm.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
      return row;
    },

    findOwnFiles,

    /**
     * Deletes the owner's file unless an application holds it (an application keeps its
     * evidence). 'missing' covers someone else's file, so its existence does not leak.
     */
    async deleteOwnFile(
      ownerId: number,
      kind: UploadedFileKind,
      id: number,
    ): Promise<{ result: 'deleted'; file: UploadedFileRow } | { result: 'missing' } | { result: 'in_application' }> {
      const [deleted] = await orm
        .delete(uploadedFiles)
        .where(
          and(
            eq(uploadedFiles.id, id),
            eq(uploadedFiles.ownerId, ownerId),
            eq(uploadedFiles.kind, kind),
            notExists(orm.select({ one: sql`1` }).from(cookApplicationFiles).where(eq(cookApplicationFiles.fileId, uploadedFiles.id))),
          ),
        )
        .returning();
      if (deleted) return { result: 'deleted', file: deleted };
      const own = await findOwnFiles(ownerId, kind, [id]);
      return own.length > 0 ? { result: 'in_application' } : { result: 'missing' };
    },

    async specialityExists(id: number): Promise<boolean> {
      const [row] = await orm.select({ id: specialities.id }).from(specialities).where(eq(specialities.id, id));
      return row !== undefined;
    },

    async mainCityExists(id: number): Promise<boolean> {
      const [row] = await orm.select({ id: mainCities.id }).from(mainCities).where(eq(mainCities.id, id));
      return row !== undefined;
    },

    async findLatestApplication(userId: number) {
      const [row] = await orm
        .select()
        .from(cookApplications)
        .where(eq(cookApplications.userId, userId))
        .orderBy(desc(cookApplications.createdAt), desc(cookApplications.id))
        .limit(1);
      return row;
    },

    /** Writes the application with its files; 'pending' when the user already has one (the partial unique index decides races). */
    async insertApplication(
      application: NewCookApplication,
      fileIds: number[],
    ): Promise<{ result: 'created'; application: typeof cookApplications.$inferSelect } | { result: 'pending' }> {
      try {
        return await orm.transaction(async (tx) => {
          const [row] = await tx.insert(cookApplications).values(application).returning();
          if (!row) throw new Error('the application row was just written');
          await tx.insert(cookApplicationFiles).values(fileIds.map((fileId) => ({ applicationId: row.id, fileId })));
          return { result: 'created' as const, application: row };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { result: 'pending' };
        throw error;
      }
    },

    /** Oldest first, so the queue is worked in the order people applied. */
    async listApplications(status: CookApplicationStatus | undefined, window: { limit: number; offset: number }) {
      const where = status ? eq(cookApplications.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        selectDetails(orm).where(where).orderBy(asc(cookApplications.createdAt), asc(cookApplications.id)).limit(window.limit).offset(window.offset),
        orm.select({ total: count() }).from(cookApplications).where(where),
      ]);
      return { rows, total: Number(total?.total ?? 0) };
    },

    async findApplicationDetail(id: number): Promise<ApplicationDetailRow | undefined> {
      const [row] = await selectDetails(orm).where(eq(cookApplications.id, id));
      return row;
    },

    /** The files of these applications, in upload order. */
    async filesOfApplications(applicationIds: number[]): Promise<(UploadedFileRow & { applicationId: number })[]> {
      if (applicationIds.length === 0) return [];
      const rows = await orm
        .select({ file: uploadedFiles, applicationId: cookApplicationFiles.applicationId })
        .from(cookApplicationFiles)
        .innerJoin(uploadedFiles, eq(uploadedFiles.id, cookApplicationFiles.fileId))
        .where(inArray(cookApplicationFiles.applicationId, applicationIds))
        .orderBy(asc(uploadedFiles.id));
      return rows.map(({ file, applicationId }) => ({ ...file, applicationId }));
    },

    /**
     * In one transaction: the pending application becomes approved, the applicant's cook card is
     * created (or, for an account that had one, refreshed) under the application's name and
     * region, its page live at once (the catalogue lists it from its first visible dish), and the
     * account becomes a cook with the checked flags, taking that name if it had none.
     */
    async approve(id: number, decision: ApprovalDecision, review: Review): Promise<ApprovalResult> {
      return orm.transaction(async (tx) => {
        const [application] = await tx
          .update(cookApplications)
          .set({ status: 'approved', ...decision, reviewedBy: review.reviewerId, reviewedAt: review.at })
          .where(and(eq(cookApplications.id, id), eq(cookApplications.status, 'pending')))
          .returning();
        if (!application) return { result: (await exists(tx, id)) ? 'reviewed' : 'not_found' };

        const [account] = await tx.select().from(users).where(eq(users.id, application.userId));
        const [region] = await tx.select().from(mainCities).where(eq(mainCities.id, application.mainCityId));
        if (!account || !region) throw new Error(`application ${id} lost its account or region`);
        const card = {
          name: application.nameAndSurname,
          avatar: account.avatar,
          specialityId: application.specialityId,
          experienceYears: application.experienceYears,
          about: account.about,
          mainCityId: region.id,
          // The region's centre until the cook sets an address; the address itself stays empty.
          address: '',
          lat: region.lat,
          lon: region.lon,
          ...decision,
          isActive: true,
        };
        const [cook] = await tx
          .insert(cooks)
          .values({ ...card, userId: account.id, registeredAt: review.at })
          .onConflictDoUpdate({ target: cooks.userId, set: card })
          .returning({ id: cooks.id });
        if (!cook) throw new Error('the cook row was just written');
        const name = account.name.trim() === '' ? { name: application.nameAndSurname } : {};
        await tx
          .update(users)
          .set({ isCook: true, ...decision, ...name })
          .where(eq(users.id, account.id));
        await tx.update(cookApplications).set({ cookId: cook.id }).where(eq(cookApplications.id, id));
        return { result: 'approved' as const, cookId: cook.id };
      });
    },

    async reject(id: number, reason: string, review: Review): Promise<RejectionResult> {
      const rows = await orm
        .update(cookApplications)
        .set({ status: 'rejected', rejectReason: reason, reviewedBy: review.reviewerId, reviewedAt: review.at })
        .where(and(eq(cookApplications.id, id), eq(cookApplications.status, 'pending')))
        .returning({ id: cookApplications.id });
      if (rows.length > 0) return { result: 'rejected' };
      return { result: (await exists(orm, id)) ? 'reviewed' : 'not_found' };
    },
  };
}

export type CookApplicationsRepository = ReturnType<typeof createCookApplicationsRepository>;

async function exists(db: Pick<Orm, 'select'>, id: number): Promise<boolean> {
  const [row] = await db.select({ id: cookApplications.id }).from(cookApplications).where(eq(cookApplications.id, id));
  return row !== undefined;
}
