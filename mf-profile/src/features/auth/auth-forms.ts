// The rules of the sign-in, phone confirmation and password forms: the API's own limits
// and messages, with labels a person reads.
import { z } from 'zod';
import { AUTH_CODE_LENGTH, PASSWORD_CONFIRMED_MESSAGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, profileNameField } from '@povar/shared-kit/contracts';
import { emailField, validationMessages } from '@povar/shared-kit/validation';
import { mobileMaskedPhoneField } from '@povar/shared-kit/forms';

const CODE_LABEL = 'Код';
const PASSWORD_LABEL = 'Пароль';
const CONFIRMATION_LABEL = 'Повторите пароль';

const requiredText = (label: string) => z.string().min(1, { error: validationMessages.required(label), abort: true });

export const phoneFormSchema = z.object({ phone: mobileMaskedPhoneField() });
export type PhoneFormValues = z.infer<typeof phoneFormSchema>;

export const codeFormSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { error: validationMessages.required(CODE_LABEL), abort: true })
    .regex(new RegExp(`^\\d{${AUTH_CODE_LENGTH}}$`), validationMessages.invalid(CODE_LABEL)),
});
export type CodeFormValues = z.infer<typeof codeFormSchema>;

export const passwordLoginSchema = z.object({
  phone: mobileMaskedPhoneField(),
  password: requiredText(PASSWORD_LABEL).max(PASSWORD_MAX_LENGTH, validationMessages.max(PASSWORD_LABEL, PASSWORD_MAX_LENGTH)),
});
export type PasswordLoginValues = z.infer<typeof passwordLoginSchema>;

/** The name step after sign-in: the profile's own name rule. */
export const nameStepSchema = z.object({ name: profileNameField() });
export type NameStepInput = z.input<typeof nameStepSchema>;
export type NameStepValues = z.output<typeof nameStepSchema>;

export const resetByEmailSchema = z.object({ email: emailField() });
export type ResetByEmailValues = z.infer<typeof resetByEmailSchema>;

export const PASSWORD_HINT = `Не короче ${PASSWORD_MIN_LENGTH} символов`;

/** A new password (at least 8 characters) and its repetition, as change-password takes them. */
export const newPasswordShape = {
  password: requiredText(PASSWORD_LABEL)
    .min(PASSWORD_MIN_LENGTH, validationMessages.min(PASSWORD_LABEL, PASSWORD_MIN_LENGTH))
    .max(PASSWORD_MAX_LENGTH, validationMessages.max(PASSWORD_LABEL, PASSWORD_MAX_LENGTH)),
  password_confirmation: requiredText(CONFIRMATION_LABEL),
};

export const passwordsMatch = (values: { password: string; password_confirmation: string }) => values.password === values.password_confirmation;
/** Said under the repetition, where the mismatch is seen. */
export const PASSWORDS_MISMATCH = { error: PASSWORD_CONFIRMED_MESSAGE, path: ['password_confirmation'] };

export const newPasswordSchema = z.object(newPasswordShape).refine(passwordsMatch, PASSWORDS_MISMATCH);
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

/** Keeps only the digits a code field may hold: pasted '123 456' becomes '123456'. */
export const codeDigits = (value: string) => value.replace(/\D/g, '').slice(0, AUTH_CODE_LENGTH);
