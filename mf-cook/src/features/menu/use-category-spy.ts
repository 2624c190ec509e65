// Keeps the category bar, the scroll position and the '#category={id}' hash in step:
// scrolling marks the section under the bar and writes the hash 300 ms after it settles;
// choosing a category scrolls to its section (-160 px) and writes the hash at once; arriving
// with a hash scrolls to that section.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { useLocation, useNavigate, type CookMenuSection } from '@povar/shared-kit';
import { ALL_CATEGORIES, CATEGORY_HASH_DEBOUNCE_MS, SECTION_SCROLL_OFFSET_PX, categoryOfHash, hashOfCategory, sectionElementId } from './category-hash';

/** A smooth scroll passes other sections: what they report meanwhile is not the visitor's choice. */
const PROGRAMMATIC_SCROLL_MS = 1000;

export const MENU_TOP_ID = 'cook-menu';

function scrollToCategory(id: string): void {
  const target = document.getElementById(id === ALL_CATEGORIES ? MENU_TOP_ID : sectionElementId(id));
  if (!target) return;
  const top = target.getBoundingClientRect().top + window.scrollY + SECTION_SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior: 'smooth' });
}

export function useCategorySpy(sections: readonly CookMenuSection[]) {
  const location = useLocation();
  const navigate = useNavigate();
  const latestLocation = useRef(location);
  latestLocation.current = location;
  const known = useCallback((id: string) => id === ALL_CATEGORIES || sections.some((section) => section.id === id), [sections]);
  const [active, setActive] = useState(() => {
    const fromHash = categoryOfHash(location.hash);
    return known(fromHash) ? fromHash : ALL_CATEGORIES;
  });
  const scrollingUntil = useRef(0);
  const menuTopInView = useRef(false);

  const writeHash = useDebouncedCallback((id: string) => {
    const { pathname, search, hash } = latestLocation.current;
    // No hash already means 'Все': the address gains nothing by saying so.
    if (categoryOfHash(hash) === id) return;
    void navigate({ pathname, search, hash: hashOfCategory(id) }, { replace: true });
  }, CATEGORY_HASH_DEBOUNCE_MS);

  const scrollTo = useCallback((id: string) => {
    scrollingUntil.current = Date.now() + PROGRAMMATIC_SCROLL_MS;
    scrollToCategory(id);
  }, []);

  // Arriving with '#category=…': the page opens at that section.
  const initial = useRef(active);
  useEffect(() => {
    if (initial.current !== ALL_CATEGORIES) scrollTo(initial.current);
  }, [scrollTo]);

  const choose = useCallback(
    (id: string) => {
      setActive(id);
      scrollTo(id);
      writeHash(id);
      writeHash.flush();
    },
    [scrollTo, writeHash],
  );

  const reachedByScrolling = (id: string) => {
    if (Date.now() < scrollingUntil.current) return;
    setActive(id);
    writeHash(id);
  };

  /** A section crossed the band under the category bar. */
  const onSectionInView = (id: string) => {
    // Above the first section the whole menu is 'Все'.
    if (!menuTopInView.current) reachedByScrolling(id);
  };

  /** The menu's top is below the bar: 'Все'. */
  const onMenuTopInView = (inView: boolean) => {
    menuTopInView.current = inView;
    if (inView) reachedByScrolling(ALL_CATEGORIES);
  };

  return { active, choose, onSectionInView, onMenuTopInView };
}
