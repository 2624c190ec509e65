// How many popups are open right now, across the shell and every remote (they share the kit).
// The page behind one stays put, and gestures that belong to the page (pull-to-refresh) stand
// down while any is open. A count, not a flag: a popup may open over another.
let openCount = 0;
const listeners = new Set<() => void>();

function changed(): void {
  if (typeof document !== 'undefined') document.body.classList.toggle('popup-open', openCount > 0);
  for (const listener of listeners) listener();
}

/** Marks one popup open; the returned function marks it closed (once). */
export function registerOpenPopup(): () => void {
  openCount += 1;
  changed();
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    openCount -= 1;
    changed();
  };
}

export function isAnyPopupOpen(): boolean {
  return openCount > 0;
}

export function subscribeOpenPopups(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
