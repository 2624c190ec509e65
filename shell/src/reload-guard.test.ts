import { RELOAD_GUARD_MS, isLoadFailure, reloadAfterLoadFailure } from './reload-guard';

// jsdom cannot navigate: a reload reaches its "not implemented" report, which is how these
// tests see that the page would have reloaded.
function watchReloads() {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return {
    count: () => spy.mock.calls.filter(([first]) => String((first as Error)?.message ?? first).includes('Not implemented: navigation')).length,
    restore: () => spy.mockRestore(),
  };
}

let reloads: ReturnType<typeof watchReloads>;

beforeEach(() => {
  window.sessionStorage.clear();
  reloads = watchReloads();
});

afterEach(() => {
  reloads.restore();
});

describe('reloadAfterLoadFailure: at most one reload per 10 s', () => {
  it('reloads the page on the first load failure', () => {
    expect(reloadAfterLoadFailure(1_000_000)).toBe(true);
    expect(reloads.count()).toBe(1);
  });

  it('does not reload again within 10 s of the last reload', () => {
    expect(reloadAfterLoadFailure(1_000_000)).toBe(true);
    expect(reloadAfterLoadFailure(1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloads.count()).toBe(1);
  });

  it('reloads again once 10 s have passed', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(reloadAfterLoadFailure(1_000_000)).toBe(true);
    expect(reloadAfterLoadFailure(1_000_000 + 10_000)).toBe(true);
    expect(reloads.count()).toBe(2);
  });

  it('remembers the reload across page loads of the same tab (sessionStorage)', () => {
    expect(reloadAfterLoadFailure(5_000_000)).toBe(true);
    // A new page in the same tab reads what the previous one stored.
    const stored = Object.keys(window.sessionStorage).map((key) => window.sessionStorage.getItem(key));
    expect(stored).toContain('5000000');
    expect(reloadAfterLoadFailure(5_000_500)).toBe(false);
  });

  it('never reloads when storage is refused, so a reload loop cannot start', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(reloadAfterLoadFailure(1_000_000)).toBe(false);
      expect(reloads.count()).toBe(0);
    } finally {
      getItem.mockRestore();
    }
  });
});

describe('isLoadFailure', () => {
  const named = (name: string, message = 'x') => Object.assign(new Error(message), { name });

  it.each([
    ['a webpack ChunkLoadError', named('ChunkLoadError', 'Loading chunk 12 failed.')],
    ['a chunk message without the name', new Error('Loading chunk 464 failed. (error: http://x/464.js)')],
    ['a CSS chunk', new Error('Loading CSS chunk 790 failed.')],
    ['Module Federation RUNTIME-003 (manifest fetch)', new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest')],
    ['Module Federation RUNTIME-008 (remote entry)', new Error('RUNTIME-008: failed to load script resources')],
    ['a failed dynamic import', new TypeError('Failed to fetch dynamically imported module: http://x/a.js')],
  ])('recognises %s', (_label, error) => {
    expect(isLoadFailure(error)).toBe(true);
  });

  it.each([
    ['an ordinary error', new Error('Cannot read properties of undefined')],
    ['another Module Federation error', new Error('RUNTIME-001 something else')],
    ['a string that looks like one', 'Loading chunk 1 failed.'],
    ['nothing', undefined],
  ])('does not treat %s as a load failure', (_label, error) => {
    expect(isLoadFailure(error)).toBe(false);
  });
});
