import { waitFor } from '@testing-library/react';
import type * as SingleSpa from 'single-spa';
import type * as ErrorReporting from './error-reporting';
import type * as ShellStore from './shell-store';

jest.mock('single-spa', () => ({ addErrorHandler: jest.fn() }));
jest.mock('@sentry/browser', () => {
  // What a scope was given for the event captured inside it.
  const scope = { tags: {} as Record<string, string>, contexts: {} as Record<string, unknown>, processors: [] as ((event: object) => object)[] };
  return {
    init: jest.fn(),
    captureException: jest.fn(),
    scope,
    withScope: jest.fn((callback: (s: object) => void) =>
      callback({
        setTag: (key: string, value: string) => (scope.tags[key] = value),
        setContext: (key: string, value: unknown) => (scope.contexts[key] = value),
        addEventProcessor: (processor: (event: object) => object) => scope.processors.push(processor),
      }),
    ),
  };
});

describe('scrub: nothing secret leaves the page', () => {
  const { scrub } = jest.requireActual<typeof ErrorReporting>('./error-reporting');

  it('hides Bearer tokens inside any text', () => {
    expect(scrub('GET /api/profile with Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.sig_-1 failed')).toBe('GET /api/profile with Bearer [скрыто] failed');
    expect(scrub('authorization: bearer abc.def')).not.toContain('abc.def');
  });

  it.each(['+7 (912) 345-67-89', '+79123456789', '89123456789', '8 912 345 67 89', '+7 912 345-67-89', '8(912)345-67-89'])(
    'hides the phone number %s',
    (phone) => {
      const scrubbed = scrub(`Не удалось отправить код на ${phone}, попробуйте позже`);
      expect(scrubbed).toBe('Не удалось отправить код на [телефон скрыт], попробуйте позже');
    },
  );

  it('hides secrets carried in URLs (the restore-password link) and keeps the rest', () => {
    expect(scrub('https://povar.ru/tyumen/?token=a1b2c3&email=anna%40mail.ru&tab=reviews')).toBe(
      'https://povar.ru/tyumen/?token=[скрыто]&email=[скрыто]&tab=reviews',
    );
  });

  it('leaves numbers that only look long alone, and keys that merely contain "code"', () => {
    expect(scrub('at 1763791234567 ms')).toBe('at 1763791234567 ms');
    expect(scrub({ statusCode: 503, code: '123456', smsCode: '654321' })).toEqual({
      statusCode: 503,
      code: '[скрыто]',
      smsCode: '[скрыто]',
    });
  });

  it('hides the values of secret keys, in nested objects and arrays', () => {
    const event = {
      message: 'request failed',
      request: {
        headers: { Authorization: 'Bearer abc', 'session-id': 'sess-1', 'Content-Type': 'application/json' },
      },
      extra: {
        tokens: [{ refreshToken: 'refresh-1', accessToken: 'access-1' }],
        user: { phone: '+79123456789', name: 'Анна', sessionId: 'sess-2', 'device-id': 'dev-1', password: 'qwerty' },
      },
      breadcrumbs: [{ category: 'fetch', data: { 'x-request-push-token': 'push-1', url: '/api/geo/main-cities' } }],
    };

    expect(scrub(event)).toEqual({
      message: 'request failed',
      request: {
        headers: { Authorization: '[скрыто]', 'session-id': '[скрыто]', 'Content-Type': 'application/json' },
      },
      extra: {
        tokens: '[скрыто]',
        user: { phone: '[скрыто]', name: 'Анна', sessionId: '[скрыто]', 'device-id': '[скрыто]', password: '[скрыто]' },
      },
      breadcrumbs: [{ category: 'fetch', data: { 'x-request-push-token': '[скрыто]', url: '/api/geo/main-cities' } }],
    });
  });

  it('scrubs text inside arrays and leaves other values alone', () => {
    expect(scrub(['call +7 912 345 67 89', 42, null, true, { count: 3 }])).toEqual(['call [телефон скрыт]', 42, null, true, { count: 3 }]);
  });

  it('does not change the value it was given', () => {
    const original = { headers: { authorization: 'Bearer abc' }, text: 'Bearer abc' };
    scrub(original);
    expect(original).toEqual({ headers: { authorization: 'Bearer abc' }, text: 'Bearer abc' });
  });
});

