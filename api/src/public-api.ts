// What the API package offers besides the plugin and buildApiServer: opening its database, its
// configuration, logging and transport settings for a host server, file storage, error reports.
// '@povar/api' is app.ts (api/package.json), which re-exports all of this.
// How the API opens a database: migrated, with the reference data and the demo data when asked.
export { openSeededDatabase as openDatabase, type SeededDatabaseConfig as DatabaseConfig } from './seed/seed.ts';
export { seedDemoData, type DemoDataOptions } from './seed/seed.ts';
export type { ApiOptions, ApiServerConfig } from './api-options.ts';
export { answerFrameworkError } from './plugins/errors.ts';
export { addHelmetHeaders } from './plugins/security-headers.ts';
export { transportOptions, type TransportLimits } from './plugins/transport.ts';
export { apiLoggerOptions, requestIdOptions } from './logging.ts';
export { resolveFileStorage } from './files/storage-config.ts';
export { createLocalFileStorage } from './files/local-storage.ts';
export type { FileStorage } from './files/storage.ts';
export { readTrustProxy } from './trust-proxy.ts';
export { createPublicUrl, loadConfig, parseConfig, readConfig, type ApiSettings, type AppConfig, type PublicUrl } from './config.ts';
export type { Database } from './db/client.ts';
export type { AuthConfig } from './modules/auth/index.ts';
export type { RateLimits } from './plugins/rate-limits.ts';
export { createOutboxSmsSender, type SmsSender } from './modules/notifications/index.ts';
export { startErrorReporting, reportError, flushErrorReports } from './ops/error-reporting.ts';
