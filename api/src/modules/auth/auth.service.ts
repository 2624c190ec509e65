// Sign-in: SMS codes under persisted send limits, code and password login
// with persisted password-guess limits, refresh token rotation with reuse detection, logout.
// Nothing here tells a known phone from an unknown one, and no code, hash or salt is ever returned.
import { randomUUID } from 'node:crypto';
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  PHONE_TAKEN_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type AuthCodeType,
  type ChangePasswordRequest,
  type LoginRequest,
  type SendCodeRequest,
  type SendCodeResult,
  type VerifyPhoneRequest,
} from '@povar/shared-kit/contracts';
import { ApiError } from '../../plugins/errors.ts';
import type { SmsSender } from '../notifications/index.ts';
import { signAccessToken, type AccessClaims } from './access-token.ts';
import type { AuthConfig } from './auth.config.ts';
import type { AuthRepository, LimitEvent, RefreshTokenRow, UserRow } from './auth.repository.ts';
import { rulesFor, takeAllowance } from './limits.ts';
import type { IssuedSession } from './refresh-cookie.ts';
import { hashSecret, hashToken, newOpaqueToken, newSmsCode, successorToken, verifySecret } from './secrets.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** SMS send limits: per phone 1 per minute, 5 per 10 minutes, 10 per day; per IP 10 per hour. */
export const SMS_LIMITS = {
  phone: [
    { windowMs: MINUTE, max: 1 },
    { windowMs: 10 * MINUTE, max: 5 },
    { windowMs: DAY, max: 10 },
  ],
  ip: [{ windowMs: HOUR, max: 10 }],
} as const;

/**
 * Wrong passwords (sign-in, and the current password of change-password): per phone 5 in 15
 * minutes, per IP 20 an hour. A right password does not count.
 */
export const PASSWORD_GUESS_LIMITS = {
  phone: [{ windowMs: 15 * MINUTE, max: 5 }],
  ip: [{ windowMs: HOUR, max: 20 }],
} as const;

export const CODE_TTL_MS = 10 * MINUTE;
export const CODE_MAX_ATTEMPTS = 5;
/** How far the client's createdAt may be from our clock. */
export const CLIENT_CLOCK_SKEW_MS = 10 * MINUTE;
/** A refresh token used again within this time gets the same successor (racing tabs), later it is theft. */
export const REFRESH_GRACE_MS = 10 * SECOND;

const SMS_TEXTS: Readonly<Record<AuthCodeType, (code: string) => string>> = {
  auth: (code) => `Код для входа в «Повар рядом»: ${code}. Никому его не сообщайте.`,
  verify: (code) => `Код подтверждения телефона в «Повар рядом»: ${code}. Никому его не сообщайте.`,
  reset: (code) => `Код для восстановления пароля в «Повар рядом»: ${code}. Никому его не сообщайте.`,
};

const WRONG_CODE = 'Неверный или устаревший код';
const WRONG_PASSWORD = 'Неверный телефон или пароль';
const CLIENT_CLOCK_OFF = 'Проверьте дату и время на устройстве';
const SMS_UNAVAILABLE = 'Не удалось отправить СМС. Попробуйте позже';

const invalid = (message: string) => new ApiError('validation', { message, errors: [message] });
const unauthorized = () => new ApiError('unauthorized');

/**
 * Compared against when the phone has no password, so a wrong phone takes as long as a wrong
 * password. Made on the first password sign-in, not at start-up.
 */
let dummyPasswordHash: Promise<string> | undefined;
const dummyHash = () => (dummyPasswordHash ??= hashSecret('not a password anyone has'));

