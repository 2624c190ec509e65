// What the cook page puts in the document's head besides its title: for a reviews route with no
// reviews, robots noindex (the document server sends the same in the first HTML).
import { useEffect } from 'react';

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
