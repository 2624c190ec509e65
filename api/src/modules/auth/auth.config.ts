// The account settings (token lifetimes, the JWT secret, the SMS provider, the site address links
// in e-mails point to) and where they come from: the app's options, else the environment.
import { randomBytes } from 'node:crypto';
import { resolveSmsConfig, type SmsConfig } from '../notifications/index.ts';

export interface AuthConfig {
  /** HS256 key of access tokens; at least 32 characters. */
  jwtSecret: string;
  /** Access token lifetime (spec: short; 15 min by default). */
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Where sign-in codes go (SMS_PROVIDER, SMSRU_API_ID, SMSRU_BASE_URL). */
  sms: SmsConfig;
  /** The site's address without a trailing slash, for links in e-mails. */
  publicUrl: string;
}

export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const DEFAULT_REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
const MIN_SECRET_LENGTH = 32;
/** What `npm start` serves. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/**
 * One per process when JWT_SECRET is unset: never a secret written in the code. Access tokens
 * then die with the process, which costs a client one refresh (refresh tokens live in the
 * database), but replicas behind one address need a shared JWT_SECRET.
 */
let processSecret: string | undefined;

export function resolveAuthConfig(given: Partial<AuthConfig> = {}, env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const jwtSecret = given.jwtSecret ?? env.JWT_SECRET ?? (processSecret ??= randomBytes(32).toString('base64url'));
  if (jwtSecret.length < MIN_SECRET_LENGTH) throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  const accessTokenTtlSeconds = given.accessTokenTtlSeconds ?? positiveNumber(env.ACCESS_TOKEN_TTL_SECONDS, 'ACCESS_TOKEN_TTL_SECONDS') ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS;
  const refreshTokenTtlSeconds =
    given.refreshTokenTtlSeconds ?? positiveNumber(env.REFRESH_TOKEN_TTL_SECONDS, 'REFRESH_TOKEN_TTL_SECONDS') ?? DEFAULT_REFRESH_TOKEN_TTL_SECONDS;
  const sms = given.sms ?? resolveSmsConfig(env);
  // PUBLIC_ORIGIN is what the web server already uses for canonical addresses: the same site.
  const publicUrl = (given.publicUrl ?? (env.PUBLIC_URL || env.PUBLIC_ORIGIN || DEFAULT_PUBLIC_URL)).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(publicUrl)) throw new Error(`PUBLIC_URL must be an http(s) address, got ${publicUrl}`);
  return { jwtSecret, accessTokenTtlSeconds, refreshTokenTtlSeconds, sms, publicUrl };
}

function positiveNumber(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number of seconds, got ${raw}`);
  return value;
}
