import { notifyError } from '../ui/toast';
import { clearTokens, getAuth, setTokens, type AuthTokens } from '../stores/auth';
import { getSession, setWebViewIds } from '../stores/session';
import { apiRequest } from './api-client';
import { ApiError, GENERIC_ERROR_TEXT } from './api-error';

jest.mock('../ui/toast', () => ({ notifyError: jest.fn(), notifySuccess: jest.fn(), notify: jest.fn() }));

// jsdom has no fetch: give the global one to spy on, which fails loudly if a test forgets to mock it.
globalThis.fetch ??= (() => Promise.reject(new Error('fetch is not mocked'))) as typeof fetch;

/** The little of a Response the client reads. */
function answer(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { status, ok: status >= 200 && status < 300, text: async () => text } as unknown as Response;
}
const envelope = (data: unknown, overrides: Record<string, unknown> = {}) => ({
  success: true,
  data,
  errors: [],
  message: '',
  error: null,
  ...overrides,
});

const PAIR: AuthTokens = { accessToken: 'old-access' };
const FRESH: AuthTokens = { accessToken: 'new-access' };

let fetchMock: jest.SpiedFunction<typeof fetch>;
const callAt = (index: number) => {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`no fetch call #${index}`);
  const [url, init = {}] = call;
  return { url: String(url), init, headers: (init.headers ?? {}) as Record<string, string> };
};
const urls = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch');
  clearTokens();
  localStorage.removeItem('auth-tokens');
  setWebViewIds({ requestId: null, deviceId: null });
  delete window.__POVAR_CONFIG__;
  jest.mocked(notifyError).mockClear();
});

afterEach(() => {
  fetchMock.mockRestore();
});

