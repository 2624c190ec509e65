import { maskedPhoneField, phoneField, PHONE_INPUT_MASK } from './phone';
import { maskedPhoneField as fromBarrel } from './index';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('phoneField (what the API takes)', () => {
  it.each([
    ['+7 (912) 345-67-89', '+79123456789'],
    ['89123456789', '+79123456789'],
    ['79123456789', '+79123456789'],
    ['9123456789', '+79123456789'],
    ['  8 912 345 67 89 ', '+79123456789'],
  ])('normalises %p to %p', (input, expected) => {
    expect(phoneField().parse(input)).toBe(expected);
  });

  it('names the field as required when it is empty or missing, and says nothing more', () => {
    expect(messages(phoneField().safeParse(''))).toEqual(['Поле Телефон обязательно для заполнения']);
    expect(messages(phoneField().safeParse('   '))).toEqual(['Поле Телефон обязательно для заполнения']);
    expect(messages(phoneField().safeParse(undefined))).toEqual(['Поле Телефон обязательно для заполнения']);
  });

  it.each([['123'], ['19123456789'], ['+380501234567'], ['телефон'], ['8'.repeat(41)], ['+7 (912) 345-67-8'], ['+8 912 345-67-89'], ['+9123456789']])(
    'refuses %p as not a Russian number',
    (input) => {
      expect(messages(phoneField().safeParse(input))).toEqual(['Поле Телефон некорректно']);
    },
  );

  it('uses the label it is given', () => {
    expect(messages(phoneField('Номер').safeParse('12'))).toEqual(['Поле Номер некорректно']);
  });
});

describe('maskedPhoneField (what a form holds)', () => {
  it('accepts exactly the 18 characters of the mask and keeps them as typed', () => {
    expect(PHONE_INPUT_MASK).toHaveLength(18);
    expect(maskedPhoneField().parse('+7 (912) 345-67-89')).toBe('+7 (912) 345-67-89');
  });

  it.each([['+7 (912) 345-67-8'], ['+79123456789'], ['8 (912) 345-67-89'], ['+7 (912) 345-67-890']])('refuses %p', (value) => {
    expect(messages(maskedPhoneField().safeParse(value))).toEqual(['Поле Телефон некорректно']);
  });

  it('an empty field is required, not malformed', () => {
    expect(messages(maskedPhoneField().safeParse(''))).toEqual(['Поле Телефон обязательно для заполнения']);
  });

  it('is exported by the validation barrel', () => {
    expect(fromBarrel).toBe(maskedPhoneField);
  });
});
