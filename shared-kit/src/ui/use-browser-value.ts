// A value only the browser knows (the user agent, the page's origin), read so that a page
// rendered on the server and the browser's hydrating render agree: both use `serverValue`,
// then the browser's own value replaces it.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
