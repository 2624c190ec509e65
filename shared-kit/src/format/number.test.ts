import { formatDecimal, NO_BREAK_SPACE } from './number';

const nb = (text: string) => text.replace(/ /g, NO_BREAK_SPACE);

describe('formatDecimal', () => {
  it.each([
    [0, '0'],
    [5, '5'],
    [1.5, '1,5'],
    [0.25, '0,25'],
    [2.005, '2,01'],
    [1.999, '2'],
    [999, '999'],
    [1000, nb('1 000')],
    [1234.5, nb('1 234,5')],
    [1234567.89, nb('1 234 567,89')],
    [-0.25, '-0,25'],
    [-1500, nb('-1 500')],
    [-0.001, '0'],
  ])('%p → %p', (value, expected) => {
    expect(formatDecimal(value)).toBe(expected);
  });

  it('keeps the minimum number of fraction digits and rounds to the maximum', () => {
    expect(formatDecimal(2, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('2,0');
    expect(formatDecimal(2.36, { maximumFractionDigits: 1 })).toBe('2,4');
    expect(formatDecimal(2.5, { maximumFractionDigits: 0 })).toBe('3');
    expect(formatDecimal(2, { minimumFractionDigits: 5, maximumFractionDigits: 2 })).toBe('2,00');
  });

  it('groups with no-break spaces only, never plain or narrow ones', () => {
    expect(formatDecimal(12345678)).toBe('12\u00A0345\u00A0678');
    expect(formatDecimal(12345678)).not.toMatch(/[ \u202F]/);
  });

  it.each([NaN, Infinity, -Infinity])('gives an empty text for %p', (value) => {
    expect(formatDecimal(value)).toBe('');
  });
});
