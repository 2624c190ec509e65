// Pagination: every page when there are 5 or fewer; otherwise the first and last
// pages, a window around the current one, and ellipses for the gaps.
export const ALL_PAGES_UP_TO = 5;

export type PaginationItem = number | 'ellipsis';

export function paginationItems(current: number, last: number): PaginationItem[] {
  if (last <= 1) return last === 1 ? [1] : [];
  const page = Math.min(Math.max(1, current), last);
  if (last <= ALL_PAGES_UP_TO) return Array.from({ length: last }, (_, index) => index + 1);

  // A window of three pages, kept whole at the edges (1 2 3 4 … 10, 1 … 7 8 9 10).
  let start = Math.max(2, Math.min(page - 1, last - 3));
  let end = Math.min(last - 1, Math.max(page + 1, 4));
  // An ellipsis never stands for a single page: that page is shown instead.
  if (start === 3) start = 2;
  if (end === last - 2) end = last - 1;
  const items: PaginationItem[] = [1];
  if (start > 2) items.push('ellipsis');
  for (let number = start; number <= end; number += 1) items.push(number);
  if (end < last - 1) items.push('ellipsis');
  items.push(last);
  return items;
}
