import { formatDeliveryCost, formatPrice } from './price';

describe('formatPrice', () => {
  it.each([
    [0, '0\u00A0₽'],
    [5, '0,05\u00A0₽'],
    [100, '1\u00A0₽'],
    [18000, '180\u00A0₽'],
    [99999, '999,99\u00A0₽'],
    [125000, '1\u00A0250\u00A0₽'],
    [125050, '1\u00A0250,50\u00A0₽'],
    [125001, '1\u00A0250,01\u00A0₽'],
    [12345678900, '123\u00A0456\u00A0789\u00A0₽'],
    [-125000, '-1\u00A0250\u00A0₽'],
    [-50, '-0,50\u00A0₽'],
    [100.4, '1\u00A0₽'],
    [100.6, '1,01\u00A0₽'],
  ])('%p kopecks → %p', (kopecks, expected) => {
    expect(formatPrice(kopecks)).toBe(expected);
  });

  it("reads '1 250 ₽' with a no-break space before the sign", () => {
    const text = formatPrice(125000);
    expect(text.replace(/\u00A0/g, ' ')).toBe('1 250 ₽');
    expect(text.at(-2)).toBe('\u00A0');
  });

  it.each([NaN, Infinity])('gives an empty text for %p', (value) => {
    expect(formatPrice(value)).toBe('');
  });
});

describe('formatDeliveryCost', () => {
  it('shows the price of a paid delivery, "Бесплатно" for a free one, and a dash only for a cook who does not deliver', () => {
    expect(formatDeliveryCost(15000)).toBe('150\u00A0₽');
    expect(formatDeliveryCost(15000, true)).toBe('150\u00A0₽');
    expect(formatDeliveryCost(0)).toBe('Бесплатно');
    expect(formatDeliveryCost(0, true)).toBe('Бесплатно');
    expect(formatDeliveryCost(0, false)).toBe('—');
    expect(formatDeliveryCost(15000, false)).toBe('—');
  });
});
