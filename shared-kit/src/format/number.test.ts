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
    [1.005, '1,01'],
    [0.045, '0,05'],
    [1e-7, '0'],
    [1e21, nb('1 000 000 000 000 000 000 000')],
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

  it('rounds as Intl does, whatever the options', () => {
    const intl = (value: number, min: number, max: number) =>
      new Intl.NumberFormat('en-US', { useGrouping: false, minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
    for (const value of [0.5, 1.25, 2.675, 10.005, 99.995, 123.456, 1_000_000.125, 0.0049, 7]) {
      for (const [min, max] of [
        [0, 0],
        [0, 1],
        [0, 2],
        [2, 2],
        [1, 3],
      ] as const) {
        const ours = formatDecimal(value, { minimumFractionDigits: min, maximumFractionDigits: max }).replaceAll(NO_BREAK_SPACE, '');
        expect(ours).toBe(intl(value, min, max).replace('.', ','));
      }
    }
  });

  it.each([NaN, Infinity, -Infinity])('gives an empty text for %p', (value) => {
    expect(formatDecimal(value)).toBe('');
  });
});
