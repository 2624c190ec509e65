import { formatWeight } from './weight';

describe('formatWeight', () => {
  it.each([
    [450, '450 г'],
    [999, '999 г'],
    [1000, '1 кг'],
    [1200, '1,2 кг'],
    [2250, '2,25 кг'],
    [500.4, '500 г'],
  ])('%d g is %s', (grams, text) => {
    expect(formatWeight(grams)).toBe(text);
  });

  it('gives nothing for a value that is not a weight', () => {
    expect(formatWeight(Number.NaN)).toBe('');
    expect(formatWeight(-1)).toBe('');
  });
});
