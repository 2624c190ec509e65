// Sign-in by SMS code or password, token refresh and logout,
// restoring the password and confirming the e-mail by links in letters, and the signed-in user
// (GET /api/profiles/user): what the browser sends and what the API answers.
import { z } from 'zod';
import { emailField } from '../validation/email';
import { validationMessages } from '../validation/messages';
import { phoneField } from '../validation/phone';
import { cookCardSchema, imageSchema } from './catalog';
import { envelopeSchema } from './envelope';

/** What a code is for: signing in, confirming a phone, resetting a password. */
export const AUTH_CODE_TYPES = ['auth', 'verify', 'reset'] as const;
export type AuthCodeType = (typeof AUTH_CODE_TYPES)[number];

/** SMS codes are six digits. */
export const AUTH_CODE_LENGTH = 6;

export const MOBILE_PHONE_MESSAGE = 'Укажите номер мобильного телефона';
const MOBILE_PHONE_RE = /^\+79\d{9}$/;

/** A phone SMS can go to: any writing of a Russian number, normalised, and a +7 9xx mobile one (codes go by SMS to those only). */
export const mobilePhoneField = (label = 'Телефон') =>
  phoneField(label).refine((phone) => MOBILE_PHONE_RE.test(phone), { error: MOBILE_PHONE_MESSAGE, abort: true });

/**
 * When the client says it made the request: an ISO date, or epoch seconds or milliseconds
 * (a number or digits). Only its form is checked here; the API compares it to its clock.
 */
export const clientTimestampField = (label = 'createdAt') =>
  z.union([z.string().trim().min(1).max(40), z.number().finite()], { error: validationMessages.invalid(label) }).transform((value, context) => {
    const time = parseClientTimestamp(value);
    if (time !== null) return new Date(time);
    context.issues.push({ code: 'custom', message: validationMessages.invalid(label), input: value });
    return z.NEVER;
  });

/** Milliseconds since the epoch, or null when the value is no date. Numbers below 10^12 are seconds. */
export function parseClientTimestamp(value: string | number): number | null {
  const numeric = typeof value === 'number' ? value : /^\d{1,16}(\.\d+)?$/.test(value) ? Number(value) : null;
  const time = numeric !== null ? (numeric < 1e12 ? numeric * 1000 : numeric) : Date.parse(value as string);
  return Number.isFinite(time) && time > 0 ? time : null;
}

export const sendCodeRequestSchema = z.object({
  createdAt: clientTimestampField(),
  type: z.enum(AUTH_CODE_TYPES, { error: validationMessages.invalid('type') }).default('auth'),
  phone: mobilePhoneField(),
  /** The client's request signature; a format check only, never a security measure. */
  signature: z
    .string({ error: validationMessages.required('signature') })
    .min(1, { error: validationMessages.required('signature'), abort: true })
    .max(512, validationMessages.max('signature', 512)),
});
export type SendCodeRequest = z.infer<typeof sendCodeRequestSchema>;

/** The same answer whether the phone has an account or not, so it gives nothing away. */
export const sendCodeResultSchema = z.object({
  sent: z.literal(true),
  /** Seconds before another code may be asked for this phone. */
  retryAfter: z.number().int(),
});
export type SendCodeResult = z.infer<typeof sendCodeResultSchema>;
export const sendCodeResponseSchema = envelopeSchema(sendCodeResultSchema);

export const LOGIN_CREDENTIALS_MESSAGE = 'Укажите код из СМС или пароль';
const CODE_LABEL = 'Код';
const PASSWORD_LABEL = 'Пароль';
export const PASSWORD_MAX_LENGTH = 128;

/** Sign-in: the phone with either the SMS code or the password. */
export const loginRequestSchema = z
  .object({
    phone: phoneField(),
    code: z
      .string({ error: validationMessages.invalid(CODE_LABEL) })
      .trim()
      .regex(new RegExp(`^\\d{${AUTH_CODE_LENGTH}}$`), validationMessages.invalid(CODE_LABEL))
      .optional(),
    password: z
      .string({ error: validationMessages.invalid(PASSWORD_LABEL) })
      .min(1, validationMessages.required(PASSWORD_LABEL))
      .max(PASSWORD_MAX_LENGTH, validationMessages.max(PASSWORD_LABEL, PASSWORD_MAX_LENGTH))
      .optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.password === undefined), { error: LOGIN_CREDENTIALS_MESSAGE });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * What every call that opens or renews a session answers (stores/auth.ts keeps it). The refresh
 * token never travels in JSON: the API sets it as an HttpOnly cookie scoped to /api/auth, which
 * the refresh and logout calls read (api modules/auth/refresh-cookie.ts).
 */
