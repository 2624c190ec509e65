import { formatCount, formatCounter, pluralRu, type RussianPluralForms } from './plural';

const DISHES: RussianPluralForms = ['блюдо', 'блюда', 'блюд'];
const REVIEWS: RussianPluralForms = ['отзыв', 'отзыва', 'отзывов'];

describe('pluralRu', () => {
  it.each([
    [0, 'блюд'],
    [1, 'блюдо'],
    [2, 'блюда'],
    [3, 'блюда'],
    [4, 'блюда'],
    [5, 'блюд'],
    [10, 'блюд'],
    [11, 'блюд'],
    [12, 'блюд'],
    [14, 'блюд'],
    [19, 'блюд'],
    [21, 'блюдо'],
    [22, 'блюда'],
    [25, 'блюд'],
    [101, 'блюдо'],
    [111, 'блюд'],
    [112, 'блюд'],
    [122, 'блюда'],
    [1001, 'блюдо'],
    [3000, 'блюд'],
    [-1, 'блюдо'],
    [-2, 'блюда'],
    [1.5, 'блюда'],
    [0.5, 'блюда'],
  ])('%p → %p', (n, expected) => {
    expect(pluralRu(n, DISHES)).toBe(expected);
  });
});

describe('formatCount', () => {
  it.each([
    [1, DISHES, '1 блюдо'],
    [5, DISHES, '5 блюд'],
    [22, REVIEWS, '22 отзыва'],
    [0, REVIEWS, '0 отзывов'],
    [1.5, DISHES, '1,5 блюда'],
    [3000, DISHES, '3\u00A0000 блюд'],
  ])('%p %p → %p', (n, forms, expected) => {
    expect(formatCount(n, forms)).toBe(expected);
  });
});

describe('formatCounter', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [9, '9'],
    [99, '99'],
    [100, '99+'],
    [250, '99+'],
    [-3, '0'],
  ])('%p → %p', (n, expected) => {
    expect(formatCounter(n)).toBe(expected);
  });
});
