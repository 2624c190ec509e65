// Stores the one-time links sent by e-mail (email_tokens) and applies what they do to the account: a new password, a confirmed address.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { emailTokens, refreshTokens, users } from '../../db/schema.ts';
import type { UserRow } from './auth.repository.ts';

export type EmailTokenPurpose = 'reset-password' | 'confirm-email';
export type EmailTokenRow = typeof emailTokens.$inferSelect;

export function createEmailTokensRepository(orm: Orm) {
  /** Spends a live token; false when it was used, expired, or a parallel request spent it first. */
  const spend = (tx: Pick<Orm, 'update'>, id: number, now: Date) =>
    tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
      .returning({ id: emailTokens.id })
      .then((rows) => rows.length === 1);

  return {
    /** Accounts whose confirmed e-mail this is (addresses are stored lower-case; older rows may not be). */
    async findVerifiedUsersByEmail(email: string): Promise<UserRow[]> {
      return orm
        .select()
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email}`, eq(users.emailVerified, true)))
        .orderBy(users.id);
    },

    /** Stores a new link; the user's earlier live links of the same purpose die, so only the latest letter works. */
    async replaceToken(token: {
      userId: number;
      purpose: EmailTokenPurpose;
      email: string;
      tokenHash: string;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<void> {
      await orm.transaction(async (tx) => {
        await tx
          .update(emailTokens)
          .set({ usedAt: token.createdAt })
          .where(and(eq(emailTokens.userId, token.userId), eq(emailTokens.purpose, token.purpose), isNull(emailTokens.usedAt)));
        await tx.insert(emailTokens).values(token);
      });
    },

    /** True when a link of the purpose to this address can still be used. */
    async hasLiveToken(userId: number, purpose: EmailTokenPurpose, email: string, now: Date): Promise<boolean> {
      const [row] = await orm
        .select({ id: emailTokens.id })
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, purpose),
            eq(emailTokens.email, email),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async findTokenByHash(tokenHash: string): Promise<EmailTokenRow | undefined> {
      const [row] = await orm.select().from(emailTokens).where(eq(emailTokens.tokenHash, tokenHash));
      return row;
    },

    /**
     * Spends the reset link, stores the new password hash and ends every session of the user,
     * in one transaction; false when the link was spent meanwhile.
     */
    async resetPassword(tokenId: number, userId: number, passwordHash: string, now: Date): Promise<boolean> {
      return orm.transaction(async (tx) => {
        if (!(await spend(tx, tokenId, now))) return false;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
        return true;
      });
    },

    /**
     * Spends the confirmation link and marks the address confirmed, only while the account
     * still has that address; false otherwise (the link is spent either way).
     */
    async confirmEmail(tokenId: number, userId: number, email: string, now: Date): Promise<boolean> {
      return orm.transaction(async (tx) => {
        if (!(await spend(tx, tokenId, now))) return false;
        const confirmed = await tx
          .update(users)
          .set({ emailVerified: true })
          .where(and(eq(users.id, userId), sql`lower(${users.email}) = ${email}`))
          .returning({ id: users.id });
        return confirmed.length === 1;
      });
    },
  };
}

export type EmailTokensRepository = ReturnType<typeof createEmailTokensRepository>;
