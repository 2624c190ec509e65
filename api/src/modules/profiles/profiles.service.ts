// The signed-in user's profile: reading it (with the cook card of a cook), changing name, about,
// e-mail and avatar (nothing privileged; no mass assignment), and the cooks' useful materials.
import { randomUUID } from 'node:crypto';
import { AVATAR_LABEL, type ChangeDataRequest, type CurrentUser, type Image, type UsefulMaterial } from '@povar/shared-kit/contracts';
import { validationMessages } from '@povar/shared-kit/validation';
import { encodeSquare, NotAPictureError } from '../../files/images.ts';
import type { ReceivedFile } from '../../files/multipart.ts';
import type { FileStorage } from '../../files/storage.ts';
import { ApiError } from '../../plugins/errors.ts';
import type { AuthRepository, UserRow } from '../auth/index.ts';
import { UPLOADS_UNAVAILABLE_MESSAGE } from '../../files/uploads.ts';
import { presentCurrentUser } from './current-user.ts';
import type { ProfilesRepository } from './profiles.repository.ts';

/** Avatars are squares this many pixels wide: sharp at the largest size the profile shows (density 2). */
export const AVATAR_SIDE = 512;
/** Public, under /api/files; only files under it are ever deleted as a replaced avatar (never the demo pictures). */
export const AVATARS_SUBDIR = 'avatars';

export interface ProfilesServiceDeps {
  users: Pick<AuthRepository, 'findUserById' | 'updateProfile'>;
  profiles: Pick<ProfilesRepository, 'findOwnCookCard' | 'countUnreadMessages' | 'replaceAvatar' | 'listUsefulMaterials'>;
  /** Null when the API runs without a files directory: an avatar upload then answers 503. */
  storage: FileStorage | null;
}

const imageHrefs = (image: Image) => [image.webp, image.jpg, image.src, image.original, ...(image.png ? [image.png] : [])];

export function createProfilesService({ users, profiles, storage }: ProfilesServiceDeps) {
  const present = (user: UserRow): Promise<CurrentUser> => presentCurrentUser(user, profiles);

  /** Renders and writes the avatar files; a picture that is none is the client's 400. */
  const saveAvatar = async (file: ReceivedFile): Promise<Image> => {
    if (!storage) throw new ApiError('unavailable', { message: UPLOADS_UNAVAILABLE_MESSAGE });
    let picture: Awaited<ReturnType<typeof encodeSquare>>;
    try {
      picture = await encodeSquare(file.data, AVATAR_SIDE);
    } catch (error) {
      if (error instanceof NotAPictureError) throw new ApiError('validation', { errors: [validationMessages.image(AVATAR_LABEL)] });
      throw error;
    }
    const name = `${AVATARS_SUBDIR}/${randomUUID()}-${AVATAR_SIDE}`;
    const webp = await storage.writePublic(`${name}.webp`, picture.webp);
    const jpg = await storage.writePublic(`${name}.jpg`, picture.jpg);
    return { webp, jpg, src: jpg, original: jpg, size: { width: picture.width, height: picture.height } };
  };

  const removeAvatarFiles = (image: Image | null) => (image && storage ? storage.removePublic(imageHrefs(image), AVATARS_SUBDIR) : Promise.resolve());

  return {
    async currentUser(userId: number): Promise<CurrentUser> {
      const user = await users.findUserById(userId);
      // A token outliving its account (deleted meanwhile) is as good as no token.
      if (!user) throw new ApiError('unauthorized');
      return present(user);
    },

    /** The fields are validated by the caller; the avatar (optional) is checked here, before anything is written. */
    async changeData(userId: number, fields: ChangeDataRequest, avatarFile: ReceivedFile | null): Promise<CurrentUser> {
      const current = await users.findUserById(userId);
      if (!current) throw new ApiError('unauthorized');
      const avatar = avatarFile ? await saveAvatar(avatarFile) : null;
      let avatarStored = false;
      try {
        // Picked by name, never spread: the schema keeps nothing else, and this keeps it so (no mass assignment).
        const { name, about, email } = fields;
        const emailVerified = email !== undefined && email !== current.email ? false : undefined;
        let updated = await users.updateProfile(current.id, { name, about, email, emailVerified });
        if (!updated) throw new ApiError('unauthorized');
        if (avatar) {
          const replaced = await profiles.replaceAvatar(current.id, avatar);
          if (!replaced) throw new ApiError('unauthorized');
          avatarStored = true;
          await removeAvatarFiles(replaced.previous).catch(() => undefined);
          updated = { ...updated, avatar };
        }
        return await present(updated);
      } catch (error) {
        if (!avatarStored) await removeAvatarFiles(avatar).catch(() => undefined);
        throw error;
      }
    },

    async usefulMaterials(): Promise<UsefulMaterial[]> {
      const pages = await profiles.listUsefulMaterials();
      return pages.map((page) => ({ title: page.title, description: page.description, href: `/docs/${page.slug}` }));
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
