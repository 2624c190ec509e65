// The menu's category in the address: '#category={id}', 'all' when there is none.

export const ALL_CATEGORIES = 'all';
/** The hash is written this long after scrolling settles. */
export const CATEGORY_HASH_DEBOUNCE_MS = 300;
/** Scrolling to a section stops 160 px above it: below the header and the category bar. */
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
