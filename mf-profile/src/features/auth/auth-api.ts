// The sign-in popups' calls: the SMS code, signing in by code or password, the phone's
// verification, the password's reset by e-mail, and the name asked after a first sign-in.
import { call, endpoints, type CallBody } from '@povar/shared-kit';

export const sendAuthCode = (body: CallBody<typeof endpoints.sendAuthCode>) => call(endpoints.sendAuthCode, { body });

export const login = (body: CallBody<typeof endpoints.login>) => call(endpoints.login, { body });

export const verifyPhone = (body: CallBody<typeof endpoints.verifyPhone>) => call(endpoints.verifyPhone, { body });

export const resetPasswordByEmail = (email: string) => call(endpoints.resetPasswordByEmail, { body: { email } });

export const resetPassword = (body: CallBody<typeof endpoints.resetPassword>) => call(endpoints.resetPassword, { body });

export const changeProfileData = (body: CallBody<typeof endpoints.changeProfileData>) => call(endpoints.changeProfileData, { body });
