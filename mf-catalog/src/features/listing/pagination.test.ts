import { paginationItems } from './pagination';

describe('paginationItems', () => {
  it.each([
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [5, 5, [1, 2, 3, 4, 5]],
  ])('shows every page when there are 5 or fewer (page %i of %i)', (current, last, expected) => {
    expect(paginationItems(current, last)).toEqual(expected);
  });

  it.each([
    [1, 10, [1, 2, 3, 4, 'ellipsis', 10]],
    [2, 10, [1, 2, 3, 4, 'ellipsis', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'ellipsis', 10]],
    [5, 10, [1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]],
    [9, 10, [1, 'ellipsis', 7, 8, 9, 10]],
    [10, 10, [1, 'ellipsis', 7, 8, 9, 10]],
    [3, 6, [1, 2, 3, 4, 5, 6]],
  ])('shows a window with ellipses otherwise (page %i of %i)', (current, last, expected) => {
    expect(paginationItems(current, last)).toEqual(expected);
  });

  it('keeps an out-of-range page inside the list, never repeats a page, never hides a single page', () => {
    expect(paginationItems(99, 12)).toEqual([1, 'ellipsis', 9, 10, 11, 12]);
    for (let last = 1; last <= 30; last += 1) {
      for (let current = 1; current <= last; current += 1) {
        const pages = paginationItems(current, last).filter((item) => item !== 'ellipsis');
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(last);
        const items = paginationItems(current, last);
        items.forEach((item, index) => {
          if (item !== 'ellipsis') return;
          const before = items[index - 1] as number;
          const after = items[index + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
      }
    }
  });

  it('has no pages when there are no results', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });
});
