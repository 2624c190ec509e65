import { formatPhone, isValidPhone, normalizePhone, PHONE_MASK_LENGTH } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['9123456789', '+79123456789'],
    ['912 345-67-89', '+79123456789'],
    ['79123456789', '+79123456789'],
    ['89123456789', '+79123456789'],
    ['+7 (912) 345-67-89', '+79123456789'],
    ['8 (912) 345 67 89', '+79123456789'],
    ['  +7-912-345-67-89  ', '+79123456789'],
  ])('%p → %p', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([[''], ['123'], ['912345678'], ['19123456789'], ['991234567890'], ['+380501234567'], ['phone']])('%p is not a Russian number', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('formatPhone', () => {
  it.each([
    ['+79123456789', '+7 (912) 345-67-89'],
    ['89123456789', '+7 (912) 345-67-89'],
    ['9001112233', '+7 (900) 111-22-33'],
    ['+7 (912) 345-67-89', '+7 (912) 345-67-89'],
  ])('%p → %p', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
    expect(formatPhone(input)).toHaveLength(PHONE_MASK_LENGTH);
  });

  it('returns other input as given', () => {
    expect(formatPhone('Анна')).toBe('Анна');
    expect(formatPhone('123')).toBe('123');
  });
});

describe('isValidPhone', () => {
  it('accepts exactly the 18 characters of the mask', () => {
    expect(PHONE_MASK_LENGTH).toBe(18);
    expect(isValidPhone('+7 (912) 345-67-89')).toBe(true);
  });

  it.each([['+79123456789'], ['+7 (912) 345-67-8'], ['+7 (912) 345-67-890'], ['8 (912) 345-67-89'], ['+7 (912)345-67-89 '], ['+7 (91a) 345-67-89'], ['']])(
    'rejects %p',
    (value) => {
      expect(isValidPhone(value)).toBe(false);
    },
  );
});
