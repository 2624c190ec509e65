// The sign-in popups' calls: the SMS code, signing in by code or password, the phone's
// verification, the password's reset by e-mail, and the name asked after a first sign-in.
import { call, type CallBody } from '@povar/shared-kit';
import { authEndpoints } from '@povar/shared-kit/endpoints/auth';
import { profilesEndpoints } from '@povar/shared-kit/endpoints/profiles';

export const sendAuthCode = (body: CallBody<typeof authEndpoints.sendAuthCode>) => call(authEndpoints.sendAuthCode, { body });

export const login = (body: CallBody<typeof authEndpoints.login>) => call(authEndpoints.login, { body });

export const verifyPhone = (body: CallBody<typeof authEndpoints.verifyPhone>) => call(authEndpoints.verifyPhone, { body });

export const resetPasswordByEmail = (email: string) => call(authEndpoints.resetPasswordByEmail, { body: { email } });

export const resetPassword = (body: CallBody<typeof authEndpoints.resetPassword>) => call(authEndpoints.resetPassword, { body });

export const changeProfileData = (body: CallBody<typeof profilesEndpoints.changeProfileData>) => call(profilesEndpoints.changeProfileData, { body });