describe('initErrorReporting', () => {
  let reporting: typeof ErrorReporting;
  let shell: typeof ShellStore;
  let addErrorHandler: jest.Mock;
  let sentry: {
    init: jest.Mock;
    captureException: jest.Mock;
    scope: { tags: Record<string, string>; contexts: Record<string, unknown>; processors: ((event: object) => object)[] };
  };
  let kit: typeof import('@povar/shared-kit');
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    jest.isolateModules(() => {
      reporting = require('./error-reporting');
      shell = require('./shell-store');
      kit = require('@povar/shared-kit');
      addErrorHandler = (require('single-spa') as typeof SingleSpa).addErrorHandler as unknown as jest.Mock;
    });
    // Loaded lazily, after the isolation above: the module registry's own mock.
    sentry = jest.requireMock('@sentry/browser');
    addErrorHandler.mockClear();
    sentry.init.mockClear();
    sentry.captureException.mockClear();
    sentry.scope.tags = {};
    sentry.scope.contexts = {};
    sentry.scope.processors = [];
    window.sessionStorage.clear();
    delete window.__POVAR_CONFIG__;
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    consoleError.mockRestore();
    delete window.__POVAR_CONFIG__;
  });

  const appError = (remote: string, error: Error) => Object.assign(error, { appOrParcelName: `@povar/${remote}` });
  const handler = () => addErrorHandler.mock.calls[0]?.[0] as (error: Error) => void;
  const reloads = () => consoleError.mock.calls.filter(([first]) => String((first as Error)?.message ?? first).includes('Not implemented: navigation')).length;
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('a remote that throws is marked broken, so the chrome shows its fallback', () => {
    reporting.initErrorReporting();
    handler()(appError('mf-cook', new Error('Cannot read properties of undefined')));

    expect(shell.shellStore.getState().brokenRemotes.has('mf-cook')).toBe(true);
    expect(consoleError).toHaveBeenCalledWith('[povar] mf-cook failed', expect.any(Error));
    expect(reloads()).toBe(0);
  });

  it('a remote whose code fails to load reloads the page once, then is marked broken', () => {
    reporting.initErrorReporting();
    const chunkError = () => appError('mf-chat', Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }));

    handler()(chunkError());
    expect(reloads()).toBe(1);
    expect(shell.shellStore.getState().brokenRemotes.has('mf-chat')).toBe(false);

    handler()(chunkError());
    expect(reloads()).toBe(1);
    expect(shell.shellStore.getState().brokenRemotes.has('mf-chat')).toBe(true);
  });

  it('a lazy chunk that fails anywhere in the page reloads it', () => {
    reporting.initErrorReporting();
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }) });
    window.dispatchEvent(event);
    expect(reloads()).toBe(1);
  });

  it('a remote that crashes while rendering reaches Sentry with its name and its own release', async () => {
    window.__POVAR_CONFIG__ = { sentryDsn: 'https://key@sentry.example/1', environment: 'production', release: 'front@2.3.2' };
    reporting.initErrorReporting();
    const element = document.createElement('div');
    document.body.appendChild(element);
    const crash = new Error('Cannot read properties of undefined (reading "dishes")');
    const Broken = (): never => {
      throw crash;
    };
    const lifecycles = kit.createRemoteLifecycles('mf-catalog', Broken, { release: 'mf-catalog@1.7.0' });
    const props = { name: '@povar/mf-catalog', singleSpa: {}, mountParcel: jest.fn(), domElement: element } as never;
    await lifecycles.bootstrap(props);
    void lifecycles.mount(props);

    await waitFor(() => expect(sentry.captureException).toHaveBeenCalledWith(crash));
    expect(sentry.captureException).toHaveBeenCalledTimes(1);
    expect(sentry.scope.tags).toEqual({ remote: 'mf-catalog', failure: 'render', remote_release: 'mf-catalog@1.7.0' });
    // The event carries the remote's release, not the shell's.
    expect(sentry.scope.processors.reduce((event, processor) => processor(event), { release: 'front@2.3.2' } as object)).toEqual({
      release: 'mf-catalog@1.7.0',
    });
    expect(String((sentry.scope.contexts.react as { componentStack: string }).componentStack)).toContain('Broken');
    expect(element).toHaveTextContent('Раздел временно недоступен');
  });

  it('stays off without a DSN', async () => {
    reporting.initErrorReporting();
    handler()(appError('mf-cook', new Error('boom')));
    await flush();
    expect(sentry.init).not.toHaveBeenCalled();
    expect(sentry.captureException).not.toHaveBeenCalled();
  });

  it('with a DSN, starts Sentry with the release, environment and sample rates and reports each failure with the remote name', async () => {
    window.__POVAR_CONFIG__ = { sentryDsn: 'https://key@sentry.example/1', environment: 'production', release: 'front@2.3.2' };
    reporting.initErrorReporting();
    const error = appError('mf-profile', new Error('boom'));
    handler()(error);
    await flush();

    expect(sentry.init).toHaveBeenCalledTimes(1);
    const options = sentry.init.mock.calls[0]?.[0];
    expect(options).toMatchObject({
      dsn: 'https://key@sentry.example/1',
      release: 'front@2.3.2',
      environment: 'production',
      sampleRate: 1,
      tracesSampleRate: 0.1,
    });
    expect(sentry.captureException).toHaveBeenCalledWith(error, { tags: { remote: 'mf-profile' } });

    // Every event and breadcrumb goes through the scrubber before it is sent.
    expect(options.beforeSend({ extra: { refreshToken: 'r-1' }, message: 'for +79123456789' })).toEqual({
      extra: { refreshToken: '[скрыто]' },
      message: 'for [телефон скрыт]',
    });
    expect(options.beforeBreadcrumb({ data: { Authorization: 'Bearer x' } })).toEqual({ data: { Authorization: '[скрыто]' } });
  });
});
