// Cook applications and the private files sent with them (uploaded_files, cook_applications, cook_application_files); owned by the moderation module.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { cooks, specialities } from './cooks.ts';
import { mainCities } from './geo.ts';

/**
 * Files people upload for a cook application or their cook profile (document and kitchen
 * uploads). They live in the private files directory, never under /api/files: only the owner
 * and operators read them (GET /api/moderation/files/{id}).
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'document' | 'kitchen_photo'. */
    kind: text('kind').notNull(),
    /**
     * Relative to the private files directory: a document's file ('documents/{uuid}.pdf'), or a
     * photo's name without extension ('kitchen/{uuid}'), its .jpg and .webp sitting side by side.
     */
    storageKey: text('storage_key').notNull().unique(),
    /** What the bytes are, as sniffed (never as the client said): 'application/pdf', 'application/msword', 'image/jpeg'. */
    mime: text('mime').notNull(),
    /** 'pdf' | 'doc' | 'jpg'. */
    extension: text('extension').notNull(),
    /** Bytes as stored (a photo: its jpeg). */
    size: integer('size').notNull(),
    /** The name the person's device gave the file, cleaned of paths and control characters. */
    originalName: text('original_name').notNull(),
    /** Photos only: the re-encoded picture's size. */
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('uploaded_files_owner').on(table.ownerId, table.kind)],
);

/**
 * Requests to become a cook (the calls are our design, docs/accounts.md).
 * At most one pending application per account, held by a partial unique index. An approval
 * creates the catalogue cook (`cook_id`); every review records who and when.
 */
export const cookApplications = pgTable(
  'cook_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'pending' | 'approved' | 'rejected'. */
    status: text('status').notNull().default('pending'),
    nameAndSurname: text('name_and_surname').notNull(),
    specialityId: integer('speciality_id').references(() => specialities.id),
    /** The speciality in the applicant's words when none of the list fits; '' otherwise. */
    speciality: text('speciality').notNull().default(''),
    experienceYears: integer('experience_years').notNull(),
    /** '@name', or null when not given. */
    telegramAccount: text('telegram_account'),
    /** The region the applicant cooks in; the cook card is placed at its centre until an address is set. */
    mainCityId: integer('main_city_id')
      .notNull()
      .references(() => mainCities.id),
    /** What the operator confirmed on approval. */
    passportVerified: boolean('passport_verified').notNull().default(false),
    sanitaryVerified: boolean('sanitary_verified').notNull().default(false),
    rejectReason: text('reject_reason'),
    /** The operator who reviewed it; null for a review from the admin console (scripts/admin.ts). */
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    cookId: integer('cook_id').references(() => cooks.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('cook_applications_one_pending').on(table.userId).where(sql`status = 'pending'`),
    index('cook_applications_user').on(table.userId, table.createdAt),
    index('cook_applications_status').on(table.status, table.createdAt),
  ],
);

/** The documents and kitchen photos an application was sent with; a file in an application is never deleted. */
export const cookApplicationFiles = pgTable(
  'cook_application_files',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => cookApplications.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => uploadedFiles.id),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.fileId] }), index('cook_application_files_file').on(table.fileId)],
);
