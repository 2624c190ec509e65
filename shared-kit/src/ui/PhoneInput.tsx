// The phone field: '+7 (XXX) XXX-XX-XX' formed as the person types. The value is
// rewritten inside the input event, before any handler reads it, so nothing waits for a
// frame: keys typed quickly, in a background tab or on a busy phone are never lost.
import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { PHONE_COUNTRY_CODE } from '../format/phone';

const NATIONAL_DIGITS = 10;

/**
 * The national digits in a field's value: the '+7' it shows is not one of them, and a whole
 * number put in with its 7 or 8 (pasted, autofilled, or typed out with the habitual 8) loses
 * that prefix once the eleventh digit arrives.
 */
export function nationalDigits(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (value.trimStart().startsWith(PHONE_COUNTRY_CODE)) digits = digits.slice(1);
  if (digits.length > NATIONAL_DIGITS && /^[78]/.test(digits)) digits = digits.slice(1);
  return digits.slice(0, NATIONAL_DIGITS);
}

/** '+7 (912) 345-67-89', or as much of it as there are digits; '' for none. */
export function formatPhoneTyping(digits: string): string {
  if (digits === '') return '';
  let text = `${PHONE_COUNTRY_CODE} (${digits.slice(0, 3)}`;
  if (digits.length > 3) text += `) ${digits.slice(3, 6)}`;
  if (digits.length > 6) text += `-${digits.slice(6, 8)}`;
  if (digits.length > 8) text += `-${digits.slice(8, 10)}`;
  return text;
}

/** Where the caret goes in the formatted text: after the same number of national digits. */
function caretAfterDigits(text: string, count: number): number {
  if (count === 0) return Math.min(text.length, `${PHONE_COUNTRY_CODE} (`.length);
  let seen = 0;
  for (let index = `${PHONE_COUNTRY_CODE} (`.length; index < text.length; index += 1) {
    if (/\d/.test(text[index] ?? '') && ++seen === count) return index + 1;
  }
  return text.length;
}

export function formatPhoneInput(input: HTMLInputElement): void {
  const before = input.value;
  const caret = input.selectionStart ?? before.length;
  const digits = nationalDigits(before);
  const formatted = formatPhoneTyping(digits);
  if (formatted === before) return;
  const digitsBeforeCaret = Math.min(nationalDigits(before.slice(0, caret)).length, digits.length);
  input.value = formatted;
  if (caret < before.length && document.activeElement === input) {
    const position = caretAfterDigits(formatted, digitsBeforeCaret);
    input.setSelectionRange(position, position);
  }
}

export type PhoneInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> };

/** Spread react-hook-form's register('phone') onto it, like a plain input. */
export function PhoneInput({ onChange, ref, ...props }: PhoneInputProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    formatPhoneInput(event.target);
    onChange?.(event);
  };
  return <input ref={ref} type="tel" inputMode="tel" autoComplete="tel" placeholder="+7 (___) ___-__-__" maxLength={18} {...props} onChange={change} />;
}
