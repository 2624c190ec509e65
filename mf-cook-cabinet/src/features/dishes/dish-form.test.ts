import { DISH_MESSAGES } from '@povar/shared-kit/contracts';
import { mergedCategoryOrder } from './dishes-api';
import { splitServerTexts, weightForUnitProblem } from './dish-form';
import { listItem } from './dishes-test-kit';

describe('weightForUnitProblem', () => {
  it.each([
    ['500', 'г', null],
    ['1,5', 'г', DISH_MESSAGES.gramsWhole],
    ['50001', 'г', 'Поле «Вес» должно быть числом 50000 или меньше.'],
    ['0', 'г', 'Поле «Вес» должно быть числом 1 или больше.'],
    ['1,5', 'кг', null],
    ['50,01', 'кг', 'Поле «Вес» должно быть числом 50 или меньше.'],
    ['0', 'кг', 'Поле «Вес» должно быть числом 0,01 или больше.'],
  ] as const)('%s %s → %s', (weight, unit, problem) => {
    expect(weightForUnitProblem(weight, unit)).toBe(problem);
  });
});

describe('splitServerTexts', () => {
  it('puts each text under the field whose label it names, the first per field, and keeps the rest', () => {
    expect(
      splitServerTexts([
        'Поле «Количество порций» должно быть целым числом',
        'Поле «Цена» должно быть числом.',
        'Поле «Цена» должно быть числом 1 или больше.',
        DISH_MESSAGES.tooManyImages,
        DISH_MESSAGES.preferenceNotFound,
        'Проверьте правильность заполнения полей',
      ]),
    ).toEqual({
      byField: {
        quantity: 'Поле «Количество порций» должно быть целым числом',
        price: 'Поле «Цена» должно быть числом.',
        images: DISH_MESSAGES.tooManyImages,
        other_preferences: DISH_MESSAGES.preferenceNotFound,
      },
      rest: ['Проверьте правильность заполнения полей'],
    });
  });
});

describe('mergedCategoryOrder', () => {
  it('moves the page dishes among themselves and leaves the others in their places', () => {
    const category = [listItem(1, 'А', 1, 1), listItem(2, 'Б', 1, 2, true), listItem(3, 'В', 1, 3), listItem(4, 'Г', 1, 4)];
    expect(mergedCategoryOrder(category, [4, 1, 3])).toEqual([4, 2, 1, 3]);
    expect(mergedCategoryOrder(category, [2])).toEqual([1, 2, 3, 4]);
  });
});
