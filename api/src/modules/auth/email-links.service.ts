// Links sent by e-mail: restoring a password (the site opens the restore popup with
// ?token=…&email=…) and confirming an address. Tokens are opaque, kept as SHA-256 hashes, single
// use, and a newer link kills the older ones. Asking for a restore answers the same whether the
// address has an account or not: the work happens after the answer.
import { CONFIRM_EMAIL_LINK_INVALID_MESSAGE, RESET_LINK_INVALID_MESSAGE, type ResetPasswordRequest } from '@povar/shared-kit/contracts';
import { ApiError } from '../../plugins/errors.ts';
import type { EmailSender, SendLog } from '../notifications/index.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import type { EmailTokenPurpose, EmailTokensRepository } from './email-tokens.repository.ts';
import { rulesFor, takeAllowance } from './limits.ts';
import type { IssuedSession } from './refresh-cookie.ts';
import { hashSecret, hashToken, newOpaqueToken } from './secrets.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const RESET_TOKEN_TTL_MS = HOUR;
export const CONFIRM_TOKEN_TTL_MS = DAY;

/** Restore letters: per address 3 an hour, per IP 10 an hour; past them requests are dropped without a word. */
export const RESET_EMAIL_LIMITS = {
  email: [{ windowMs: HOUR, max: 3 }],
  ip: [{ windowMs: HOUR, max: 10 }],
} as const;

/** Confirmation letters: per account 5 an hour, per address 3 an hour (an account cannot flood someone's mailbox). */
export const CONFIRM_EMAIL_LIMITS = {
  user: [{ windowMs: HOUR, max: 5 }],
  email: [{ windowMs: HOUR, max: 3 }],
} as const;

const invalid = (message: string) => new ApiError('validation', { message, errors: [message] });

/** '+7 *** ***-**-67': enough for the owner of several accounts to tell them apart, nothing for anyone else. */
const maskedPhone = (phone: string) => `+7 *** ***-**-${phone.slice(-2)}`;

export type ConfirmationResult = 'sent' | 'limited' | 'failed';

