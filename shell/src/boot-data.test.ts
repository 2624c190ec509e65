import { readBootData } from './boot-data';

afterEach(() => {
  delete window.__POVAR_BOOT__;
});

describe('readBootData', () => {
  it('reads what the document server inlined', () => {
    const tyumen = { id: 956, slug: 'tyumen', name: 'Тюмень' };
    window.__POVAR_BOOT__ = {
      region: tyumen,
      regionError: false,
      mainCities: [tyumen],
      remotes: { mf_catalog: '/mf/mf-catalog/mf-manifest.json' },
      appVersion: 'b41c9e07',
      viewport: 'desktopMedium',
    };
    expect(readBootData()).toEqual({
      region: tyumen,
      regionError: false,
      mainCities: [tyumen],
      remotes: { mf_catalog: '/mf/mf-catalog/mf-manifest.json' },
      appVersion: 'b41c9e07',
      viewport: 'desktopMedium',
    });
  });

  it('starts from nothing known when the page has no boot data (standalone development)', () => {
    expect(readBootData()).toEqual({ region: null, regionError: false, mainCities: [], remotes: {}, appVersion: null, viewport: null });
  });

  it('fills in what a partial boot object leaves out', () => {
    window.__POVAR_BOOT__ = { regionError: true, viewport: 'huge' as never };
    expect(readBootData()).toEqual({ region: null, regionError: true, mainCities: [], remotes: {}, appVersion: null, viewport: null });
  });
});
