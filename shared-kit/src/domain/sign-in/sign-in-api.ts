// The sign-in steps' calls: the device's registration and the end of the session.
import { call, type CallBody } from '../../api/call';
import { authEndpoints } from '../../contracts/endpoints/auth';
import { devicesEndpoints } from '../../contracts/endpoints/devices';

export const registerDevice = (body: CallBody<typeof devicesEndpoints.registerDevice>) => call(devicesEndpoints.registerDevice, { body });

/** The browser sends the refresh cookie along; the server revokes its session and clears it (204). */
export const logout = () => call(authEndpoints.logout, { body: {} });
