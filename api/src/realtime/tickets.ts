// Single-use tickets that open a socket: issued over HTTP to a signed-in user (the socket cannot
// carry the bearer header), kept in the database so any API instance can redeem them, only as a hash.
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { REALTIME_LIMITS } from '@povar/shared-kit/contracts';
import type { Orm } from '../db/client.ts';
import { realtimeTickets } from '../db/schema.ts';

/** 32 random bytes, base64url: what `issue` makes; anything else is not worth a query. */
const TICKET_RE = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export function createTicketStore(orm: Orm, now: () => Date) {
  return {
    async issue(userId: number): Promise<{ ticket: string; expiresAt: Date }> {
      const issuedAt = now();
      const expiresAt = new Date(issuedAt.getTime() + REALTIME_LIMITS.ticketTtlSeconds * 1000);
      const ticket = randomBytes(32).toString('base64url');
      // Tickets never redeemed (a tab closed in between) go with the next issue; the index keeps it cheap.
      await orm.delete(realtimeTickets).where(lt(realtimeTickets.expiresAt, issuedAt));
      await orm.insert(realtimeTickets).values({ tokenHash: hashOf(ticket), userId, expiresAt });
      return { ticket, expiresAt };
    },

    /** The ticket's user, once: the row is deleted by the same statement, so two instances cannot both take it. */
    async redeem(ticket: string): Promise<number | null> {
      if (!TICKET_RE.test(ticket)) return null;
      const [row] = await orm
        .delete(realtimeTickets)
        .where(eq(realtimeTickets.tokenHash, hashOf(ticket)))
        .returning({ userId: realtimeTickets.userId, expiresAt: realtimeTickets.expiresAt });
      if (!row || row.expiresAt.getTime() <= now().getTime()) return null;
      return row.userId;
    },
  };
}

export type TicketStore = ReturnType<typeof createTicketStore>;
