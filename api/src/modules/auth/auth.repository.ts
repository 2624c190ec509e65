// Stores accounts, SMS codes, limit counters (SMS sends, password guesses, e-mails) and refresh tokens (users, auth_codes, sms_limit_events, refresh_tokens).
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, min, ne, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { authCodes, refreshTokens, smsLimitEvents, users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';

export type UserRow = typeof users.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type AuthCodeRow = typeof authCodes.$inferSelect;

/** How many events (sends, wrong passwords) a key has since a moment, and when the earliest of them was. */
export interface WindowUsage {
  count: number;
  earliest: Date | null;
}

/** One counted event: 'phone:+79…', 'ip:1.2.3.4', 'password-phone:+79…' and the like. */
export interface LimitEvent {
  id: number;
  key: string;
}

export function createAuthRepository(orm: Orm) {
  return {
    async findUserByPhone(phone: string): Promise<UserRow | undefined> {
      const [row] = await orm.select().from(users).where(eq(users.phone, phone));
      return row;
    },

    async findUserById(id: number): Promise<UserRow | undefined> {
      const [row] = await orm.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** The account of a phone that has just proved itself; created on the first sign-in, once even when two race. */
    async findOrCreateVerifiedUser(phone: string, now: Date): Promise<UserRow> {
      await orm.insert(users).values({ phone, phoneVerified: true, registerDate: now }).onConflictDoNothing({ target: users.phone });
      const [row] = await orm.update(users).set({ phoneVerified: true }).where(eq(users.phone, phone)).returning();
      if (!row) throw new Error('the user row was just written');
      return row;
    },

    /**
     * Spends the 'verify' code and makes the phone the user's, verified, in one transaction.
     * 'taken' when another account has the phone (the code stays unspent: nothing changes),
     * 'spent' when a parallel request spent or guessed the code dead first.
     */
    async bindVerifiedPhone(
      userId: number,
      phone: string,
      code: { id: number; now: Date; maxAttempts: number },
    ): Promise<{ result: 'bound'; user: UserRow } | { result: 'taken' | 'spent' }> {
      try {
        return await orm.transaction(async (tx) => {
          const [other] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.phone, phone), ne(users.id, userId)));
          if (other) return { result: 'taken' as const };
          const spent = await tx
            .update(authCodes)
            .set({ usedAt: code.now })
            .where(and(eq(authCodes.id, code.id), isNull(authCodes.usedAt), lt(authCodes.attempts, code.maxAttempts)))
            .returning({ id: authCodes.id });
          if (spent.length !== 1) return { result: 'spent' as const };
          const [user] = await tx.update(users).set({ phone, phoneVerified: true }).where(eq(users.id, userId)).returning();
          if (!user) throw new Error('the signed-in user has no row');
          return { result: 'bound' as const, user };
        });
      } catch (error) {
        // Two accounts racing for one phone: the unique index decides, and the loser rolled back.
        if (isUniqueViolation(error)) return { result: 'taken' };
        throw error;
      }
    },

    /** Stores the new password hash and ends every session of the user at once. */
    async replacePasswordAndRevokeSessions(userId: number, passwordHash: string, now: Date): Promise<void> {
      await orm.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      });
    },

    /** Writes only the profile fields named here; the callers never pass anything privileged (no mass assignment). */
    async updateProfile(userId: number, fields: { name?: string; about?: string; email?: string; emailVerified?: boolean }): Promise<UserRow | undefined> {
      const { name, about, email, emailVerified } = fields;
      const set = Object.fromEntries(Object.entries({ name, about, email, emailVerified }).filter(([, value]) => value !== undefined));
      if (Object.keys(set).length === 0) return (await orm.select().from(users).where(eq(users.id, userId)))[0];
      const [row] = await orm.update(users).set(set).where(eq(users.id, userId)).returning();
      return row;
    },

    /**
     * Counts each rule's events since its moment and, when `allow` agrees, records an event for
     * every key, all under transaction-scoped advisory locks on the keys so two racing
     * requests cannot both take the last allowance. The recorded events, or null when refused.
     */
    async recordEventsIfAllowed(rules: { key: string; since: Date }[], now: Date, allow: (usage: WindowUsage[]) => boolean): Promise<LimitEvent[] | null> {
      const keys = [...new Set(rules.map((rule) => rule.key))].sort();
      return orm.transaction(async (tx) => {
        for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
        const usage: WindowUsage[] = [];
        for (const rule of rules) {
          const [row] = await tx
            .select({ count: count(), earliest: min(smsLimitEvents.at) })
            .from(smsLimitEvents)
            .where(and(eq(smsLimitEvents.key, rule.key), gt(smsLimitEvents.at, rule.since)));
          usage.push({ count: Number(row?.count ?? 0), earliest: row?.earliest ? new Date(row.earliest) : null });
        }
        if (!allow(usage)) return null;
        return tx
          .insert(smsLimitEvents)
          .values(keys.map((key) => ({ key, at: now })))
          .returning({ id: smsLimitEvents.id, key: smsLimitEvents.key });
      });
    },

    /** Gives allowances back: a send that never went out, a password that was right after all. */
    async withdrawEvents(ids: number[]): Promise<void> {
      if (ids.length > 0) await orm.delete(smsLimitEvents).where(inArray(smsLimitEvents.id, ids));
    },

    /** Counters older than the longest window say nothing any more. */
    async forgetSendsBefore(before: Date): Promise<void> {
      await orm.delete(smsLimitEvents).where(lt(smsLimitEvents.at, before));
    },

    /** Stores a new code; earlier live codes for the same phone and purpose die, so only the latest SMS works. */
    async replaceCode(code: { phone: string; purpose: string; codeHash: string; expiresAt: Date; createdAt: Date }): Promise<void> {
      await orm.transaction(async (tx) => {
        await tx
          .update(authCodes)
          .set({ usedAt: code.createdAt })
          .where(and(eq(authCodes.phone, code.phone), eq(authCodes.purpose, code.purpose), isNull(authCodes.usedAt)));
        await tx.insert(authCodes).values(code);
      });
    },

    /** The latest code for the phone and purpose that can still be tried. */
    async findLiveCode(phone: string, purpose: string, now: Date, maxAttempts: number): Promise<AuthCodeRow | undefined> {
      const [row] = await orm
        .select()
        .from(authCodes)
        .where(
          and(
            eq(authCodes.phone, phone),
            eq(authCodes.purpose, purpose),
            isNull(authCodes.usedAt),
            gt(authCodes.expiresAt, now),
            lt(authCodes.attempts, maxAttempts),
          ),
        )
        .orderBy(desc(authCodes.createdAt), desc(authCodes.id))
        .limit(1);
      return row;
    },

    /** Counts a wrong try; atomic, so parallel guesses cannot get past the limit. */
    async countWrongAttempt(id: number): Promise<void> {
      await orm
        .update(authCodes)
        .set({ attempts: sql`${authCodes.attempts} + 1` })
        .where(eq(authCodes.id, id));
    },

    /** Spends the code; false when a parallel request spent it (or guessed it dead) first. */
    async spendCode(id: number, now: Date, maxAttempts: number): Promise<boolean> {
      const rows = await orm
        .update(authCodes)
        .set({ usedAt: now })
        .where(and(eq(authCodes.id, id), isNull(authCodes.usedAt), lt(authCodes.attempts, maxAttempts)))
        .returning({ id: authCodes.id });
      return rows.length === 1;
    },

    async insertRefreshToken(token: { userId: number; familyId: string; tokenHash: string; expiresAt: Date; createdAt: Date }): Promise<RefreshTokenRow> {
      const [row] = await orm.insert(refreshTokens).values(token).returning();
      if (!row) throw new Error('the refresh token row was just written');
      return row;
    },

    async findRefreshTokenByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await orm.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    async findRefreshTokenById(id: number): Promise<RefreshTokenRow | undefined> {
      const [row] = await orm.select().from(refreshTokens).where(eq(refreshTokens.id, id));
      return row;
    },

    /**
     * Marks the token used and stores its successor, in one transaction: a repeat within the
     * grace then always finds the successor. Null when a parallel refresh spent the token first.
     */
    async rotateRefreshToken(
      id: number,
      used: { now: Date; successorSeed: string },
      successor: { userId: number; familyId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
    ): Promise<RefreshTokenRow | null> {
      return orm.transaction(async (tx) => {
        const spent = await tx
          .update(refreshTokens)
          .set({ usedAt: used.now, successorSeed: used.successorSeed })
          .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id });
        if (spent.length === 0) return null;
        const [row] = await tx.insert(refreshTokens).values(successor).returning();
        if (!row) throw new Error('the refresh token row was just written');
        await tx.update(refreshTokens).set({ replacedBy: row.id }).where(eq(refreshTokens.id, id));
        return row;
      });
    },

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await orm
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /** True when some token of the family is revoked: the whole family then is. */
    async isFamilyRevoked(familyId: string): Promise<boolean> {
      const [row] = await orm
        .select({ count: count() })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)));
      return Number(row?.count ?? 0) > 0;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
