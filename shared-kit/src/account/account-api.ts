// The account's call: who is signed in. The device's registration and the end of the session
// are the sign-in steps' (domain/sign-in/sign-in-api.ts).
import { call } from '../api/call';
import { profilesEndpoints } from '../contracts/endpoints/profiles';

export const getCurrentUser = () => call(profilesEndpoints.getCurrentUser);
