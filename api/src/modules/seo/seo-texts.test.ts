// City names in the prepositional case and the texts of each page type, without a database.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SEO_PAGE_TYPES } from '@povar/shared-kit/contracts';
import { pageTexts, placeOf } from './seo-texts.ts';

test('a city is named in the prepositional case, or safely as «в городе …»', () => {
  const cases: Record<string, string> = {
    Тюмень: 'в Тюмени',
    Екатеринбург: 'в Екатеринбурге',
    Омск: 'в Омске',
    Курган: 'в Кургане',
    Челябинск: 'в Челябинске',
    Тобольск: 'в Тобольске',
    Москва: 'в Москве',
    Пермь: 'в Перми',
    Ярославль: 'в Ярославле',
    Сочи: 'в городе Сочи',
    'Ростов-на-Дону': 'в городе Ростов-на-Дону',
    'Нижний Новгород': 'в городе Нижний Новгород',
  };
  for (const [name, inCity] of Object.entries(cases)) assert.equal(placeOf(name).inCity, inCity, name);
});

test('every page type names the city in its title and description, with or without a subject', () => {
  const place = placeOf('Омск');
  for (const pageType of SEO_PAGE_TYPES) {
    const texts = pageTexts(pageType, place, { kind: 'none' });
    assert.match(texts.title, /в Омске/, pageType);
    assert.match(texts.title, /Повар рядом$/, pageType);
    assert.ok(texts.description.includes('в Омске') || pageType === 'cookAbout', `${pageType}: ${texts.description}`);
  }
});

test('a dish, a cook and a category are named; prices and weights read as people write them', () => {
  const place = placeOf('Тюмень');
  const dish = pageTexts('dish', place, {
    kind: 'dish',
    dish: { name: 'Пельмени сибирские', weight: 1200, quantity: 4, quantityUnit: 'порц.', price: 145000, cookName: 'Анна Иванова' },
  });
  assert.equal(dish.title, 'Пельмени сибирские на заказ в Тюмени — повар Анна Иванова | Повар рядом');
  assert.match(dish.description, /1,2\u00A0кг, 4 порц\. за 1\u00A0450\u00A0₽/);

  const cook = {
    name: 'Анна Иванова',
    speciality: 'Сибирская кухня',
    rating: 4.83,
    reviewsCount: 21,
    experienceYears: 12,
    about: 'Готовлю для большой семьи.',
  };
  assert.match(pageTexts('cook', place, { kind: 'cook', cook }).description, /^Анна Иванова, сибирская кухня: рейтинг 4,8 из 5, 21 отзыв\./);
  assert.match(pageTexts('cookReview', place, { kind: 'cook', cook: { ...cook, reviewsCount: 0 } }).description, /отзывов пока нет/);
  assert.match(pageTexts('cookAbout', place, { kind: 'cook', cook }).description, /опыт 12 лет\. Готовлю для большой семьи\./);
  assert.equal(
    pageTexts('dishes', place, { kind: 'category', title: 'Супы' }, 3).title,
    'Супы на заказ в Тюмени от домашних поваров, страница 3 | Повар рядом',
  );
  assert.equal(pageTexts('cooks', place, { kind: 'category', title: 'Десерты и торты' }).title, 'Повара в Тюмени: десерты и торты | Повар рядом');
});
