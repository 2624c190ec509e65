// What the cook page puts in the document's head: the tab's title and, for a reviews route
// with no reviews, robots noindex (spec 2.7; the document server sends the same in the first HTML).
import { useEffect } from 'react';

/** The tab's title while the page shows; the previous one comes back when it goes. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

export const NOINDEX = 'noindex';

/** While `noindex` holds, the robots meta says 'noindex'; afterwards it is as it was (or gone). */
export function useRobotsNoindex(noindex: boolean) {
  useEffect(() => {
    if (!noindex) return;
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (existing) {
      const previous = existing.content;
      existing.content = NOINDEX;
      return () => {
        existing.content = previous;
      };
    }
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = NOINDEX;
    document.head.append(meta);
    return () => meta.remove();
  }, [noindex]);
}
