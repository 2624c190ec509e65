// The menu's category in the address (spec 2.7): '#category={id}', 'all' when there is none.

export const ALL_CATEGORIES = 'all';
/** Spec 9 'Category hash debounce: 300 ms'. */
export const CATEGORY_HASH_DEBOUNCE_MS = 300;
/** Spec 9 'scroll offset -160 px': a section stops below the header and the category bar. */
export const SECTION_SCROLL_OFFSET_PX = -160;

export function categoryOfHash(hash: string): string {
  const match = /^#?category=(.+)$/.exec(hash);
  if (!match?.[1]) return ALL_CATEGORIES;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return ALL_CATEGORIES;
  }
}

export const hashOfCategory = (id: string) => `#category=${encodeURIComponent(id)}`;

export const sectionElementId = (id: string) => `menu-section-${id}`;