export function createAuthService(deps: {
  repository: Pick<
    AuthRepository,
    | 'recordEventsIfAllowed'
    | 'withdrawEvents'
    | 'forgetSendsBefore'
    | 'replaceCode'
    | 'findLiveCode'
    | 'countWrongAttempt'
    | 'spendCode'
    | 'findOrCreateVerifiedUser'
    | 'findUserByPhone'
    | 'insertRefreshToken'
    | 'findRefreshTokenByHash'
    | 'findRefreshTokenById'
    | 'rotateRefreshToken'
    | 'revokeFamily'
    | 'findUserById'
    | 'bindVerifiedPhone'
    | 'replacePasswordAndRevokeSessions'
  >;
  sms: SmsSender;
  config: AuthConfig;
  now: () => Date;
}) {
  const { repository, config, now } = deps;

  async function pair(claims: AccessClaims, refreshToken: string, issuedAt: Date): Promise<IssuedSession> {
    const accessToken = await signAccessToken(claims, { secret: config.jwtSecret, issuedAt, ttlSeconds: config.accessTokenTtlSeconds });
    return { accessToken, refreshToken };
  }

  const refreshExpiry = (from: Date) => new Date(from.getTime() + config.refreshTokenTtlSeconds * SECOND);

  /** A sign-in starts a new family: one per device or tab group, revoked as a whole. */
  async function startSession(userId: number): Promise<IssuedSession> {
    const at = now();
    const familyId = randomUUID();
    const refreshToken = newOpaqueToken();
    await repository.insertRefreshToken({ userId, familyId, tokenHash: hashToken(refreshToken), expiresAt: refreshExpiry(at), createdAt: at });
    return pair({ userId, familyId }, refreshToken, at);
  }

  /** Throws the 429 when any send limit is reached; otherwise counts this send. */
  async function takeSmsAllowance(phone: string, ip: string, at: Date): Promise<LimitEvent[]> {
    const allowance = await takeAllowance(repository, [...rulesFor(`phone:${phone}`, SMS_LIMITS.phone), ...rulesFor(`ip:${ip}`, SMS_LIMITS.ip)], at);
    if (allowance.granted) return allowance.events;
    const message = `Слишком много запросов. Попробуйте через ${Math.ceil(allowance.waitMs / SECOND)} сек.`;
    throw new ApiError('rate_limited', { message, errors: [message] });
  }

  /**
   * Counts a password guess before the password is checked (so parallel guesses cannot slip past
   * the limit) and throws the 429 once the phone or the IP has used up its wrong tries. The same
   * for a phone with no account: the answers must not tell them apart.
   */
  async function takePasswordGuess(phone: string, ip: string, at: Date): Promise<LimitEvent[]> {
    const rules = [...rulesFor(`password-phone:${phone}`, PASSWORD_GUESS_LIMITS.phone), ...rulesFor(`password-ip:${ip}`, PASSWORD_GUESS_LIMITS.ip)];
    const allowance = await takeAllowance(repository, rules, at);
    if (allowance.granted) return allowance.events;
    const message = `Слишком много попыток. Попробуйте через ${Math.ceil(allowance.waitMs / MINUTE)} мин.`;
    throw new ApiError('rate_limited', { message, errors: [message] });
  }

  /** A right password was no guess: its counted try is given back. */
  const forgiveGuess = (guess: LimitEvent[]) => repository.withdrawEvents(guess.map((event) => event.id));

  return {
    async sendCode(request: SendCodeRequest, ip: string): Promise<SendCodeResult> {
      const at = now();
      // createdAt and signature are checked for form only: anyone can make both up, so the
      // limits below are what protects the SMS budget.
      if (Math.abs(request.createdAt.getTime() - at.getTime()) > CLIENT_CLOCK_SKEW_MS) throw invalid(CLIENT_CLOCK_OFF);
      const counted = await takeSmsAllowance(request.phone, ip, at);
      const code = newSmsCode();
      await repository.replaceCode({
        phone: request.phone,
        purpose: request.type,
        codeHash: await hashSecret(code),
        expiresAt: new Date(at.getTime() + CODE_TTL_MS),
        createdAt: at,
      });
      try {
        await deps.sms.send(request.phone, SMS_TEXTS[request.type](code));
      } catch (error) {
        // Nothing reached the phone, so its allowance comes back and the person may ask again at
        // once; the IP's stays spent, which bounds how often one client makes us call the provider.
        await repository.withdrawEvents(counted.filter((event) => event.key.startsWith('phone:')).map((event) => event.id));
        throw new ApiError('unavailable', { message: SMS_UNAVAILABLE, errors: [SMS_UNAVAILABLE], cause: error });
      }
      await repository.forgetSendsBefore(new Date(at.getTime() - DAY - HOUR));
      // Whether the phone has an account is never looked at here: the answer cannot tell.
      return { sent: true, retryAfter: SMS_LIMITS.phone[0].windowMs / SECOND };
    },

    /** The pair, and whose it is (the caller binds the device to the user). */
    async login(request: LoginRequest, ip: string): Promise<{ userId: number; tokens: IssuedSession }> {
      if (request.code !== undefined) {
        const at = now();
        const live = await repository.findLiveCode(request.phone, 'auth', at, CODE_MAX_ATTEMPTS);
        if (!live) throw invalid(WRONG_CODE);
        if (!(await verifySecret(request.code, live.codeHash))) {
          await repository.countWrongAttempt(live.id);
          throw invalid(WRONG_CODE);
        }
        if (!(await repository.spendCode(live.id, at, CODE_MAX_ATTEMPTS))) throw invalid(WRONG_CODE);
        const user = await repository.findOrCreateVerifiedUser(request.phone, at);
        return { userId: user.id, tokens: await startSession(user.id) };
      }
      const guess = await takePasswordGuess(request.phone, ip, now());
      const user = await repository.findUserByPhone(request.phone);
      const matches = await verifySecret(request.password ?? '', user?.passwordHash ?? (await dummyHash()));
      if (!user?.passwordHash || !matches) throw invalid(WRONG_PASSWORD);
      await forgiveGuess(guess);
      return { userId: user.id, tokens: await startSession(user.id) };
    },

    startSession,

    async refresh(refreshToken: string): Promise<IssuedSession> {
      const at = now();
      let row = await repository.findRefreshTokenByHash(hashToken(refreshToken));
      if (!row || row.revokedAt || row.expiresAt.getTime() <= at.getTime()) throw unauthorized();
      if (!row.usedAt) {
        const seed = newOpaqueToken();
        const next = successorToken(refreshToken, seed);
        const successor = await repository.rotateRefreshToken(
          row.id,
          { now: at, successorSeed: seed },
          { userId: row.userId, familyId: row.familyId, tokenHash: hashToken(next), expiresAt: refreshExpiry(at), createdAt: at },
        );
        if (successor) return pair({ userId: row.userId, familyId: row.familyId }, next, at);
        // A parallel refresh spent it a moment ago: answer as a repeat within the grace.
        row = await repository.findRefreshTokenById(row.id);
        if (!row) throw unauthorized();
      }
      return repeatWithinGrace(row, refreshToken, at);
    },

    /**
     * Confirms a phone for the signed-in user with a 'verify' code: the same expiry, tries and
     * single use as sign-in codes. A phone of another account is refused and nothing changes.
     */
    async verifyPhone(userId: number, request: VerifyPhoneRequest): Promise<UserRow> {
      const at = now();
      const live = await repository.findLiveCode(request.phone, request.type, at, CODE_MAX_ATTEMPTS);
      if (!live) throw invalid(WRONG_CODE);
      if (!(await verifySecret(request.code, live.codeHash))) {
        await repository.countWrongAttempt(live.id);
        throw invalid(WRONG_CODE);
      }
      // Checked only after the code: a stranger cannot probe which phones have accounts.
      const bound = await repository.bindVerifiedPhone(userId, request.phone, { id: live.id, now: at, maxAttempts: CODE_MAX_ATTEMPTS });
      if (bound.result === 'taken') throw invalid(PHONE_TAKEN_MESSAGE);
      if (bound.result !== 'bound') throw invalid(WRONG_CODE);
      return bound.user;
    },

    /**
     * Sets a new password (the current one is asked for when there is one), ends every session
     * of the user, this one included, and opens a fresh one so this device stays signed in.
     */
    async changePassword(userId: number, request: ChangePasswordRequest, ip: string): Promise<IssuedSession> {
      const user = await repository.findUserById(userId);
      if (!user) throw unauthorized();
      if (user.passwordHash) {
        if (!request.current_password) throw invalid(CURRENT_PASSWORD_REQUIRED_MESSAGE);
        // A stolen access token must not become a way to guess the password: the same limits as sign-in.
        const guess = await takePasswordGuess(user.phone, ip, now());
        if (!(await verifySecret(request.current_password, user.passwordHash))) throw invalid(WRONG_CURRENT_PASSWORD_MESSAGE);
        await forgiveGuess(guess);
      }
      await repository.replacePasswordAndRevokeSessions(user.id, await hashSecret(request.password), now());
      return startSession(user.id);
    },

    /**
     * Revokes what it can find; never says whether the token was known. The user whose session
     * ended, when one did (the caller releases the device), else null.
     */
    async logout(refreshToken: string | null, bearer: AccessClaims | null): Promise<number | null> {
      const at = now();
      let userId: number | null = null;
      if (refreshToken) {
        const row = await repository.findRefreshTokenByHash(hashToken(refreshToken));
        if (row) {
          await repository.revokeFamily(row.familyId, at);
          userId = row.userId;
        }
      }
      if (bearer) {
        await repository.revokeFamily(bearer.familyId, at);
        userId ??= bearer.userId;
      }
      return userId;
    },
  };

  /** A spent token: the same successor pair within the grace, otherwise a replay, and the whole family dies. */
  async function repeatWithinGrace(row: RefreshTokenRow, refreshToken: string, at: Date): Promise<IssuedSession> {
    const usedAt = row.usedAt;
    if (usedAt && row.successorSeed && row.replacedBy && at.getTime() - usedAt.getTime() <= REFRESH_GRACE_MS) {
      const successor = await repository.findRefreshTokenById(row.replacedBy);
      const next = successorToken(refreshToken, row.successorSeed);
      if (successor && !successor.revokedAt && successor.tokenHash === hashToken(next)) {
        // Issued at the moment of the first use, so the access token is byte for byte the same.
        return pair({ userId: row.userId, familyId: row.familyId }, next, usedAt);
      }
      throw unauthorized();
    }
    await repository.revokeFamily(row.familyId, at);
    throw unauthorized();
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
