// Reads and writes what the profile calls need beyond the account row: roles, the account's own
// cook card, the avatar, and the useful materials for cooks (users, cooks, text_pages).
import { asc, eq, like } from 'drizzle-orm';
import type { Image } from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import { cooks, mainCities, specialities, textPages, users } from '../../db/schema.ts';
import { cookColumns } from '../catalog/index.ts';
import { countUnreadMessages } from '../chat/index.ts';

/** The /docs pages under this path are the cooks' useful materials (the content module's text-pages.ts). */
export const USEFUL_MATERIALS_PREFIX = 'profile/useful/';

export function createProfilesRepository(orm: Orm) {
  return {
    /** The user's unread chat messages, as the chat module counts them. */
    countUnreadMessages: (userId: number): Promise<number> => countUnreadMessages(orm, userId),

    async findRoles(userId: number): Promise<{ isCook: boolean; role: string } | undefined> {
      const [row] = await orm.select({ isCook: users.isCook, role: users.role }).from(users).where(eq(users.id, userId));
      return row;
    },

    /** The catalogue card the account runs, with its speciality and region. */
    async findOwnCookCard(userId: number) {
      const [row] = await orm
        .select(cookColumns(undefined))
        .from(cooks)
        .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
        .leftJoin(specialities, eq(specialities.id, cooks.specialityId))
        .where(eq(cooks.userId, userId));
      return row;
    },

    /**
     * Sets the account's avatar, and its cook card's (one picture for both); answers the one it
     * replaced so its files can go, or undefined when the account is gone.
     */
    async replaceAvatar(userId: number, avatar: Image): Promise<{ previous: Image | null } | undefined> {
      return orm.transaction(async (tx) => {
        // Locked, so two uploads at once cannot both take the same picture for the one they replaced.
        const [current] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)).for('update');
        if (!current) return undefined;
        await tx.update(users).set({ avatar }).where(eq(users.id, userId));
        await tx.update(cooks).set({ avatar }).where(eq(cooks.userId, userId));
        return { previous: current.avatar };
      });
    },

    /** In the order the pages were written (the seed's reading order). */
    async listUsefulMaterials() {
      return orm
        .select({ slug: textPages.slug, title: textPages.title, description: textPages.description })
        .from(textPages)
        .where(like(textPages.slug, `${USEFUL_MATERIALS_PREFIX}%`))
        .orderBy(asc(textPages.id));
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
export type OwnCookCardRow = NonNullable<Awaited<ReturnType<ProfilesRepository['findOwnCookCard']>>>;
