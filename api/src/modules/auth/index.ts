// Auth module: its public face. The app mounts its routes, the authenticate plugin and the
// refresh cookie's (app.refreshCookie, which the profile's password change uses too); profiles
// reuses the account services (password change, e-mail confirmation) and reads users; tests and
// the realtime layer sign tokens; the seed runs its demo step (the README's demo accounts).
// Everything else in this folder is the module's own.
export { signAccessToken } from './access-token.ts';
export { type AuthConfig, DEFAULT_ACCESS_TOKEN_TTL_SECONDS, DEFAULT_REFRESH_TOKEN_TTL_SECONDS, resolveAuthConfig } from './auth.config.ts';
export { seedDemoAccounts } from './auth.demo-seed.ts';
export { type AuthRepository, createAuthRepository, type UserRow } from './auth.repository.ts';
export { accountServiceFor, default as authRoutes } from './auth.routes.ts';
export { default as authenticatePlugin } from './authenticate.ts';
export { REFRESH_COOKIE, type RefreshCookie } from './refresh-cookie.ts';
export { refreshCookiePlugin } from './refresh-cookie.plugin.ts';
export { hashSecret } from './secrets.ts';