export function createEmailLinksService(deps: {
  users: Pick<AuthRepository, 'findUserById' | 'recordEventsIfAllowed'>;
  tokens: EmailTokensRepository;
  email: EmailSender;
  /** Opens a session for the user once the password is reset (the auth service's). */
  startSession(userId: number): Promise<IssuedSession>;
  /** The site's address, read when a letter is written (known once the server listens). */
  publicUrl: () => string;
  log: SendLog;
  now: () => Date;
}) {
  const { users, tokens, now } = deps;

  /** A fresh link token for the user; the earlier ones of the purpose die. */
  async function issueToken(user: UserRow, purpose: EmailTokenPurpose, email: string, ttlMs: number): Promise<string> {
    const at = now();
    const token = newOpaqueToken();
    await tokens.replaceToken({ userId: user.id, purpose, email, tokenHash: hashToken(token), expiresAt: new Date(at.getTime() + ttlMs), createdAt: at });
    return token;
  }

  /** The live token of the purpose, or null; only its hash is looked up. */
  async function liveToken(token: string, purpose: EmailTokenPurpose) {
    const row = await tokens.findTokenByHash(hashToken(token));
    if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt.getTime() <= now().getTime()) return null;
    return row;
  }

  return {
    /**
     * Sends a restore link to every account whose confirmed address this is (usually one).
     * Meant to run after the answer: it returns nothing a caller could pass on.
     */
    async requestPasswordReset(email: string, ip: string): Promise<void> {
      const rules = [...rulesFor(`reset-email:${email}`, RESET_EMAIL_LIMITS.email), ...rulesFor(`reset-ip:${ip}`, RESET_EMAIL_LIMITS.ip)];
      const allowance = await takeAllowance(users, rules, now());
      if (!allowance.granted) return;
      // Only a confirmed address: a typo in someone's profile must not hand their account to the typo's owner.
      for (const user of await tokens.findVerifiedUsersByEmail(email)) {
        const token = await issueToken(user, 'reset-password', email, RESET_TOKEN_TTL_MS);
        const link = `${deps.publicUrl()}/?token=${token}&email=${encodeURIComponent(email)}`;
        await deps.email.send(
          email,
          'Восстановление пароля в «Повар рядом»',
          [
            'Здравствуйте!',
            '',
            `Кто-то, возможно вы, попросил восстановить пароль аккаунта «Повар рядом» с телефоном ${maskedPhone(user.phone)}.`,
            'Чтобы задать новый пароль, перейдите по ссылке (она действует 1 час и открывается один раз):',
            link,
            '',
            'Если вы ничего не просили, просто не обращайте внимания на это письмо: пароль останется прежним.',
          ].join('\n'),
        );
      }
    },

    /**
     * Sets the new password from a live restore link of this address, ends every session of
     * the user and signs this device in.
     */
    async resetPassword(request: ResetPasswordRequest): Promise<IssuedSession> {
      const row = await liveToken(request.token, 'reset-password');
      if (!row || row.email !== request.email) throw invalid(RESET_LINK_INVALID_MESSAGE);
      const user = await users.findUserById(row.userId);
      // The address changed since the letter: the link belonged to the old one.
      if (!user || user.email.toLowerCase() !== row.email) throw invalid(RESET_LINK_INVALID_MESSAGE);
      const passwordHash = await hashSecret(request.password);
      if (!(await tokens.resetPassword(row.id, user.id, passwordHash, now()))) throw invalid(RESET_LINK_INVALID_MESSAGE);
      return deps.startSession(user.id);
    },

    /**
     * Sends a link confirming that the address is the user's (after change-data set it, or on
     * request). With `unlessLinkLives`, an address that already has a live link gets no second
     * letter (a profile saved again with the same unconfirmed address). Never throws for the
     * letter: 'limited' past the limits, 'failed' (logged) when the provider refused it.
     */
    async sendEmailConfirmation(userId: number, address: string, options: { unlessLinkLives?: boolean } = {}): Promise<ConfirmationResult | 'skipped'> {
      const email = address.toLowerCase();
      const user = await users.findUserById(userId);
      if (!user || user.email.toLowerCase() !== email) return 'failed';
      if (user.emailVerified) return 'skipped';
      if (options.unlessLinkLives && (await tokens.hasLiveToken(userId, 'confirm-email', email, now()))) return 'skipped';
      const rules = [...rulesFor(`confirm-user:${userId}`, CONFIRM_EMAIL_LIMITS.user), ...rulesFor(`confirm-email:${email}`, CONFIRM_EMAIL_LIMITS.email)];
      if (!(await takeAllowance(users, rules, now())).granted) return 'limited';
      try {
        const token = await issueToken(user, 'confirm-email', email, CONFIRM_TOKEN_TTL_MS);
        const link = `${deps.publicUrl()}/profile?confirm-email=${token}`;
        await deps.email.send(
          email,
          'Подтвердите e-mail в «Повар рядом»',
          [
            'Здравствуйте!',
            '',
            'Этот адрес указали в профиле «Повар рядом». Чтобы подтвердить, что он ваш, перейдите по ссылке (она действует сутки):',
            link,
            '',
            'Если это были не вы, просто не обращайте внимания на это письмо.',
          ].join('\n'),
        );
        return 'sent';
      } catch (error) {
        deps.log.warn({ err: error, userId }, 'e-mail confirmation not sent');
        return 'failed';
      }
    },

    /** Marks the address confirmed when the account still has the one the link went to. */
    async confirmEmail(token: string): Promise<void> {
      const row = await liveToken(token, 'confirm-email');
      if (!row || !(await tokens.confirmEmail(row.id, row.userId, row.email, now()))) throw invalid(CONFIRM_EMAIL_LINK_INVALID_MESSAGE);
    },
  };
}

export type EmailLinksService = ReturnType<typeof createEmailLinksService>;
