// Addresses module: its public face, what the app uses (the saved addresses of users and of guests).
// Everything else in this folder is the module's own; other code imports only from here.
export { guestAddressesRoutes, userAddressesRoutes } from './addresses.routes.ts';
