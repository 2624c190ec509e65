import {
  decimalRule,
  decimalText,
  decimalToHundredths,
  formatDecimalInput,
  integerCustomRule,
  integerText,
  maxDecimalRule,
  minDecimalRule,
  parseDecimal,
} from './decimal';
import { decimalText as fromBarrel } from './index';
import { dishFormSchema, dishFormToNumbers, EMPTY_DISH_FORM, type DishFormValues } from '../contracts/cabinet-dishes';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('decimal', () => {
  it.each([[''], ['   '], ['12'], ['12,5'], ['12,55'], ['0,07'], ['-3'], ['-0,5'], [' 7,25 ']])('lets %p through', (value) => {
    expect(decimalRule(value)).toBeNull();
  });

  it('refuses a dot before anything else, even on text that is not a number', () => {
    expect(decimalRule('12.5')).toBe('В качестве разделителя должна быть запятая');
    expect(decimalRule('1.2.3')).toBe('В качестве разделителя должна быть запятая');
    expect(decimalRule('abc.')).toBe('В качестве разделителя должна быть запятая');
  });

  it.each([['abc'], ['12,'], [',5'], ['1,2,3'], ['1 000'], ['12a'], ['+5'], ['1e3'], ['--1'], ['9'.repeat(21)]])(
    'says %p is not a number, with the label',
    (value) => {
      expect(decimalRule(value)).toBe('Поле должно быть числом.');
      expect(decimalRule(value, 'Поле «Цена»')).toBe('Поле «Цена» должно быть числом.');
    },
  );

  it('allows at most two digits after the comma', () => {
    expect(decimalRule('1,234')).toBe('Число должно содержать не более двух цифр после запятой.');
    expect(decimalRule('1,00')).toBeNull();
  });

  it('min_decimal and max_decimal name the label and write n with a comma', () => {
    expect(minDecimalRule('0,5', 1, 'Поле «Цена»')).toBe('Поле «Цена» должно быть числом 1 или больше.');
    expect(minDecimalRule('0', 0.01)).toBe('Поле должно быть числом 0,01 или больше.');
    expect(minDecimalRule('1', 1)).toBeNull();
    expect(maxDecimalRule('50,01', 50, 'Поле «Вес»')).toBe('Поле «Вес» должно быть числом 50 или меньше.');
    expect(maxDecimalRule('12,5', 12.25)).toBe('Поле должно быть числом 12,25 или меньше.');
    expect(maxDecimalRule('50', 50)).toBeNull();
    // Empty or not a number: the other rules' business.
    expect(minDecimalRule('', 1)).toBeNull();
    expect(maxDecimalRule('abc', 1)).toBeNull();
  });

  it('integer_custom: optional, whole, maybe negative', () => {
    expect(integerCustomRule('')).toBeNull();
    expect(integerCustomRule('42')).toBeNull();
    expect(integerCustomRule('-7')).toBeNull();
    expect(integerCustomRule('1,5', 'Поле «Порций в день»')).toBe('Поле «Порций в день» должно быть целым числом');
    expect(integerCustomRule('1.5')).toBe('Поле должно быть целым числом');
    expect(integerCustomRule('пять')).toBe('Поле должно быть целым числом');
  });

  it('parses and scales exactly, and formats back as a form shows numbers', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('12.5')).toBeNull();
    expect(parseDecimal('')).toBeNull();
    expect(decimalToHundredths('1299,9')).toBe(129_990);
    expect(decimalToHundredths('0,07')).toBe(7);
    expect(decimalToHundredths('-0,5')).toBe(-50);
    expect(decimalToHundredths('1,234')).toBeNull();
    expect(formatDecimalInput(12.5)).toBe('12,5');
    expect(formatDecimalInput(1500)).toBe('1500');
    expect(formatDecimalInput(0.1 + 0.2)).toBe('0,3');
    expect(formatDecimalInput(-0.001)).toBe('0');
    expect(formatDecimalInput(Number.NaN)).toBe('');
  });
});

