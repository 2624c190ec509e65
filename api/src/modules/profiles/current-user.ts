// The signed-in user as every profile and account call answers it, from the users row and, for a cook, their card.
import type { CookCard, CurrentUser } from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import type { UserRow } from '../auth/index.ts';
import { toCookCard } from '../catalog/index.ts';
import { createProfilesRepository, type ProfilesRepository } from './profiles.repository.ts';

/**
 * The User fields; addresses and chats come with their own modules. `cook` is the account's
 * catalogue card (profiles.repository findOwnCookCard); the contract keeps cookData only when isCook is set.
 */
export function toCurrentUser(user: UserRow, cook: CookCard | null = null, unreadMessagesCount = 0): CurrentUser {
  return {
    id: user.id,
    avatar: user.avatar ?? null,
    name: user.name,
    address: null,
    about: user.about,
    registerDate: user.registerDate.toISOString(),
    phone: user.phone,
    phoneVerified: user.phoneVerified,
    email: user.email,
    emailVerified: user.emailVerified,
    isCook: user.isCook,
    isOperator: user.role === 'operator',
    cookData: user.isCook ? cook : null,
    unreadMessagesCount,
  };
}

/** The user with their cook card read when they are a cook, and their unread chat messages: every call that answers the user. */
export async function presentCurrentUser(user: UserRow, profiles: Pick<ProfilesRepository, 'findOwnCookCard' | 'countUnreadMessages'>): Promise<CurrentUser> {
  const [card, unreadMessagesCount] = await Promise.all([user.isCook ? profiles.findOwnCookCard(user.id) : undefined, profiles.countUnreadMessages(user.id)]);
  return toCurrentUser(user, card ? toCookCard(card) : null, unreadMessagesCount);
}

/** presentCurrentUser for calls outside this module (auth's verify-phone). */
export const loadCurrentUser = (orm: Orm, user: UserRow): Promise<CurrentUser> => presentCurrentUser(user, createProfilesRepository(orm));
