// The signed-in user as every profile and account call answers it (spec 3 User), from the users row.
import type { CurrentUser } from '@povar/shared-kit/contracts';
import type { UserRow } from '../auth/auth.repository.ts';

/** The spec 3 fields; addresses, cook cards and chats come with their own modules. */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    avatar: user.avatar,
    name: user.name,
    address: null,
    about: user.about,
    registerDate: user.registerDate.toISOString(),
    phone: user.phone,
    phoneVerified: user.phoneVerified,
    email: user.email,
    emailVerified: user.emailVerified,
    isCook: user.isCook,
    // Cook cards are not built yet; spec 4 keeps cookData only when isCook is set.
    cookData: null,
    unreadMessagesCount: 0,
  };
}
