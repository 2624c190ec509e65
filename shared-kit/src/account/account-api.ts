// The account's calls: who is signed in, the device's registration, the end of the session.
import { call, type CallBody } from '../api/call';
import { endpoints } from '../contracts/endpoints';

export const getCurrentUser = () => call(endpoints.getCurrentUser);

export const registerDevice = (body: CallBody<typeof endpoints.registerDevice>) => call(endpoints.registerDevice, { body });

/** The browser sends the refresh cookie along; the server revokes its session and clears it (204). */
export const logout = () => call(endpoints.logout, { body: {} });
