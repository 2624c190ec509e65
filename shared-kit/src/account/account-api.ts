// The account's calls: who is signed in, the device's registration, the end of the session.
import { call, type CallBody } from '../api/call';
import { authEndpoints } from '../contracts/endpoints/auth';
import { devicesEndpoints } from '../contracts/endpoints/devices';
import { profilesEndpoints } from '../contracts/endpoints/profiles';

export const getCurrentUser = () => call(profilesEndpoints.getCurrentUser);

export const registerDevice = (body: CallBody<typeof devicesEndpoints.registerDevice>) => call(devicesEndpoints.registerDevice, { body });

/** The browser sends the refresh cookie along; the server revokes its session and clears it (204). */
export const logout = () => call(authEndpoints.logout, { body: {} });
