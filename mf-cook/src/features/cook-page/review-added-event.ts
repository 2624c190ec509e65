// 'cook:review-added' {cookId}: the review widget tells the cook page that a review was saved.
// The widget runs as a parcel with a QueryClient of its own (createWidgetParcel), so it cannot
// invalidate the page's queries itself; like the kit's bus events it carries an id, and the
// page refetches. Both ends live in this remote, so the event stays out of the kit's list.
import { useEffect, useRef } from 'react';

export const REVIEW_ADDED_EVENT = 'cook:review-added';

export interface ReviewAddedDetail {
  cookId: number;
}

export function announceReviewAdded(cookId: number): void {
  window.dispatchEvent(new CustomEvent<ReviewAddedDetail>(REVIEW_ADDED_EVENT, { detail: { cookId } }));
}

/** Calls the latest `handler` for every review added while the component is mounted. */
export function useReviewAdded(handler: (detail: ReviewAddedDetail) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener = (event: Event) => latest.current((event as CustomEvent<ReviewAddedDetail>).detail);
    window.addEventListener(REVIEW_ADDED_EVENT, listener);
    return () => window.removeEventListener(REVIEW_ADDED_EVENT, listener);
  }, []);
}
