// Polls the app-version manifest (/app-version.json, served by the document server) to learn
// that a new front end has been released while this page stayed open. Asks once when it
// starts, then every APP_VERSION_POLL_MS while the tab is visible, and when the visitor comes
// back to the tab; a version other than the one the page was served with is announced once.
export const APP_VERSION_URL = '/app-version.json';
export const APP_VERSION_POLL_MS = 5 * 60_000;
/** Coming back to the tab asks again, but not more often than this. */
export const APP_VERSION_RECHECK_ON_RETURN_MS = 30_000;

export interface AppVersionPolling {
  stop(): void;
}

export interface AppVersionPollOptions {
  /** The version the page was served with; null: the first answer becomes it. */
  servedVersion: string | null;
  onUpdate: (version: string) => void;
  fetchVersion?: () => Promise<string | null>;
}

async function fetchManifestVersion(): Promise<string | null> {
  try {
    const response = await fetch(APP_VERSION_URL, { cache: 'no-store', credentials: 'omit' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const version = (body as { version?: unknown } | null)?.version;
    return typeof version === 'string' && version !== '' ? version : null;
  } catch {
    // Offline or the server restarting: the next poll asks again.
    return null;
  }
}

export function startAppVersionPolling({ servedVersion, onUpdate, fetchVersion = fetchManifestVersion }: AppVersionPollOptions): AppVersionPolling {
  let known = servedVersion;
  let stopped = false;
  let lastAsked = -Infinity;

  const check = async () => {
    if (stopped) return;
    lastAsked = Date.now();
    const version = await fetchVersion();
    if (stopped || version === null) return;
    if (known === null) known = version;
    else if (version !== known) {
      stop();
      onUpdate(version);
    }
  };
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible') void check();
  }, APP_VERSION_POLL_MS);
  const onVisibility = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastAsked >= APP_VERSION_RECHECK_ON_RETURN_MS) void check();
  };
  document.addEventListener('visibilitychange', onVisibility);
  function stop() {
    stopped = true;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  }
  void check();
  return { stop };
}