export const authTokensSchema = z.object({ accessToken: z.string() });
export type AuthTokensResult = z.infer<typeof authTokensSchema>;
export const authTokensResponseSchema = envelopeSchema(authTokensSchema);

/** Logout takes no token in the body: the cookie names the session, else the Bearer token does. */
export const logoutRequestSchema = z.object({}).nullish();
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

/** Confirming a phone with a 'verify' code from send-code; the phone then becomes the signed-in user's. */
export const verifyPhoneRequestSchema = z.object({
  phone: mobilePhoneField(),
  code: z
    .string({ error: validationMessages.required(CODE_LABEL) })
    .trim()
    .regex(new RegExp(`^\\d{${AUTH_CODE_LENGTH}}$`), validationMessages.invalid(CODE_LABEL)),
  type: z.literal('verify', { error: validationMessages.invalid('type') }).default('verify'),
});
export type VerifyPhoneRequest = z.infer<typeof verifyPhoneRequestSchema>;
export const PHONE_TAKEN_MESSAGE = 'Этот номер уже привязан к другому аккаунту';

/** Passwords are at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
const CURRENT_PASSWORD_LABEL = 'Текущий пароль';
export const PASSWORD_CONFIRMED_MESSAGE = `Поле ${PASSWORD_LABEL} не совпадает с другим полем`;
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = validationMessages.required(CURRENT_PASSWORD_LABEL);
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Неверный текущий пароль';

const requiredString = (label: string) =>
  z.string({ error: validationMessages.required(label) }).min(1, { error: validationMessages.required(label), abort: true });

/** A new password and its confirmation (required, at least 8 characters, confirmed), wherever one is set. */
const newPasswordFields = {
  password: requiredString(PASSWORD_LABEL)
    .min(PASSWORD_MIN_LENGTH, validationMessages.min(PASSWORD_LABEL, PASSWORD_MIN_LENGTH))
    .max(PASSWORD_MAX_LENGTH, validationMessages.max(PASSWORD_LABEL, PASSWORD_MAX_LENGTH)),
  password_confirmation: requiredString('password_confirmation'),
};
const passwordsMatch = (body: { password: string; password_confirmation: string }) => body.password === body.password_confirmation;
const PASSWORDS_MATCH_ISSUE = { error: PASSWORD_CONFIRMED_MESSAGE, path: ['password_confirmation'] };

/** A new password, confirmed; current_password is checked by the API when the account already has one. */
export const changePasswordRequestSchema = z
  .object(
    {
      current_password: z
        .string({ error: validationMessages.invalid(CURRENT_PASSWORD_LABEL) })
        .max(PASSWORD_MAX_LENGTH, validationMessages.max(CURRENT_PASSWORD_LABEL, PASSWORD_MAX_LENGTH))
        .optional(),
      ...newPasswordFields,
    },
    { error: validationMessages.required(PASSWORD_LABEL) },
  )
  .refine(passwordsMatch, PASSWORDS_MATCH_ISSUE);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** An e-mail as forms send it: trimmed, checked, lower-cased (the API stores and compares it so). */
const emailRequestField = () =>
  z
    .string({ error: validationMessages.required('E-mail') })
    .pipe(emailField())
    .transform((email) => email.toLowerCase());

/** A link token from a letter: opaque, base64url. */
const linkTokenField = z
  .string({ error: validationMessages.required('token') })
  .trim()
  .min(1, { error: validationMessages.required('token'), abort: true })
  .max(200, validationMessages.invalid('token'));

/** 'Забыли пароль?' by e-mail: a letter with a restore link goes to the address if an account has it confirmed. */
export const resetByEmailRequestSchema = z.object({ email: emailRequestField() });
export type ResetByEmailRequest = z.infer<typeof resetByEmailRequestSchema>;

/** Accepted: the same answer whether the address has an account or not, so it gives nothing away. */
export const emailSentResultSchema = z.object({ sent: z.literal(true) });
export type EmailSentResult = z.infer<typeof emailSentResultSchema>;
export const emailSentResponseSchema = envelopeSchema(emailSentResultSchema);

/** The restore popup: the token and e-mail from the link, and the new password twice. */
export const resetPasswordRequestSchema = z
  .object({ email: emailRequestField(), token: linkTokenField, ...newPasswordFields }, { error: validationMessages.required(PASSWORD_LABEL) })
  .refine(passwordsMatch, PASSWORDS_MATCH_ISSUE);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export const RESET_LINK_INVALID_MESSAGE = 'Ссылка для восстановления пароля недействительна или устарела';

