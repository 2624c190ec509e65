// Accounts and sign-in (users, auth_codes, sms_limit_events, refresh_tokens, email_tokens, guest_sessions); owned by the auth module (guest sessions: plugins/guest-session.ts).
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Image } from '@povar/shared-kit/contracts';

/**
 * Accounts. A person is known by their mobile phone, kept normalised as
 * '+7XXXXXXXXXX', so the same number written another way is the same account.
 */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().default(''),
  about: text('about').notNull().default(''),
  /** Rendered from the uploaded picture (files/images.ts); served under /api/files/avatars. */
  avatar: jsonb('avatar').$type<Image>(),
  /** scrypt, 'scrypt$salt$hash'; null until the person sets a password (sign-in by SMS needs none). */
  passwordHash: text('password_hash'),
  phoneVerified: boolean('phone_verified').notNull().default(false),
  emailVerified: boolean('email_verified').notNull().default(false),
  isCook: boolean('is_cook').notNull().default(false),
  passportVerified: boolean('passport_verified').notNull().default(false),
  sanitaryVerified: boolean('sanitary_verified').notNull().default(false),
  /** 'customer' | 'operator'. */
  role: text('role').notNull().default('customer'),
  registerDate: timestamp('register_date', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time SMS codes: only a scrypt hash of the code is kept; a code dies when
 * used, when it expires, after 5 wrong tries, or when a newer code is sent for the same purpose.
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    /** 'auth' | 'verify' | 'reset'. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_codes_phone').on(table.phone, table.purpose, table.createdAt)],
);

/**
 * Every SMS send counted against a limit ('phone:+79…', 'ip:1.2.3.4'): kept in the database so
 * a restart does not hand out fresh allowances. Rows older than a day count for nothing.
 */
export const smsLimitEvents = pgTable(
  'sms_limit_events',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sms_limit_events_key_at').on(table.key, table.at)],
);

/**
 * Refresh tokens, by SHA-256 hash only. Each sign-in starts a family; a refresh
 * marks its token used and issues the successor in the same family. `successorSeed` lets a
 * repeat within the grace period recompute that same successor without storing it in clear.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    successorSeed: text('successor_seed'),
    replacedBy: integer('replaced_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('refresh_tokens_family').on(table.familyId)],
);

/**
 * One-time links sent by e-mail: 'reset-password' (valid 1 hour) and 'confirm-email' (1 day),
 * by SHA-256 hash only. A link is good only while the account still has the address it went
 * to; a newer link of the same purpose kills the older ones.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'reset-password' | 'confirm-email'. */
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('email_tokens_user').on(table.userId, table.purpose)],
);

/**
 * Guest sessions: the `session-id` a browser made up, claimed by the first
 * request that named it. Only the hash of the secret the claiming browser got in its
 * guest-key cookie is kept; a later request is this guest only with that cookie.
 */
export const guestSessions = pgTable('guest_sessions', {
  id: uuid('id').primaryKey(),
  secretHash: text('secret_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
