// The account settings (token lifetimes, the JWT secret, the SMS provider, the site address links
// in e-mails point to): the app's options over the configuration's auth slice (config.ts).
import { randomBytes } from 'node:crypto';
import type { ApiSettings } from '../../config.ts';
import type { SmsConfig } from '../notifications/index.ts';

export interface AuthConfig {
  /** HS256 key of access tokens; at least 32 characters. */
  jwtSecret: string;
  /** Access token lifetime (short: 15 min by default). */
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Where sign-in codes go (SMS_PROVIDER, SMSRU_API_ID, SMSRU_BASE_URL). */
  sms: SmsConfig;
  /** The site's address without a trailing slash, for links in e-mails (PUBLIC_URL, else where the server listens). */
  publicUrl: () => string;
}

export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const DEFAULT_REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
const MIN_SECRET_LENGTH = 32;

/**
 * One per process when JWT_SECRET is unset: never a secret written in the code. Access tokens
 * then die with the process, which costs a client one refresh (refresh tokens live in the
 * database), but replicas behind one address need a shared JWT_SECRET.
 */
let processSecret: string | undefined;

function processWideSecret(): string {
  processSecret ??= randomBytes(32).toString('base64url');
  return processSecret;
}

export function resolveAuthConfig(given: Partial<AuthConfig>, settings: ApiSettings['auth'], publicUrl: () => string): AuthConfig {
  const jwtSecret = given.jwtSecret ?? settings.jwtSecret ?? processWideSecret();
  if (jwtSecret.length < MIN_SECRET_LENGTH) throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  return {
    jwtSecret,
    accessTokenTtlSeconds: given.accessTokenTtlSeconds ?? settings.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: given.refreshTokenTtlSeconds ?? settings.refreshTokenTtlSeconds ?? DEFAULT_REFRESH_TOKEN_TTL_SECONDS,
    sms: given.sms ?? settings.sms,
    publicUrl: given.publicUrl ?? publicUrl,
  };
}