describe('decimalText and integerText (zod fields)', () => {
  const price = decimalText({ label: 'Поле «Цена»', requiredField: '«Цена»', min: 1, max: 100000 });

  it('runs required, decimal, min, max in order and reports only the first failure', () => {
    expect(messages(price.safeParse(''))).toEqual(['Поле «Цена» обязательно для заполнения']);
    expect(messages(price.safeParse(undefined))).toEqual(['Поле «Цена» обязательно для заполнения']);
    expect(messages(price.safeParse('0.5'))).toEqual(['В качестве разделителя должна быть запятая']);
    expect(messages(price.safeParse('дёшево'))).toEqual(['Поле «Цена» должно быть числом.']);
    expect(messages(price.safeParse('0,555'))).toEqual(['Число должно содержать не более двух цифр после запятой.']);
    expect(messages(price.safeParse('0,5'))).toEqual(['Поле «Цена» должно быть числом 1 или больше.']);
    expect(messages(price.safeParse('100000,01'))).toEqual(['Поле «Цена» должно быть числом 100000 или меньше.']);
    expect(messages(price.safeParse(350))).toEqual(['Поле «Цена» должно быть числом.']);
    expect(price.parse(' 349,90 ')).toBe('349,90');
  });

  it('an optional field passes empty text and keeps it empty', () => {
    expect(fromBarrel({ label: 'Поле «Жиры»' }).parse('')).toBe('');
    expect(messages(fromBarrel({ label: 'Поле «Жиры»' }).safeParse(undefined))).toEqual(['Поле «Жиры» должно быть числом.']);
  });

  it('integerText uses integer_custom, then the range', () => {
    const limit = integerText({ label: 'Поле «Порций в день»', min: 1, max: 999 });
    expect(limit.parse('')).toBe('');
    expect(messages(limit.safeParse('2,5'))).toEqual(['Поле «Порций в день» должно быть целым числом']);
    expect(messages(limit.safeParse('0'))).toEqual(['Поле «Порций в день» должно быть числом 1 или больше.']);
    expect(messages(limit.safeParse('1000'))).toEqual(['Поле «Порций в день» должно быть числом 999 или меньше.']);
    expect(limit.parse('12')).toBe('12');
  });
});

describe('the dish form schema (contracts/cabinet-dishes)', () => {
  const valid: DishFormValues = {
    ...EMPTY_DISH_FORM,
    name: 'Борщ',
    category_id: 3,
    preview_text: 'Свёкла, капуста',
    weight: '1,05',
    weight_unit: 'кг',
    quantity: '4',
    cooking_time: '90',
    price: '1299,9',
    proteins: '12,25',
    images: [5, 7],
  };

  it('turns typed text into grams, kopecks and numbers without floating-point error', () => {
    const numbers = dishFormToNumbers(dishFormSchema.parse(valid));
    expect(numbers).toEqual({
      weightGrams: 1050,
      quantity: 4,
      cookingTime: 90,
      priceKopecks: 129_990,
      calories: 0,
      proteins: 12.25,
      fats: 0,
      carbohydrates: 0,
      dailyLimit: null,
    });
  });

  it('refuses fields it does not know (mass assignment) and the empty form says what is required', () => {
    expect(messages(dishFormSchema.safeParse({ ...valid, cookId: 1 }))).toEqual(['Поле «Блюдо» некорректно']);
    expect(messages(dishFormSchema.safeParse(EMPTY_DISH_FORM))).toEqual([
      'Поле «Название» обязательно для заполнения',
      'Поле «Категория» обязательно для заполнения',
      'Поле «Описание и состав» обязательно для заполнения',
      'Поле «Вес» обязательно для заполнения',
      'Поле «Время приготовления» обязательно для заполнения',
      'Поле «Цена» обязательно для заполнения',
      'Добавьте хотя бы одну фотографию блюда',
    ]);
  });

  it('checks the weight against its unit: whole grams up to 50 000, kilograms from 0,01 to 50', () => {
    expect(messages(dishFormSchema.safeParse({ ...valid, weight: '500,5', weight_unit: 'г' }))).toEqual(['Поле «Вес» должно быть целым числом']);
    expect(messages(dishFormSchema.safeParse({ ...valid, weight: '51', weight_unit: 'кг' }))).toEqual(['Поле «Вес» должно быть числом 50 или меньше.']);
    expect(messages(dishFormSchema.safeParse({ ...valid, weight: '0,5', weight_unit: 'г' }))).toEqual(['Поле «Вес» должно быть целым числом']);
    expect(dishFormToNumbers(dishFormSchema.parse({ ...valid, weight: '500', weight_unit: 'г' })).weightGrams).toBe(500);
  });
});
