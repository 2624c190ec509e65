// The barrel: one import gives every public module, and importing it touches no storage.
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; a library behind the barrel may use them at import (React Router did, before the kit's own router).
Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder, TextDecoder: globalThis.TextDecoder ?? TextDecoder });

describe('@povar/shared-kit barrel', () => {
  it('reads no storage and creates no session at import time', () => {
    jest.resetModules();
    localStorage.clear();
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    require('./index');
    expect(getItem).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.getItem('session-id')).toBeNull();
    getItem.mockRestore();
    setItem.mockRestore();
  });

  it("leaves zod out: the contracts' schemas and the form rules live in their own subpaths", () => {
    const kit = require('./index') as Record<string, unknown>;
    for (const name of ['envelopeSchema', 'mainCitySchema', 'ERROR_TYPES', 'emailField', 'phoneField']) expect([name, kit[name]]).toEqual([name, undefined]);
    const contracts = require('./contracts') as Record<string, unknown>;
    const validation = require('./validation') as Record<string, unknown>;
    expect([contracts.envelopeSchema, contracts.ERROR_TYPES, validation.emailField, validation.phoneField]).toEqual([
      expect.anything(),
      expect.anything(),
      expect.any(Function),
      expect.any(Function),
    ]);
  });

  it("loads call, and an API module's table entries, without loading zod", () => {
    // A second copy of single-spa warns that it was loaded twice: nothing this test judges.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.isolateModules(() => {
      jest.doMock('zod', () => {
        throw new Error('zod was loaded');
      });
      const kit = require('./index') as Record<string, unknown>;
      const content = require('./contracts/endpoints/content') as Record<string, unknown>;
      expect([typeof kit.call, typeof content.contentEndpoints]).toEqual(['function', 'object']);
    });
    jest.dontMock('zod');
    warn.mockRestore();
  });

  it('re-exports routes, the router and every runtime module', () => {
    const kit = require('./index') as Record<string, unknown>;
    const expected = [
      // routes and the router
      'ROUTES',
      'matchRoute',
      'buildPath',
      'decideUrl',
      'DEFAULT_REGION_SLUG',
      'BrowserRouter',
      'Link',
      'useLocation',
      'useNavigate',
      'useSearchParams',
      // config, events, stores
      'getRuntimeConfig',
      'isWebView',
      'emit',
      'on',
      'useBusEvent',
      'initSession',
      'getSession',
      'setWebViewIds',
      'subscribeSession',
      'useSession',
      'initAuth',
      'getAuth',
      'setTokens',
      'clearTokens',
      'subscribeAuth',
      'useAuth',
      'getRegion',
      'setRegion',
      'setRegionError',
      'setMainCities',
      'subscribeRegion',
      'useRegion',
      // api, format, analytics, ui
      'apiRequest',
      'ApiError',
      'isApiError',
      'call',
      'formatPrice',
      'pluralRu',
      'formatCount',
      'formatCounter',
      'normalizePhone',
      'formatPhone',
      'isValidPhone',
      'formatDistance',
      'formatDate',
      'formatDayMonth',
      'formatTime',
      'formatDateTime',
      'formatShortDate',
      'formatDecimal',
      'formatRating',
      'initAnalytics',
      'reachGoal',
      'setUserId',
      'trackPageView',
      'pushEcommerce',
      'notifyError',
      'notifySuccess',
      'notify',
      'ToastHost',
    ];
    for (const name of expected) expect([name, kit[name]]).toEqual([name, expect.anything()]);
  });
});
