// Reads and writes delivery addresses (user_addresses, guest_addresses) and the regions they may
// lie in (main_cities). Every user write runs in a transaction that first locks the user's row,
// so two requests of one user at once cannot both pass the limit or both make an address active.
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { guestAddresses, mainCities, userAddresses, users } from '../../db/schema.ts';

/** The fields a user address is written with; the owner comes from the session, never from here. */
export interface UserAddressFields {
  address: string;
  apartment: string | null;
  entrance: string | null;
  intercom: string | null;
  floor: string | null;
  comment: string | null;
  fiasId: string | null;
  mainCityId: number;
  lat: number | null;
  lon: number | null;
}

export type GuestAddressFields = Pick<UserAddressFields, 'address' | 'fiasId' | 'mainCityId' | 'lat' | 'lon'>;

type Transaction = Parameters<Parameters<Orm['transaction']>[0]>[0];

const userAddressColumns = {
  id: userAddresses.id,
  address: userAddresses.address,
  apartment: userAddresses.apartment,
  entrance: userAddresses.entrance,
  intercom: userAddresses.intercom,
  floor: userAddresses.floor,
  comment: userAddresses.comment,
  recipientName: userAddresses.recipientName,
  recipientPhone: userAddresses.recipientPhone,
  fiasId: userAddresses.fiasId,
  lat: userAddresses.lat,
  lon: userAddresses.lon,
  active: userAddresses.active,
  mainCityId: mainCities.id,
  mainCitySlug: mainCities.slug,
  mainCityName: mainCities.name,
};

const guestAddressColumns = {
  address: guestAddresses.address,
  fiasId: guestAddresses.fiasId,
  lat: guestAddresses.lat,
  lon: guestAddresses.lon,
  mainCityId: mainCities.id,
  mainCitySlug: mainCities.slug,
  mainCityName: mainCities.name,
};

/** What a user's write is told back: why it did nothing, or the row it touched. */
export type UserAddressWrite = { outcome: 'limit' } | { outcome: 'not_found' } | { outcome: 'done'; id: number };

