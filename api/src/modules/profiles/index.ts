// Profiles module: its public face. The app mounts its routes and the roles plugin and hands
// auth the profile's view of a user; moderation knows the operator role by its name.
// Everything else in this folder is the module's own.
export { loadCurrentUser } from './current-user.ts';
export { default as profilesRoutes } from './profiles.routes.ts';
export { OPERATOR_ROLE, default as rolesPlugin } from './roles.ts';
