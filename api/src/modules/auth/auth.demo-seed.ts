// The accounts' demo seed, for trying the product (README 'Demo accounts'): a customer, a cook
// who runs one of the demo catalogue's cook cards, an operator of the application queue (their
// phones are the demo world's, demo-world/demo-accounts.ts), and every other demo cook on a number
// of the demo range (demo-world/cook-accounts.ts). They sign in by SMS code like anyone (read it
// from the dev outbox); none has a password.
import { and, asc, eq, sql } from 'drizzle-orm';
import { SUPPORT_COOK_ID } from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import { cooks, mainCities, users } from '../../db/schema.ts';
import { DEMO_ACCOUNTS } from '../../demo-world/demo-accounts.ts';
import { moveStandInCooksToDemoPhones, seededCookAccount } from '../../demo-world/cook-accounts.ts';
import { DEMO_REGIONS } from '../../demo-world/regions.ts';

/**
 * Writes the three accounts once. An account already there is left as it is (someone may have
 * changed it while trying the product), and the cook takes over a catalogue card only while no
 * card names that account. Then every other demo card's stand-in account gets its number of the
 * demo range, so each demo cook can sign in.
 */
export async function seedDemoAccounts(orm: Orm): Promise<void> {
  await orm
    .insert(users)
    .values([
      { phone: DEMO_ACCOUNTS.customer.phone, name: DEMO_ACCOUNTS.customer.name, phoneVerified: true },
      { phone: DEMO_ACCOUNTS.operator.phone, name: DEMO_ACCOUNTS.operator.name, phoneVerified: true, role: 'operator' },
    ])
    .onConflictDoNothing({ target: users.phone });
  await seedDemoCook(orm);
  await moveStandInCooksToDemoPhones(orm);
  await seedSupportCook(orm);
}

/**
 * The chat with cook SUPPORT_COOK_ID is 'Поддержка сервиса'; its card is run by the demo
 * operator, who answers those chats from their own chat list. Inactive, so no catalogue lists it.
 * Written once (an existing card 906, or an operator running another card, is left alone).
 */
async function seedSupportCook(orm: Orm): Promise<void> {
  const [operator] = await orm.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_ACCOUNTS.operator.phone));
  const [region] = await orm
    .select({ id: mainCities.id, lat: mainCities.lat, lon: mainCities.lon })
    .from(mainCities)
    .where(eq(mainCities.slug, DEMO_REGIONS[0].slug));
  if (!operator || !region) return;
  const inserted = await orm
    .insert(cooks)
    .values({
      id: SUPPORT_COOK_ID,
      name: 'Поддержка сервиса',
      address: '',
      mainCityId: region.id,
      lat: region.lat,
      lon: region.lon,
      isActive: false,
      userId: operator.id,
    })
    .onConflictDoNothing()
    .returning({ id: cooks.id });
  // The id was given, not drawn: the sequence moves past it so a later card never collides with it.
  if (inserted.length > 0) await orm.execute(sql`select setval(pg_get_serial_sequence('cooks', 'id'), greatest((select max(id) from cooks), 1))`);
}

/**
 * The README's demo cook takes over the first active card of the first demo region, the one a
 * visitor sees first: that card's seeded account becomes +79990000002 (or, when that account
 * already exists without a card, the card passes to it and the seeded account goes).
 */
async function seedDemoCook(orm: Orm): Promise<void> {
  await orm.transaction(async (tx) => {
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_ACCOUNTS.cook.phone));
    if (account) {
      const [linked] = await tx.select({ id: cooks.id }).from(cooks).where(eq(cooks.userId, account.id));
      if (linked) return;
    }
    const [card] = await tx
      .select({
        id: cooks.id,
        userId: cooks.userId,
        name: cooks.name,
        avatar: cooks.avatar,
        about: cooks.about,
        passportVerified: cooks.passportVerified,
        sanitaryVerified: cooks.sanitaryVerified,
      })
      .from(cooks)
      .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
      .innerJoin(users, eq(users.id, cooks.userId))
      .where(and(eq(mainCities.slug, DEMO_REGIONS[0].slug), eq(cooks.isActive, true), seededCookAccount()))
      .orderBy(asc(cooks.id))
      .limit(1);
    if (!card) return;

    const cookAccount = {
      name: card.name,
      about: card.about,
      avatar: card.avatar,
      isCook: true,
      phoneVerified: true,
      passportVerified: card.passportVerified,
      sanitaryVerified: card.sanitaryVerified,
    };
    if (!account) {
      await tx
        .update(users)
        .set({ ...cookAccount, phone: DEMO_ACCOUNTS.cook.phone })
        .where(eq(users.id, card.userId));
      return;
    }
    await tx.update(users).set(cookAccount).where(eq(users.id, account.id));
    await tx.update(cooks).set({ userId: account.id }).where(eq(cooks.id, card.id));
    await tx.delete(users).where(eq(users.id, card.userId));
  });
}
