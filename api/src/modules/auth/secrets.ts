// Hashing what must never be stored in clear: passwords and SMS codes (scrypt, salted), refresh tokens (SHA-256).
import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';

const KEY_LENGTH = 32;

function scryptAsync(secret: BinaryLike, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(secret, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key))));
}

/** 'scrypt$salt$hash' with a fresh salt; the salt stays in the database with the hash. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(secret, salt);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(secret, Buffer.from(salt, 'base64url'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Six digits from the CSPRNG, leading zeros kept. */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** 32 random bytes: a refresh token, or the seed its successor is derived from. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are long and random, so a plain SHA-256 is enough to make a stolen table useless. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/**
 * The successor of a refresh token: keyed by the token itself and a random seed kept only in
 * the database, so a repeat within the grace period gets the same successor, and someone
 * holding an old token alone cannot work out the newer ones.
 */
export const successorToken = (token: string, seed: string): string => createHmac('sha256', token).update(seed).digest('base64url');
