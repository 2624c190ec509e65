// The API's bounds for a search text `q`, and how long typing must settle before asking.
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEBOUNCE_MS = 250;
