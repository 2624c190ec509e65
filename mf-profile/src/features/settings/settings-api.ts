// The profile settings' calls: the profile's fields and avatar (a multipart form), and the password.
import { call, type CallBody } from '@povar/shared-kit';
import { profilesEndpoints } from '@povar/shared-kit/endpoints/profiles';

export const changeProfileData = (body: CallBody<typeof profilesEndpoints.changeProfileData>) => call(profilesEndpoints.changeProfileData, { body });

export const changePassword = (body: CallBody<typeof profilesEndpoints.changePassword>) => call(profilesEndpoints.changePassword, { body });
