import { hasActiveFilters, readListingQuery, toggleSelected, withoutFilters, writeListingQuery } from './listing-query';

describe('listing query', () => {
  it('reads sort, price range, filters and search from the URL', () => {
    expect(readListingQuery('?sort=price&order=desc&priceMin=200&priceMax=900&preferences=ostroe,bez-glyutena&q=%20борщ%20')).toEqual({
      sort: 'price',
      order: 'desc',
      priceMin: 200,
      priceMax: 900,
      selected: { preferences: ['ostroe', 'bez-glyutena'] },
      q: 'борщ',
    });
  });

  it('ignores what it cannot use instead of failing', () => {
    expect(readListingQuery('?order=sideways&priceMin=abc&priceMax=-5&categories=,Супы,ok-1,ok-1&unknown=1')).toEqual({
      sort: null,
      order: null,
      priceMin: null,
      priceMax: null,
      selected: { categories: ['ok-1'] },
      q: null,
    });
  });

  it('writes a stable, readable query and nothing for an empty state', () => {
    const query = readListingQuery('?preferences=b,a&priceMax=500&sort=rating&order=desc');
    expect(writeListingQuery(query)).toBe('?sort=rating&order=desc&priceMax=500&preferences=a,b');
    expect(writeListingQuery(readListingQuery(''))).toBe('');
  });

  it('round-trips through the URL', () => {
    const search = '?q=пельмени&sort=price&order=asc&priceMin=150&priceMax=600&categories=supy&preferences=ostroe';
    expect(readListingQuery(writeListingQuery(readListingQuery(search)))).toEqual(readListingQuery(search));
  });

  it('toggles a filter slug on and off, dropping an emptied filter', () => {
    const start = readListingQuery('?categories=supy');
    const added = toggleSelected(start, 'categories', 'pelmeni');
    expect(added.selected.categories).toEqual(['supy', 'pelmeni']);
    const removed = toggleSelected(toggleSelected(added, 'categories', 'supy'), 'categories', 'pelmeni');
    expect(removed.selected).toEqual({});
  });

  it("'Сбросить фильтры' keeps the search and the sort", () => {
    const query = readListingQuery('?q=торт&sort=price&order=asc&priceMin=300&categories=deserty');
    expect(hasActiveFilters(query)).toBe(true);
    const reset = withoutFilters(query);
    expect(hasActiveFilters(reset)).toBe(false);
    expect(writeListingQuery(reset)).toBe('?q=%D1%82%D0%BE%D1%80%D1%82&sort=price&order=asc');
  });
});
