// The profile settings' calls: the profile's fields and avatar (a multipart form), and the password.
import { call, endpoints, type CallBody } from '@povar/shared-kit';

export const changeProfileData = (body: CallBody<typeof endpoints.changeProfileData>) => call(endpoints.changeProfileData, { body });

export const changePassword = (body: CallBody<typeof endpoints.changePassword>) => call(endpoints.changePassword, { body });
