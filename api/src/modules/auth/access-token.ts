// Access tokens: short-lived HS256 JWTs whose subject is the user id and whose `sid` names the refresh family (the session).
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
  familyId: string;
}

const ALGORITHM = 'HS256';
const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** Deterministic for the same issue time, so a refresh repeated within the grace gets the very same pair. */
export function signAccessToken(claims: AccessClaims, options: { secret: string; issuedAt: Date; ttlSeconds: number }): Promise<string> {
  const iat = Math.floor(options.issuedAt.getTime() / 1000);
  return new SignJWT({ sid: claims.familyId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + options.ttlSeconds)
    .sign(keyOf(options.secret));
}

/** The claims of a valid, unexpired token; null for anything else (never a reason: that would help a forger). */
export async function verifyAccessToken(token: string, options: { secret: string; now: Date }): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(options.secret), { algorithms: [ALGORITHM], currentDate: options.now });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.sid !== 'string') return null;
    return { userId, familyId: payload.sid };
  } catch {
    return null;
  }
}
