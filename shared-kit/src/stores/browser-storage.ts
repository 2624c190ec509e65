// Guarded localStorage (and sessionStorage) access: private modes and some web views refuse
// storage, and then the stores keep their state in memory for the life of the page instead of failing.

/** 'session' keeps a value for this tab's session only (e.g. a popup shown once per session). */
export type StorageArea = 'local' | 'session';

function storage(area: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStoredString(key: string, area: StorageArea = 'local'): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes the value, or removes the key when the value is null. */
export function writeStoredString(key: string, value: string | null, area: StorageArea = 'local'): void {
  try {
    const store = storage(area);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the in-memory state still holds the value.
  }
}

/** Parses a stored JSON value and keeps it only if `isValid` accepts it. */
export function readStoredJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const text = readStoredString(key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}