export function createAddressesRepository(orm: Orm) {
  /** Takes the user's row lock; false when the account is gone. */
  const lockUser = async (tx: Transaction, userId: number): Promise<boolean> => {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return row !== undefined;
  };

  const countOf = async (tx: Transaction, userId: number): Promise<number> => {
    const [row] = await tx.select({ total: count() }).from(userAddresses).where(eq(userAddresses.userId, userId));
    return row?.total ?? 0;
  };

  /** Makes the address the user's only active one (the partial unique index allows no second). */
  const activate = async (tx: Transaction, userId: number, id: number, now: Date) => {
    await tx
      .update(userAddresses)
      .set({ active: false, updatedAt: now })
      .where(and(eq(userAddresses.userId, userId), eq(userAddresses.active, true), ne(userAddresses.id, id)));
    await tx
      .update(userAddresses)
      .set({ active: true, updatedAt: now })
      .where(and(eq(userAddresses.userId, userId), eq(userAddresses.id, id)));
  };

  /** The user's newest address (id breaks ties), or undefined for an empty list. */
  const newestId = async (tx: Transaction, userId: number): Promise<number | undefined> => {
    const [row] = await tx
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId))
      .orderBy(desc(userAddresses.createdAt), desc(userAddresses.id))
      .limit(1);
    return row?.id;
  };

  /** Adds the address; the first one of a list, or any when `makeActive`, becomes the active one. */
  const insertUserAddress = async (tx: Transaction, userId: number, fields: UserAddressFields, now: Date, makeActive: boolean) => {
    const existing = await countOf(tx, userId);
    const [row] = await tx
      .insert(userAddresses)
      .values({ ...fields, userId, active: false, createdAt: now, updatedAt: now })
      .returning({ id: userAddresses.id });
    if (!row) throw new Error('insert returned no row');
    if (existing === 0 || makeActive) await activate(tx, userId, row.id, now);
    return row.id;
  };

  return {
    /** A region addresses may lie in: known and served. */
    async isServedMainCity(id: number): Promise<boolean> {
      const [row] = await orm
        .select({ id: mainCities.id })
        .from(mainCities)
        .where(and(eq(mainCities.id, id), eq(mainCities.isServed, true)));
      return row !== undefined;
    },

    /** Newest first. */
    async listUserAddresses(userId: number) {
      return orm
        .select(userAddressColumns)
        .from(userAddresses)
        .innerJoin(mainCities, eq(mainCities.id, userAddresses.mainCityId))
        .where(eq(userAddresses.userId, userId))
        .orderBy(desc(userAddresses.createdAt), desc(userAddresses.id));
    },

    /** The address when it is this user's; someone else's is as absent as a missing one. */
    async findUserAddress(userId: number, id: number) {
      const [row] = await orm
        .select(userAddressColumns)
        .from(userAddresses)
        .innerJoin(mainCities, eq(mainCities.id, userAddresses.mainCityId))
        .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)));
      return row;
    },

    async createUserAddress(userId: number, fields: UserAddressFields, limit: number, now: Date): Promise<UserAddressWrite> {
      return orm.transaction(async (tx) => {
        if (!(await lockUser(tx, userId))) return { outcome: 'not_found' };
        if ((await countOf(tx, userId)) >= limit) return { outcome: 'limit' };
        return { outcome: 'done', id: await insertUserAddress(tx, userId, fields, now, false) };
      });
    },

    async updateUserAddress(userId: number, id: number, fields: UserAddressFields, now: Date): Promise<UserAddressWrite> {
      const rows = await orm
        .update(userAddresses)
        .set({ ...fields, updatedAt: now })
        .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
        .returning({ id: userAddresses.id });
      return rows.length === 1 ? { outcome: 'done', id } : { outcome: 'not_found' };
    },

    async activateUserAddress(userId: number, id: number, now: Date): Promise<UserAddressWrite> {
      return orm.transaction(async (tx) => {
        if (!(await lockUser(tx, userId))) return { outcome: 'not_found' };
        const [owned] = await tx
          .select({ id: userAddresses.id })
          .from(userAddresses)
          .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)));
        if (!owned) return { outcome: 'not_found' };
        await activate(tx, userId, id, now);
        return { outcome: 'done', id };
      });
    },

    /** Deletes the address; when it was the active one, the newest remaining becomes active. Answers the active id after. */
    async deleteUserAddress(userId: number, id: number, now: Date): Promise<{ deleted: false } | { deleted: true; activeId: number | null }> {
      return orm.transaction(async (tx) => {
        if (!(await lockUser(tx, userId))) return { deleted: false };
        const [removed] = await tx
          .delete(userAddresses)
          .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
          .returning({ active: userAddresses.active });
        if (!removed) return { deleted: false };
        if (removed.active) {
          const next = await newestId(tx, userId);
          if (next !== undefined) await activate(tx, userId, next, now);
          return { deleted: true, activeId: next ?? null };
        }
        const [active] = await tx
          .select({ id: userAddresses.id })
          .from(userAddresses)
          .where(and(eq(userAddresses.userId, userId), eq(userAddresses.active, true)));
        return { deleted: true, activeId: active?.id ?? null };
      });
    },

    async findGuestAddress(guestSessionId: string) {
      const [row] = await orm
        .select(guestAddressColumns)
        .from(guestAddresses)
        .innerJoin(mainCities, eq(mainCities.id, guestAddresses.mainCityId))
        .where(eq(guestAddresses.guestSessionId, guestSessionId));
      return row;
    },

    /** The guest's one address: a second save replaces the first. */
    async saveGuestAddress(guestSessionId: string, fields: GuestAddressFields, now: Date): Promise<void> {
      await orm
        .insert(guestAddresses)
        .values({ ...fields, guestSessionId, updatedAt: now })
        .onConflictDoUpdate({ target: guestAddresses.guestSessionId, set: { ...fields, updatedAt: now } });
    },

    /**
     * Moves the guest's address into the user's list as the active one, or, when the list already
     * holds it (same registry id, or same text without one, and no apartment), makes that one
     * active. The guest's row goes in the same transaction, and only the call whose delete took
     * it goes on, so two calls at once merge once. At the limit nothing changes and the guest
     * keeps the address.
     */
    async mergeGuestAddress(userId: number, guestSessionId: string, limit: number, now: Date): Promise<UserAddressWrite | { outcome: 'nothing' }> {
      return orm.transaction(async (tx) => {
        if (!(await lockUser(tx, userId))) return { outcome: 'not_found' };
        const [guest] = await tx.select().from(guestAddresses).where(eq(guestAddresses.guestSessionId, guestSessionId));
        if (!guest) return { outcome: 'nothing' };
        const sameKey =
          guest.fiasId === null ? and(sql`${userAddresses.fiasId} is null`, eq(userAddresses.address, guest.address)) : eq(userAddresses.fiasId, guest.fiasId);
        const [same] = await tx
          .select({ id: userAddresses.id })
          .from(userAddresses)
          .where(and(eq(userAddresses.userId, userId), sameKey, sql`${userAddresses.apartment} is null`))
          .orderBy(desc(userAddresses.createdAt), desc(userAddresses.id))
          .limit(1);
        if (!same && (await countOf(tx, userId)) >= limit) return { outcome: 'limit' };
        const taken = await tx.delete(guestAddresses).where(eq(guestAddresses.guestSessionId, guestSessionId)).returning({ id: guestAddresses.guestSessionId });
        if (taken.length === 0) return { outcome: 'nothing' };
        if (same) {
          await activate(tx, userId, same.id, now);
          return { outcome: 'done', id: same.id };
        }
        const fields: UserAddressFields = {
          address: guest.address,
          apartment: null,
          entrance: null,
          intercom: null,
          floor: null,
          comment: null,
          fiasId: guest.fiasId,
          mainCityId: guest.mainCityId,
          lat: guest.lat,
          lon: guest.lon,
        };
        return { outcome: 'done', id: await insertUserAddress(tx, userId, fields, now, true) };
      });
    },
  };
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
export type UserAddressRow = NonNullable<Awaited<ReturnType<AddressesRepository['findUserAddress']>>>;
export type GuestAddressRow = NonNullable<Awaited<ReturnType<AddressesRepository['findGuestAddress']>>>;