describe('apiRequest: what every call sends', () => {
  it('sends the common headers, the session ids and cookies', async () => {
    setTokens(PAIR);
    setWebViewIds({ requestId: 'req-1', deviceId: 'dev-1' });
    fetchMock.mockResolvedValue(answer(200, envelope([])));

    await apiRequest('GET', '/geo/main-cities');

    const { url, init, headers } = callAt(0);
    expect(url).toBe('/api/geo/main-cities');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(headers).toEqual({
      Authorization: 'Bearer old-access',
      'session-id': getSession().sessionId,
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache',
      'x-request-device-id': 'dev-1',
      'x-request-push-token': 'req-1',
    });
    expect(getSession().sessionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends no Authorization and no web-view ids when there are none', async () => {
    fetchMock.mockResolvedValue(answer(200, envelope(null)));
    await apiRequest('GET', '/basket');
    const { headers } = callAt(0);
    expect(headers).not.toHaveProperty('Authorization');
    expect(headers).not.toHaveProperty('x-request-device-id');
    expect(headers).not.toHaveProperty('x-request-push-token');
    expect(headers['session-id']).toBe(getSession().sessionId);
  });

  it('sends a JSON body as JSON and builds the query, leaving out empty values', async () => {
    fetchMock.mockResolvedValue(answer(200, envelope(null)));
    await apiRequest('POST', '/basket/clear', { body: { cookId: 5 }, query: { page: 1, lat: null, lon: undefined, tag: ['a', 'b'], open: true } });
    const { url, init } = callAt(0);
    expect(url).toBe('/api/basket/clear?page=1&tag=a&tag=b&open=true');
    expect(init.body).toBe('{"cookId":5}');
  });

  it('sends FormData as it is, without a JSON content type', async () => {
    fetchMock.mockResolvedValue(answer(200, envelope(null)));
    const form = new FormData();
    form.append('fileId', '3');
    await apiRequest('POST', '/profiles/kitchen/upload', { body: form });
    const { init, headers } = callAt(0);
    expect(init.body).toBe(form);
    expect(headers).not.toHaveProperty('Content-Type');
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('uses the configured API base and passes the abort signal', async () => {
    window.__POVAR_CONFIG__ = { apiBase: 'https://api.example.ru/api' };
    fetchMock.mockResolvedValue(answer(200, envelope(null)));
    const controller = new AbortController();
    await apiRequest('GET', '/index', { signal: controller.signal });
    expect(callAt(0).url).toBe('https://api.example.ru/api/index');
    expect(callAt(0).init.signal).toBe(controller.signal);
  });
});

describe('apiRequest: how answers are judged', () => {
  it('resolves with the envelope data on 200', async () => {
    fetchMock.mockResolvedValue(answer(200, envelope({ id: 956, slug: 'tyumen' })));
    await expect(apiRequest('GET', '/geo/main-cities-by-slug/tyumen')).resolves.toEqual({ id: 956, slug: 'tyumen' });
  });

  it('fails with "API response not success" when success is false, keeping errors and the error type', async () => {
    fetchMock.mockResolvedValue(answer(200, envelope(null, { success: false, errors: ['Неверный код'], message: 'Ошибка', error: 'validation' })));
    const failure = await apiRequest('POST', '/auth/verify-phone').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      message: 'API response not success',
      status: 200,
      error: ['Неверный код'],
      errors: ['Неверный код'],
      errorType: 'validation',
      userMessage: 'Неверный код',
    });
  });

  it('does not judge success on raw calls and resolves with the whole answer', async () => {
    const body = envelope(null, { success: false, value: 'x' });
    fetchMock.mockResolvedValue(answer(200, body));
    await expect(apiRequest('POST', '/device/register', { raw: true })).resolves.toEqual(body);
  });

  it('still judges the status on raw calls', async () => {
    fetchMock.mockResolvedValue(answer(400, envelope(null, { success: false })));
    await expect(apiRequest('POST', '/device/register', { raw: true })).rejects.toMatchObject({ status: 400 });
  });

  it('fails with "API error, status: N." on another status; error is the message when errors are empty', async () => {
    fetchMock.mockResolvedValue(answer(404, envelope(null, { success: false, message: 'Регион не найден', error: 'region_not_found' })));
    await expect(apiRequest('GET', '/geo/main-cities-by-slug/nowhere')).rejects.toMatchObject({
      message: 'API error, status: 404.',
      status: 404,
      error: 'Регион не найден',
      errors: [],
      errorType: 'region_not_found',
    });
  });

  it('falls back to a generic text when the answer explains nothing', async () => {
    fetchMock.mockResolvedValue(answer(400, '<html>Bad gateway</html>'));
    await expect(apiRequest('GET', '/index')).rejects.toMatchObject({ status: 400, error: GENERIC_ERROR_TEXT, errors: [], errorType: null });
  });

  it('expects another status when told to, and resolves undefined for an empty body', async () => {
    fetchMock.mockResolvedValue(answer(204));
    await expect(apiRequest('POST', '/auth/logout', { expectStatus: 204 })).resolves.toBeUndefined();
    fetchMock.mockResolvedValue(answer(200, envelope(null)));
    await expect(apiRequest('POST', '/auth/logout', { expectStatus: 204 })).rejects.toMatchObject({ message: 'API error, status: 200.' });
    fetchMock.mockResolvedValue(answer(201, envelope({ id: 3 })));
    await expect(apiRequest('POST', '/profiles/addresses', { expectStatus: [200, 201] })).resolves.toEqual({ id: 3 });
  });

  it('fails when an expected status carries something that is not JSON', async () => {
    fetchMock.mockResolvedValue(answer(200, '<!doctype html>'));
    await expect(apiRequest('GET', '/index')).rejects.toMatchObject({ message: 'API response not success', status: 200 });
  });

  it.each([
    [503, 'Сервис временно не доступен. Попробуйте позже'],
    [500, 'Внутренняя ошибка. Попробуйте позже'],
    [429, 'Что-то пошло не так. Попробуйте позже'],
  ])('answers %i with the toast "%s" and resolves without a result', async (status, text) => {
    fetchMock.mockResolvedValue(answer(status, envelope(null, { success: false })));
    await expect(apiRequest('GET', '/basket')).resolves.toBeUndefined();
    expect(notifyError).toHaveBeenCalledWith(text, { id: `api-status-${status}` });
  });

  it('passes other statuses to the caller without a toast', async () => {
    fetchMock.mockResolvedValue(answer(403, envelope(null, { success: false })));
    await expect(apiRequest('GET', '/profiles/useful')).rejects.toMatchObject({ status: 403 });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('fails with "Network error, try again late" when no answer comes', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('GET', '/basket')).rejects.toMatchObject({
      message: 'Network error, try again late',
      status: 0,
      error: 'Network error, try again late',
    });
  });

  it("rejects with the caller's own abort, not a network error", async () => {
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockImplementation(async () => {
      controller.abort();
      throw abort;
    });
    await expect(apiRequest('GET', '/basket', { signal: controller.signal })).rejects.toBe(abort);
  });
});

describe('apiRequest: a 401 renews the tokens once and retries', () => {
  /** A server that accepts only the fresh access token; refresh answers are given per test. */
  function serverAcceptingFresh(refreshAnswer: () => Promise<Response> | Response) {
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/auth/refresh')) return refreshAnswer();
      const auth = ((init?.headers ?? {}) as Record<string, string>).Authorization;
      return auth === `Bearer ${FRESH.accessToken}`
        ? answer(200, envelope({ ok: String(url) }))
        : answer(401, envelope(null, { success: false, error: 'unauthorized' }));
    });
  }

  it('refreshes with the cookie alone (no body, no token), stores the new access token and retries with it', async () => {
    setTokens(PAIR);
    serverAcceptingFresh(() => answer(200, envelope(FRESH)));

    await expect(apiRequest('GET', '/profiles/user')).resolves.toEqual({ ok: '/api/profiles/user' });

    expect(urls()).toEqual(['/api/profiles/user', '/api/auth/refresh', '/api/profiles/user']);
    const refresh = callAt(1);
    expect(refresh.init.method).toBe('POST');
    expect(refresh.init.body).toBeUndefined();
    expect(refresh.init.credentials).toBe('include');
    expect(refresh.headers).not.toHaveProperty('Authorization');
    expect(callAt(2).headers.Authorization).toBe('Bearer new-access');
    expect(getAuth().tokens).toEqual(FRESH);
    expect(JSON.parse(localStorage.getItem('auth-tokens') ?? 'null')).toEqual(FRESH);
  });

  it('reads a refresh answer written in snake case', async () => {
    setTokens(PAIR);
    serverAcceptingFresh(() => answer(200, envelope({ access_token: FRESH.accessToken })));
    await expect(apiRequest('GET', '/profiles/user')).resolves.toBeDefined();
    expect(getAuth().tokens).toEqual(FRESH);
  });

  it('shares one refresh between concurrent 401s, then retries each call', async () => {
    setTokens(PAIR);
    let releaseRefresh: (response: Response) => void = () => undefined;
    serverAcceptingFresh(() => new Promise<Response>((resolve) => (releaseRefresh = resolve)));

    const first = apiRequest('GET', '/profiles/user');
    const second = apiRequest('GET', '/basket');
    await new Promise((resolve) => setTimeout(resolve, 0));
    releaseRefresh(answer(200, envelope(FRESH)));

    await expect(Promise.all([first, second])).resolves.toEqual([{ ok: '/api/profiles/user' }, { ok: '/api/basket' }]);
    expect(urls().filter((url) => url.endsWith('/auth/refresh'))).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('does not refresh again for a 401 that arrives after the pair was renewed', async () => {
    setTokens(PAIR);
    serverAcceptingFresh(() => answer(200, envelope(FRESH)));
    await apiRequest('GET', '/profiles/user');
    fetchMock.mockClear();
    // A call sent with the old pair before the renewal, answered afterwards.
    fetchMock.mockResolvedValueOnce(answer(401)).mockResolvedValueOnce(answer(200, envelope('late')));
    setTokens(PAIR);
    const late = apiRequest('GET', '/basket');
    setTokens(FRESH);
    await expect(late).resolves.toBe('late');
    expect(urls()).toEqual(['/api/basket', '/api/basket']);
    expect(callAt(1).headers.Authorization).toBe('Bearer new-access');
  });

  it('retries with the pair another tab has already stored, without refreshing', async () => {
    setTokens(PAIR);
    localStorage.setItem('auth-tokens', JSON.stringify(FRESH));
    serverAcceptingFresh(() => answer(500));
    await expect(apiRequest('GET', '/profiles/user')).resolves.toEqual({ ok: '/api/profiles/user' });
    expect(urls()).toEqual(['/api/profiles/user', '/api/profiles/user']);
    expect(getAuth().tokens).toEqual(FRESH);
  });

  it('refreshes at most once per call: a second 401 goes to the caller', async () => {
    setTokens(PAIR);
    fetchMock.mockImplementation(async (url) => (String(url).endsWith('/auth/refresh') ? answer(200, envelope(FRESH)) : answer(401)));
    await expect(apiRequest('GET', '/profiles/user')).rejects.toMatchObject({ message: 'API error, status: 401.', status: 401 });
    expect(urls()).toEqual(['/api/profiles/user', '/api/auth/refresh', '/api/profiles/user']);
    expect(getAuth().isAuth).toBe(true);
  });

  it('a rejected refresh fails with "Can\'t refresh token" and signs the visitor out', async () => {
    setTokens(PAIR);
    const authChanged = jest.fn();
    window.addEventListener('auth:changed', authChanged);
    serverAcceptingFresh(() => answer(401, envelope(null, { success: false, error: 'unauthorized' })));

    const failure = await apiRequest('GET', '/profiles/user').catch((e: unknown) => e);

    window.removeEventListener('auth:changed', authChanged);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: "Can't refresh token", status: 401 });
    expect(getAuth()).toEqual({ tokens: null, isAuth: false });
    expect(localStorage.getItem('auth-tokens')).toBeNull();
    expect(authChanged).toHaveBeenCalledTimes(1);
    expect(urls()).toEqual(['/api/profiles/user', '/api/auth/refresh']);
  });

  it('a refresh answered 200 without success also signs out', async () => {
    setTokens(PAIR);
    serverAcceptingFresh(() => answer(200, envelope(null, { success: false })));
    await expect(apiRequest('GET', '/profiles/user')).rejects.toMatchObject({ message: "Can't refresh token" });
    expect(getAuth().isAuth).toBe(false);
  });

  it('a refresh that cannot reach the server, or hits 503, rejects but keeps the visitor signed in', async () => {
    setTokens(PAIR);
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('/auth/refresh')) throw new TypeError('Failed to fetch');
      return answer(401);
    });
    await expect(apiRequest('GET', '/profiles/user')).rejects.toMatchObject({ message: "Can't refresh token" });
    expect(getAuth().tokens).toEqual(PAIR);

    serverAcceptingFresh(() => answer(503));
    await expect(apiRequest('GET', '/profiles/user')).rejects.toMatchObject({ message: "Can't refresh token" });
    expect(getAuth().tokens).toEqual(PAIR);
    expect(notifyError).toHaveBeenCalledWith('Сервис временно не доступен. Попробуйте позже', { id: 'api-status-503' });
  });

  it('a rejected refresh adopts the pair another tab renewed meanwhile instead of signing out', async () => {
    setTokens(PAIR);
    serverAcceptingFresh(() => {
      localStorage.setItem('auth-tokens', JSON.stringify(FRESH));
      return answer(401);
    });
    await expect(apiRequest('GET', '/profiles/user')).resolves.toEqual({ ok: '/api/profiles/user' });
    expect(getAuth().tokens).toEqual(FRESH);
  });

  describe('across tabs: one renewal at a time under a Web Lock', () => {
    /** A LockManager that grants at once, after `beforeGrant` (what another tab did while this one waited). */
    function installLocks(beforeGrant: () => void = () => undefined) {
      const request = jest.fn(async (_name: string, _options: unknown, work: () => Promise<unknown>) => {
        beforeGrant();
        return work();
      });
      Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
      return request;
    }
    afterEach(() => {
      delete (navigator as { locks?: unknown }).locks;
    });

    it('renews holding the browser-wide lock', async () => {
      setTokens(PAIR);
      const request = installLocks();
      serverAcceptingFresh(() => {
        expect(request).toHaveBeenCalledTimes(1);
        return answer(200, envelope(FRESH));
      });
      await expect(apiRequest('GET', '/profiles/user')).resolves.toEqual({ ok: '/api/profiles/user' });
      expect(request).toHaveBeenCalledWith('povar-auth-refresh', { mode: 'exclusive' }, expect.any(Function));
      expect(urls()).toEqual(['/api/profiles/user', '/api/auth/refresh', '/api/profiles/user']);
    });

    it('a tab that waited for the lock takes the token the holder stored, and spends no cookie', async () => {
      setTokens(PAIR);
      installLocks(() => localStorage.setItem('auth-tokens', JSON.stringify(FRESH)));
      serverAcceptingFresh(() => answer(500));
      await expect(apiRequest('GET', '/profiles/user')).resolves.toEqual({ ok: '/api/profiles/user' });
      expect(urls()).toEqual(['/api/profiles/user', '/api/profiles/user']);
      expect(getAuth().tokens).toEqual(FRESH);
    });

    it('a tab signed out elsewhere while it waited sends no refresh', async () => {
      setTokens(PAIR);
      installLocks(() => clearTokens({ tellOtherTabs: false }));
      serverAcceptingFresh(() => answer(200, envelope(FRESH)));
      await expect(apiRequest('GET', '/profiles/user')).rejects.toMatchObject({ message: "Can't refresh token" });
      expect(urls()).toEqual(['/api/profiles/user']);
      expect(getAuth().isAuth).toBe(false);
    });
  });

  it.each(['/auth/login', '/auth/logout', '/auth/refresh', '/auth/login/'])('never refreshes for a 401 from %s', async (path) => {
    setTokens(PAIR);
    fetchMock.mockResolvedValue(answer(401, envelope(null, { success: false, errors: ['Неверный пароль'] })));
    await expect(apiRequest('POST', path)).rejects.toMatchObject({ status: 401, error: ['Неверный пароль'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getAuth().isAuth).toBe(true);
  });

  it("passes a guest's 401 to the caller without refreshing", async () => {
    fetchMock.mockResolvedValue(answer(401, envelope(null, { success: false })));
    await expect(apiRequest('GET', '/profiles/addresses')).rejects.toMatchObject({ message: 'API error, status: 401.', status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('apiRequest: after the token runs out, one renewal and no failing calls', () => {
  /** A JWT-shaped access token (the page reads only its `exp`), expiring `inSeconds` from now. */
  const jwtExpiringIn = (inSeconds: number, tag: string): AuthTokens => {
    const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    return { accessToken: `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '7', exp: Math.floor(Date.now() / 1000) + inSeconds, tag })}.signature` };
  };
  /** Counts the 401s the server answered: each one is a failed call in the browser's console. */
  function serverAccepting(valid: () => AuthTokens, refreshAnswer: () => Promise<Response> | Response) {
    const unauthorised: string[] = [];
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/auth/refresh')) return refreshAnswer();
      const auth = ((init?.headers ?? {}) as Record<string, string>).Authorization;
      if (auth === `Bearer ${valid().accessToken}`) return answer(200, envelope({ ok: String(url) }));
      unauthorised.push(String(url));
      return answer(401, envelope(null, { success: false, error: 'unauthorized' }));
    });
    return unauthorised;
  }

  it('renews an expired token once before the burst of calls, which all go out with the new one', async () => {
    const expired = jwtExpiringIn(-60, 'old');
    const fresh = jwtExpiringIn(900, 'new');
    setTokens(expired);
    const unauthorised = serverAccepting(
      () => fresh,
      () => answer(200, envelope(fresh)),
    );

    const calls = ['/profiles/user', '/basket', '/orders', '/chat/unread'].map((path) => apiRequest('GET', path));
    await expect(Promise.all(calls)).resolves.toHaveLength(4);

    expect(unauthorised).toEqual([]);
    expect(urls()[0]).toBe('/api/auth/refresh');
    expect(urls().slice(1).sort()).toEqual(['/api/basket', '/api/chat/unread', '/api/orders', '/api/profiles/user']);
    expect(getAuth().tokens).toEqual(fresh);
  });

  it('calls made while a renewal is under way wait for it instead of failing with the old token', async () => {
    // The server turned the token down before its time (e.g. the device clock lags): one 401 starts the renewal.
    const early = jwtExpiringIn(600, 'old');
    const fresh = jwtExpiringIn(900, 'new');
    setTokens(early);
    let releaseRefresh: (response: Response) => void = () => undefined;
    const unauthorised = serverAccepting(
      () => fresh,
      () => new Promise<Response>((resolve) => (releaseRefresh = resolve)),
    );

    const first = apiRequest('GET', '/profiles/user');
    await waitForCalls(2); // the 401 and the refresh
    const queued = [apiRequest('GET', '/basket'), apiRequest('GET', '/orders'), apiRequest('GET', '/chat/unread')];
    await new Promise((resolve) => setTimeout(resolve, 0));
    releaseRefresh(answer(200, envelope(fresh)));

    await expect(Promise.all([first, ...queued])).resolves.toHaveLength(4);
    expect(unauthorised).toEqual(['/api/profiles/user']);
    expect(urls().filter((url) => url.endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('with a device clock far ahead (every new token already looks expired) it does not refresh before each call', async () => {
    const looksOld = jwtExpiringIn(-3600, 'old');
    const alsoLooksOld = jwtExpiringIn(-3000, 'new');
    setTokens(looksOld);
    serverAccepting(
      () => alsoLooksOld,
      () => answer(200, envelope(alsoLooksOld)),
    );

    await apiRequest('GET', '/profiles/user');
    await apiRequest('GET', '/basket');
    await apiRequest('GET', '/orders');
    expect(urls().filter((url) => url.endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('a failed renewal before sending rejects the calls as a failed renewal after a 401 did', async () => {
    setTokens(jwtExpiringIn(-60, 'old'));
    serverAccepting(
      () => FRESH,
      () => answer(401, envelope(null, { success: false, error: 'unauthorized' })),
    );
    await expect(Promise.all([apiRequest('GET', '/profiles/user'), apiRequest('GET', '/basket')])).rejects.toMatchObject({ message: "Can't refresh token" });
    expect(urls()).toEqual(['/api/auth/refresh']);
    expect(getAuth().isAuth).toBe(false);
  });

  async function waitForCalls(count: number) {
    for (let tries = 0; fetchMock.mock.calls.length < count && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(count);
  }
});