/** The link of a confirmation letter (/profile?confirm-email=…). */
export const confirmEmailRequestSchema = z.object({ token: linkTokenField });
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;
export const confirmEmailResponseSchema = envelopeSchema(z.object({ confirmed: z.literal(true) }));
export const CONFIRM_EMAIL_LINK_INVALID_MESSAGE = 'Ссылка для подтверждения e-mail недействительна или устарела';
export const EMAIL_MISSING_MESSAGE = 'Сначала укажите e-mail в профиле';
export const EMAIL_ALREADY_CONFIRMED_MESSAGE = 'Этот e-mail уже подтверждён';
export const EMAIL_CONFIRMATION_LIMITED_MESSAGE = 'Письмо уже отправлено. Попробуйте позже';

export const PROFILE_NAME_MAX_LENGTH = 100;
export const PROFILE_ABOUT_MAX_LENGTH = 2000;
const NAME_LABEL = 'Имя';
const ABOUT_LABEL = 'О себе';
export const PROFILE_NAME_NEEDS_LETTER_MESSAGE = 'Имя должно содержать хотя бы одну букву';

/**
 * A person's name as others will read it (cooks, chats, reviews): spaces around it dropped and
 * runs of spaces inside made one, required, at most 100 characters, and with a letter in it, so
 * a phone number or a row of dots is not taken for a name.
 */
export const profileNameField = () =>
  requiredString(NAME_LABEL)
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        // An empty name is only missing: one message, not also the letter rule's.
        .min(1, { error: validationMessages.required(NAME_LABEL), abort: true })
        .max(PROFILE_NAME_MAX_LENGTH, validationMessages.max(NAME_LABEL, PROFILE_NAME_MAX_LENGTH))
        .regex(/\p{L}/u, PROFILE_NAME_NEEDS_LETTER_MESSAGE),
    );

/**
 * The profile fields a user may change, sent as JSON or as a multipart form (then with
 * an optional picture in the file field 'avatar'). Unknown keys (isCook, role, phone, rating…)
 * are dropped by the object schema, so they can never reach the database (no mass assignment).
 */
export const changeDataRequestSchema = z.object({
  name: profileNameField().optional(),
  about: z
    .string({ error: validationMessages.invalid(ABOUT_LABEL) })
    .trim()
    .max(PROFILE_ABOUT_MAX_LENGTH, validationMessages.max(ABOUT_LABEL, PROFILE_ABOUT_MAX_LENGTH))
    .optional(),
  email: z
    .string({ error: validationMessages.invalid('E-mail') })
    .pipe(emailField())
    .transform((email) => email.toLowerCase())
    .optional(),
});
export type ChangeDataRequest = z.infer<typeof changeDataRequestSchema>;

/**
 * change-data's JSON body, absent when the fields come as a multipart form (the route reads the
 * form's fields with changeDataRequestSchema).
 */
export const changeDataBodySchema = changeDataRequestSchema.nullish();

/** Logout's 204 answer: no body. */
export const logoutResponseSchema = z.null().describe('Сессия завершена');

/** The avatar file of change-data: PNG, JPG, JPEG or WEBP, at most this many megabytes. */
export const AVATAR_MAX_MEGABYTES = 10;
export const AVATAR_LABEL = 'Аватар';

/** The signed-in user. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  /** Square, re-encoded from the uploaded picture; null until one is uploaded. */
  avatar: imageSchema.nullable(),
  name: z.string(),
  /** Filled once addresses exist. */
  address: z.null(),
  about: z.string(),
  registerDate: z.string(),
  phone: z.string(),
  phoneVerified: z.boolean(),
  email: z.string(),
  emailVerified: z.boolean(),
  isCook: z.boolean(),
  /** Reviews cook applications (our own role: docs/accounts.md, 'Operators and the queue'); opens the moderation page. */
  isOperator: z.boolean(),
  /** The cook's own card (distance null) when isCook is set; null for everyone else. */
  cookData: cookCardSchema.nullable(),
  unreadMessagesCount: z.number().int(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
export const currentUserResponseSchema = envelopeSchema(currentUserSchema);

export const OUTBOX_CHANNELS = ['sms', 'email', 'push'] as const;

/** A message the embedded senders wrote instead of sending (the development inbox). */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  /** A phone, an e-mail address or a device's push token. */
  recipient: z.string(),
  /** The subject of an e-mail, the title of a push; null for SMS. */
  subject: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponseSchema = envelopeSchema(z.object({ messages: z.array(outboxMessageSchema) }));

/** The dev inbox narrowed to one channel and/or one recipient (exact). */
export const outboxQuerySchema = z.object({
  channel: z.enum(OUTBOX_CHANNELS, { error: validationMessages.invalid('channel') }).optional(),
  recipient: z.string().trim().min(1).max(4096, validationMessages.invalid('recipient')).optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** The dev helper's view of the guest a request is (how app.identifyGuest resolved its session-id). */
export const devGuestSessionResponseSchema = envelopeSchema(z.object({ guestSessionId: z.string().nullable() }));
