import { normalizeRange, parsePrice } from './price-range';

const bounds = { min: 150, max: 2400 };

describe('parsePrice', () => {
  it('parses an integer and clamps it to the range', () => {
    expect(parsePrice('500', bounds)).toBe(500);
    expect(parsePrice('99', bounds)).toBe(150);
    expect(parsePrice('99999', bounds)).toBe(2400);
    expect(parsePrice('1 200', bounds)).toBe(1200);
    expect(parsePrice('450,75', bounds)).toBe(450);
    expect(parsePrice(612.9, bounds)).toBe(612);
  });

  it('reads a non-number as 0, which the range then lifts to its minimum', () => {
    expect(parsePrice('abc', bounds)).toBe(150);
    expect(parsePrice('', bounds)).toBe(150);
    expect(parsePrice('', { min: 0, max: 100 })).toBe(0);
  });
});

describe('normalizeRange', () => {
  it('orders the two ends', () => {
    expect(normalizeRange('900', '300', bounds)).toEqual([300, 900]);
    expect(normalizeRange('200', '1000', bounds)).toEqual([200, 1000]);
  });
});
