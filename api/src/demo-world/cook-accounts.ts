// Every cook card is run by an account (cooks.user_id is NOT NULL), so a chat, an order's
// notifications and a payout always have a person to go to. Cards the seeds write get an account
// of their own in one of two reserved phone ranges (docs/accounts.md, 'Demo accounts'):
// - '+7 000 …' stands in for a person until one takes the card. No Russian number begins with 0
//   after +7, so it is nobody's, and sign-in refuses it (a code is only sent to a +7 9xx mobile):
//   nobody can sign in as such a cook, which is what production needs.
// - '+7 999 1xx xx xx', outside production only: the same accounts moved to a mobile-shaped number
//   so anyone trying the product signs in as any demo cook with the code from the dev outbox.
import { eq, like, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { cooks, users } from '../db/schema.ts';

export const STAND_IN_PHONE_PREFIX = '+7000';
export const DEMO_COOK_PHONE_PREFIX = '+79991';

/** '+70000000012' for the 12th card a seed writes: a number no subscriber can hold. */
export const standInCookPhone = (ordinal: number): string => `${STAND_IN_PHONE_PREFIX}${String(ordinal).padStart(7, '0')}`;

/** '+79991000012': the demo range's number of cook card 12 (ids up to 999 999). */
export const demoCookPhone = (cookId: number): string => `${DEMO_COOK_PHONE_PREFIX}${String(cookId).padStart(6, '0')}`;

/** The account fields a card's stand-in account copies from the card. */
export interface CookAccountCard {
  name: string;
  about?: string | undefined;
  avatar?: (typeof users.$inferInsert)['avatar'];
  passportVerified?: boolean | undefined;
  sanitaryVerified?: boolean | undefined;
  registeredAt?: Date | undefined;
}

/** Writes (or finds, on a re-run) the stand-in account of a card about to be written; answers its id. */
export async function insertStandInCookAccount(orm: Orm, ordinal: number, card: CookAccountCard): Promise<number> {
  const phone = standInCookPhone(ordinal);
  const [inserted] = await orm
    .insert(users)
    .values({
      phone,
      name: card.name,
      about: card.about ?? '',
      avatar: card.avatar ?? null,
      isCook: true,
      passportVerified: card.passportVerified ?? false,
      sanitaryVerified: card.sanitaryVerified ?? false,
      ...(card.registeredAt ? { registerDate: card.registeredAt } : {}),
    })
    .onConflictDoNothing({ target: users.phone })
    .returning({ id: users.id });
  if (inserted) return inserted.id;
  const [existing] = await orm.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (!existing) throw new Error(`the stand-in account ${phone} was neither written nor found`);
  return existing.id;
}

/**
 * Outside production: every card still run by a stand-in account gets the demo range's number of
 * its card, verified, so its cook signs in by SMS code. A number someone already holds is skipped.
 */
export async function moveStandInCooksToDemoPhones(orm: Orm): Promise<void> {
  await orm.execute(sql`
    update ${users} as u
       set phone = ${DEMO_COOK_PHONE_PREFIX} || lpad(c.id::text, 6, '0'), phone_verified = true
      from ${cooks} as c
     where c.user_id = u.id
       and u.phone like ${`${STAND_IN_PHONE_PREFIX}%`}
       and c.id <= 999999
       and not exists (select 1 from ${users} as taken where taken.phone = ${DEMO_COOK_PHONE_PREFIX} || lpad(c.id::text, 6, '0'))`);
}

/** Whether an account is one a seed wrote for a card (stand-in or demo range) rather than a person's. */
export const seededCookAccount = () => sql`(${like(users.phone, `${STAND_IN_PHONE_PREFIX}%`)} or ${like(users.phone, `${DEMO_COOK_PHONE_PREFIX}%`)})`;
