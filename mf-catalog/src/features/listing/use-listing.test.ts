import { readListingQuery } from './listing-query';
import { listingParams } from './use-listing';

describe('listingParams', () => {
  it('asks the API for the page, category, region and everything the URL query says', () => {
    expect(
      listingParams({
        page: 3,
        category: 'supy',
        cityId: 956,
        query: readListingQuery('?sort=price&order=desc&priceMin=200&preferences=ostroe,bez-myasa&q=борщ'),
      }),
    ).toEqual({
      page: '3',
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
    expect(listingParams({ page: 1, category: null, cityId: null, query: readListingQuery('?order=asc') })).toEqual({ page: '1' });
  });
});
