import { readListingQuery } from '../listing/listing-query';
import { activeSectionCount, isSectionActive, priceSummary, withoutSection, withPriceRange } from './filter-state';

describe('filter state', () => {
  const query = readListingQuery('?sort=price&priceMin=200&preferences=ostroe,vegan&q=борщ');

  it('tells which filters are active, the category being the path', () => {
    expect(isSectionActive('price', query, null)).toBe(true);
    expect(isSectionActive('preferences', query, null)).toBe(true);
    expect(isSectionActive('specialities', query, null)).toBe(false);
    expect(isSectionActive('categories', query, null)).toBe(false);
    expect(isSectionActive('categories', query, 'supy')).toBe(true);
    expect(activeSectionCount(['categories', 'price', 'preferences'], query, 'supy')).toBe(3);
  });

  it('resets one filter and keeps the rest, the search and the sort', () => {
    const noPrice = withoutSection(query, 'price');
    expect(noPrice).toMatchObject({ priceMin: null, priceMax: null, sort: 'price', q: 'борщ', selected: { preferences: ['ostroe', 'vegan'] } });
    expect(withoutSection(query, 'preferences')).toMatchObject({ priceMin: 200, selected: {} });
  });

  it('leaves an end of the price range out of the URL when it sits at the bound', () => {
    const bounds = { min: 90, max: 1500 };
    expect(withPriceRange(query, [90, 1500], bounds)).toMatchObject({ priceMin: null, priceMax: null });
    expect(withPriceRange(query, [150, 1500], bounds)).toMatchObject({ priceMin: 150, priceMax: null });
    expect(withPriceRange(query, [90, 700], bounds)).toMatchObject({ priceMin: null, priceMax: 700 });
  });

  it('sums up an active price filter for its chip', () => {
    expect(priceSummary(readListingQuery('?priceMin=200&priceMax=800'))).toBe('200–800\u00a0₽');
    expect(priceSummary(readListingQuery('?priceMin=200'))).toBe('от 200\u00a0₽');
    expect(priceSummary(readListingQuery('?priceMax=800'))).toBe('до 800\u00a0₽');
    expect(priceSummary(readListingQuery(''))).toBeNull();
  });
});
