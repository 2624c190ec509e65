// What both built-in fakes of YooKassa (payments here, payouts in the payouts module) answer and
// check the way the real service does: its error objects, Basic auth, and the request hash that
// tells a repeated Idempotence-Key with the same body from one with another body.
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';

/** YooKassa's error object. */
export const errorBody = (code: string, description: string, parameter?: string) => ({
  type: 'error',
  id: randomUUID(),
  code,
  description,
  ...(parameter ? { parameter } : {}),
});

/** JSON with keys sorted at every level, so the same request hashes the same however it was written. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

/** Whether the Authorization header is Basic `login:secretKey`, compared in constant time. */
export function basicAuthMatches(header: string | undefined, login: string, secretKey: string): boolean {
  const match = /^Basic ([A-Za-z0-9+/=]{1,1024})$/.exec(header ?? '');
  const given = Buffer.from(match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '');
  const expected = Buffer.from(`${login}:${secretKey}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
