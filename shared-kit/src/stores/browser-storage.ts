// Guarded localStorage access: private modes and some web views refuse storage, and then the
// stores keep their state in memory for the life of the page instead of failing.

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readStoredString(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes the value, or removes the key when the value is null. */
export function writeStoredString(key: string, value: string | null): void {
  try {
    const store = storage();
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
