import { formatRating } from './rating';

it('formats ratings with one decimal, a cook without a rating as 5.0', () => {
  expect(formatRating(0)).toBe('5.0');
  expect(formatRating(4)).toBe('4.0');
  expect(formatRating(4.96)).toBe('5.0');
});

it('takes a missing rating (the cook page may have none) as no rating', () => {
  expect(formatRating(null)).toBe('5.0');
  expect(formatRating(undefined)).toBe('5.0');
  expect(formatRating(4.76)).toBe('4.8');
});
