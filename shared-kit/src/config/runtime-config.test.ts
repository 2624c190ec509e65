import { DEFAULT_RUNTIME_CONFIG, getRuntimeConfig } from './runtime-config';

afterEach(() => {
  delete window.__POVAR_CONFIG__;
});

describe('getRuntimeConfig', () => {
  it('gives the defaults when the document server injected nothing', () => {
    expect(getRuntimeConfig()).toEqual({
      apiBase: '/api',
      environment: 'development',
      release: 'front@2.3.2',
      sentryDsn: null,
      metrikaId: null,
      defaultRegionSlug: 'tyumen',
      mapTileUrl: null,
      mapTileAttribution: null,
    });
    expect(getRuntimeConfig()).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('takes injected values over the defaults, read at call time', () => {
    window.__POVAR_CONFIG__ = {
      apiBase: 'https://api.povar.example/api/',
      environment: 'production',
      release: 'front@2.4.0',
      sentryDsn: 'https://key@sentry.example/1',
      metrikaId: 12345678,
      defaultRegionSlug: 'omsk',
      mapTileUrl: ' /tiles/{z}/{x}/{y}.png ',
      mapTileAttribution: '© Тайлы',
    };
    expect(getRuntimeConfig()).toEqual({
      apiBase: 'https://api.povar.example/api',
      environment: 'production',
      release: 'front@2.4.0',
      sentryDsn: 'https://key@sentry.example/1',
      metrikaId: 12345678,
      defaultRegionSlug: 'omsk',
      mapTileUrl: '/tiles/{z}/{x}/{y}.png',
      mapTileAttribution: '© Тайлы',
    });
  });

  it('keeps the defaults for keys left out', () => {
    window.__POVAR_CONFIG__ = { environment: 'production' };
    expect(getRuntimeConfig()).toEqual({ ...DEFAULT_RUNTIME_CONFIG, environment: 'production' });
  });

  it('reads a counter id written as digits and ignores one that is not an id', () => {
    window.__POVAR_CONFIG__ = { metrikaId: '987' as unknown as number };
    expect(getRuntimeConfig().metrikaId).toBe(987);
    for (const bad of ['', 'abc', -5, 0, 1.5, null]) {
      window.__POVAR_CONFIG__ = { metrikaId: bad as unknown as number };
      expect(getRuntimeConfig().metrikaId).toBeNull();
    }
  });

  it('falls back to the defaults for values of the wrong type or empty strings', () => {
    window.__POVAR_CONFIG__ = { apiBase: 42, sentryDsn: '', environment: '  ', release: null } as unknown as Partial<typeof DEFAULT_RUNTIME_CONFIG>;
    expect(getRuntimeConfig()).toEqual(DEFAULT_RUNTIME_CONFIG);
  });
});
