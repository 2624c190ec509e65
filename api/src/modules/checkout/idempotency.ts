// The fingerprint of a checkout body that binds it to its idempotency key: a retry sends the same body, another order does not.
import { createHash } from 'node:crypto';
import type { CheckoutBody } from '@povar/shared-kit/contracts';

/** The value with object keys sorted at every depth, so the same body hashes the same whatever its key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        // null and absent mean the same to the checkout (`nullish` fields), so neither is kept.
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined && (value as Record<string, unknown>)[key] !== null)
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * SHA-256 (hex) of the parsed body (defaults filled in, texts trimmed by the contract) without the
 * key itself. Hashed after parsing, so a retry that differs only in spelling the contract
 * normalises (key order, an omitted default) is still the same order.
 */
export function checkoutBodyHash(body: CheckoutBody): string {
  const { idempotencyKey: _key, ...rest } = body;
  return createHash('sha256')
    .update(JSON.stringify(canonical(rest)))
    .digest('hex');
}
