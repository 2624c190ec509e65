import retryPlugin, { fetchWithRetry } from './retry-plugin';

// jsdom has no fetch: give the global one to spy on.
globalThis.fetch ??= (() => Promise.reject(new Error('fetch is not mocked'))) as typeof fetch;

const status = (code: number) => ({ status: code, ok: code < 300 }) as Response;
const MANIFEST = '/mf/mf-catalog/mf-manifest.json';

let fetchMock: jest.SpiedFunction<typeof fetch>;

beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  fetchMock.mockRestore();
  jest.useRealTimers();
});

describe('fetchWithRetry', () => {
  it('tries three times on 503 and then returns the last answer', async () => {
    fetchMock.mockResolvedValueOnce(status(503)).mockResolvedValueOnce(status(502)).mockResolvedValueOnce(status(503));

    const response = await fetchWithRetry(MANIFEST, { method: 'GET' }, 3, 0);

    expect(response.status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock).toHaveBeenNthCalledWith(3, MANIFEST, { method: 'GET' });
  });

  it('returns the first good answer after a 5xx', async () => {
    fetchMock.mockResolvedValueOnce(status(500)).mockResolvedValueOnce(status(200));
    await expect(fetchWithRetry(MANIFEST, {}, 3, 0)).resolves.toMatchObject({ status: 200 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('tries again after a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(status(200));
    await expect(fetchWithRetry(MANIFEST, {}, 3, 0)).resolves.toMatchObject({ status: 200 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up with the last network error after three tries', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('first')).mockRejectedValueOnce(new TypeError('second')).mockRejectedValueOnce(new TypeError('third'));
    await expect(fetchWithRetry(MANIFEST, {}, 3, 0)).rejects.toThrow('third');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it.each([404, 403, 400])('returns %i at once: a missing file will not appear on retry', async (code) => {
    fetchMock.mockResolvedValue(status(code));
    await expect(fetchWithRetry(MANIFEST, {}, 3, 0)).resolves.toMatchObject({ status: code });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits a little longer before each new try', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(status(503));

    const done = fetchWithRetry(MANIFEST, {}, 3, 300);
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(299);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(599);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await expect(done).resolves.toMatchObject({ status: 503 });
  });
});

describe('retryPlugin', () => {
  it('is the fetch of the Module Federation runtime, with three tries by default', async () => {
    jest.useFakeTimers();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(status(503)).mockResolvedValueOnce(status(200));
    const plugin = retryPlugin();
    expect(plugin.name).toBe('povar-retry');

    const done = plugin.fetch?.(MANIFEST, {});
    await jest.runAllTimersAsync();
    await expect(done).resolves.toMatchObject({ status: 200 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
