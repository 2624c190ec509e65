import { APP_VERSION_POLL_MS, APP_VERSION_RECHECK_ON_RETURN_MS, startAppVersionPolling, type AppVersionPolling } from './app-version-poll';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Lets the awaited fetch and its handling run. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('app-version polling', () => {
  let polling: AppVersionPolling | null = null;
  beforeEach(() => {
    jest.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => {
    polling?.stop();
    jest.useRealTimers();
  });

  it(`asks at once, then every ${APP_VERSION_POLL_MS / 60_000} minutes, and announces a changed version once`, async () => {
    const answers = ['v1', 'v1', 'v2', 'v3'];
    const fetchVersion = jest.fn(async () => answers.shift() ?? null);
    const onUpdate = jest.fn();
    polling = startAppVersionPolling({ servedVersion: 'v1', onUpdate, fetchVersion });
    await settle();
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(APP_VERSION_POLL_MS - 1);
    await settle();
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await settle();
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    expect(onUpdate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(APP_VERSION_POLL_MS);
    await settle();
    expect(onUpdate).toHaveBeenCalledWith('v2');
    // Announced: no more polling.
    jest.advanceTimersByTime(APP_VERSION_POLL_MS * 3);
    await settle();
    expect(fetchVersion).toHaveBeenCalledTimes(3);
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('does not poll a hidden tab, and asks when the visitor comes back (not more than every 30 s)', async () => {
    const fetchVersion = jest.fn(async () => 'v1');
    polling = startAppVersionPolling({ servedVersion: 'v1', onUpdate: jest.fn(), fetchVersion });
    await settle();
    setVisibility('hidden');
    jest.advanceTimersByTime(APP_VERSION_POLL_MS * 2);
    await settle();
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await settle();
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(APP_VERSION_RECHECK_ON_RETURN_MS - 1);
    setVisibility('hidden');
    setVisibility('visible');
    await settle();
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('takes the first answer as the page’s version when the page did not say, and shrugs off failures', async () => {
    const answers: (string | null)[] = [null, 'v5', 'v5', 'v6'];
    const fetchVersion = jest.fn(async () => answers.shift() ?? null);
    const onUpdate = jest.fn();
    polling = startAppVersionPolling({ servedVersion: null, onUpdate, fetchVersion });
    for (let i = 0; i < 3; i += 1) {
      await settle();
      jest.advanceTimersByTime(APP_VERSION_POLL_MS);
    }
    await settle();
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(onUpdate).toHaveBeenCalledWith('v6');
  });

  it('reads the version from the manifest the server serves', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ version: 'abc' }) }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const onUpdate = jest.fn();
    polling = startAppVersionPolling({ servedVersion: 'old', onUpdate });
    await settle();
    await settle();
    expect(fetchMock).toHaveBeenCalledWith('/app-version.json', expect.objectContaining({ cache: 'no-store' }));
    expect(onUpdate).toHaveBeenCalledWith('abc');
  });
});
