// When a part of the application fails to load, the page reloads — but at most
// once per 10 s, so a part that is really gone shows its fallback instead of a reload loop.
export const RELOAD_GUARD_MS = 10_000;
const LAST_RELOAD_KEY = 'povar-last-load-failure-reload';

/** Reloads the page unless it was reloaded for a load failure less than 10 s ago. */
export function reloadAfterLoadFailure(now: number = Date.now()): boolean {
  let last = 0;
  try {
    last = Number(window.sessionStorage.getItem(LAST_RELOAD_KEY)) || 0;
    if (now - last < RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    return false; // storage refused (private mode): never risk a reload loop
  }
  window.location.reload();
  return true;
}

/** webpack and Module Federation name their load failures in different ways. */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .* failed/i.test(error.message) ||
    /RUNTIME-00[38]|Failed to fetch dynamically imported module/i.test(error.message)
  );
}
