import type { DishList } from '@povar/shared-kit';
import { readListingQuery } from './listing-query';
import { listingParams, nextPageOf } from './use-listing';

describe('listingParams', () => {
  it('asks the API for the category, region and everything the URL query says', () => {
    expect(
      listingParams({
        category: 'supy',
        location: { cityId: '956' },
        query: readListingQuery('?sort=price&order=desc&priceMin=200&preferences=ostroe,bez-myasa&q=борщ'),
      }),
    ).toEqual({
      category: 'supy',
      cityId: '956',
      sort: 'price',
      order: 'desc',
      priceMin: '200',
      preferences: 'ostroe,bez-myasa',
      q: 'борщ',
    });
  });

  it('leaves out what is not set, and an order without a sort', () => {
    expect(listingParams({ category: null, location: { cityId: '956' }, query: readListingQuery('?order=asc') })).toEqual({ cityId: '956' });
  });

  it("sends the address's point with the region when the address has coordinates", () => {
    const location = { cityId: '956', lon: '65.561', lat: '57.118' };
    expect(listingParams({ category: null, location, query: readListingQuery('?sort=distance&order=desc') })).toEqual({
      cityId: '956',
      lon: '65.561',
      lat: '57.118',
      sort: 'distance',
      order: 'desc',
    });
  });

  it('drops a distance sort the API would refuse without a point', () => {
    expect(listingParams({ category: null, location: { cityId: '956' }, query: readListingQuery('?sort=distance&order=asc') })).toEqual({ cityId: '956' });
  });
});

describe('nextPageOf', () => {
  const answer = (page: number, lastPage: number) => ({ pagination: { page, lastPage, perPage: 24, total: lastPage * 24, totalIsCapped: false } }) as DishList;

  it('asks for the following page until the last one', () => {
    expect(nextPageOf(answer(1, 3))).toBe(2);
    expect(nextPageOf(answer(2, 3))).toBe(3);
    expect(nextPageOf(answer(3, 3))).toBeUndefined();
  });
});
