// Tag filters: only items with results are offered; past the limit of 10 the
// first 9 are shown, then 'Еще N...'.
export const TAG_LIMIT = 10;

export interface TagItem {
  total: number;
}

export interface VisibleTags<T> {
  shown: T[];
  /** How many more there are behind 'Еще N...' (0: nothing hidden). */
  hidden: number;
}

export function visibleTags<T extends TagItem>(items: readonly T[], expanded = false, limit = TAG_LIMIT): VisibleTags<T> {
  const available = items.filter((item) => item.total > 0);
  if (expanded || available.length <= limit) return { shown: available, hidden: 0 };
  return { shown: available.slice(0, limit - 1), hidden: available.length - (limit - 1) };
}

export const moreTagsLabel = (hidden: number) => `Еще ${hidden}...`;
