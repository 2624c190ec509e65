import type { DishCard } from '../contracts/catalog';
import { reportDishClick, reportDishImpressions } from './dish-ecommerce';

const dish = (id: number): DishCard => ({
  id,
  name: `Блюдо ${id}`,
  image: null,
  weight: 300,
  weightUnit: 'г',
  quantity: 1,
  quantityUnit: 'шт',
  price: 45050,
  category: { slug: 'supy', title: 'Супы' },
  cook: { id: 3, name: 'Анна', avatar: null, rating: 5 },
  distance: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

let dataLayer: unknown[];
beforeEach(() => {
  dataLayer = [];
  (window as unknown as { dataLayer: unknown[] }).dataLayer = dataLayer;
});

describe('catalogue ecommerce events', () => {
  it('reports the cards shown with their list type and places, in roubles', () => {
    reportDishImpressions([dish(1), dish(2)], 'page', 25);
    expect(dataLayer).toEqual([
      {
        ecommerce: {
          currencyCode: 'RUB',
          impressions: [
            { id: '1', name: 'Блюдо 1', price: 450.5, brand: 'Анна', category: 'Супы', list: 'page', position: 25 },
            { id: '2', name: 'Блюдо 2', price: 450.5, brand: 'Анна', category: 'Супы', list: 'page', position: 26 },
          ],
        },
      },
    ]);
  });

  it('reports nothing for no cards, and a click with its list', () => {
    reportDishImpressions([], 'list');
    reportDishClick(dish(7), 'list');
    expect(dataLayer).toEqual([
      { ecommerce: { currencyCode: 'RUB', click: { products: [{ id: '7', name: 'Блюдо 7', price: 450.5, brand: 'Анна', category: 'Супы', list: 'list' }] } } },
    ]);
  });
});
