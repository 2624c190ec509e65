// POST /api/auth/send-code: a 6-digit code by SMS, for signing in, confirming a phone or
// a password reset. The signature is only checked for its form by the API (see the contract).
import type { AuthCodeType } from '@povar/shared-kit';
import { sendAuthCode } from './auth-api';

/** Hex SHA-256 where the browser has WebCrypto (secure pages); a short FNV-1a hash elsewhere. */
async function signatureOf(text: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle) {
    try {
      const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
      return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    } catch {
      // Some web views expose subtle and refuse to use it: the fallback below will do.
    }
  }
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * Asks for a code for `phone` ('+79XXXXXXXXX'). Resolves with the seconds before another may be
 * asked, or null when the API client has already shown a toast (500/503/429); rejects with
 * the ApiError of a refusal.
 */
export async function sendCode(phone: string, type: AuthCodeType): Promise<number | null> {
  const createdAt = Date.now();
  const signature = await signatureOf(`${phone}${createdAt}`);
  const answer = await sendAuthCode({ createdAt, type, phone, signature });
  return answer ? answer.retryAfter : null;
}
