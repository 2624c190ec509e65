// The signed-in user as every profile and account call answers it (spec 3 User), from the users row and, for a cook, their card.
import type { CookCard, CurrentUser } from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { createProfilesRepository, type OwnCookCardRow } from './profiles.repository.ts';

/**
 * The spec 3 fields; addresses and chats come with their own modules. `cook` is the account's
 * catalogue card (profiles.repository findOwnCookCard); spec 4 keeps cookData only when isCook is set.
 */
export function toCurrentUser(user: UserRow, cook: CookCard | null = null): CurrentUser {
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
    unreadMessagesCount: 0,
  };
}

/** The account's own card, as the catalogue shows it but with no distance (there is no "from where"). */
export function toOwnCookCard(row: OwnCookCardRow): CookCard {
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar ?? null,
    speciality: row.specialitySlug && row.specialityTitle ? { slug: row.specialitySlug, title: row.specialityTitle } : null,
    experience: row.experienceYears,
    address: row.address,
    about: row.about,
    registerDate: row.registeredAt.toISOString(),
    distance: null,
    passportVerified: row.passportVerified,
    sanitaryVerified: row.sanitaryVerified,
    // PostgreSQL's time type reads back as "HH:MM:SS"; the contract shows hours and minutes.
    workAvailableAt: row.workAvailableAt ? row.workAvailableAt.slice(0, 5) : null,
    rating: row.rating,
    reviewsCount: row.reviewsCount,
    deliveryCost: row.deliveryCost,
    mainCity: { id: row.mainCityId, slug: row.mainCitySlug, name: row.mainCityName },
  };
}

/** toCurrentUser with the cook card read for a cook: for calls outside this module that answer the user (auth's verify-phone). */
export async function loadCurrentUser(orm: Orm, user: UserRow): Promise<CurrentUser> {
  const card = user.isCook ? await createProfilesRepository(orm).findOwnCookCard(user.id) : undefined;
  return toCurrentUser(user, card ? toOwnCookCard(card) : null);
}
