// Owner: mf-profile. Signing in and out: login completion, logout and device registration, each a fixed order of steps over the user, the basket and the address.
// mf-profile's sign-in popups call completeLogin() and its profile menu logout(); the shell's
// header calls logout() too, and registerDevice() at start-up.
export { completeLogin, logout, registerDevice, type LogoutOptions } from './sign-in-flow';
