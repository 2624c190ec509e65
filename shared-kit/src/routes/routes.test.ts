import { buildPath, decideUrl, isRegionSlug, isSameSitePath, matchRoute } from './match';
import { RESERVED_SEGMENTS, ROUTES } from './table';

describe('matchRoute', () => {
  it.each([
    ['/', 'INDEX', null, {}],
    ['/tyumen/', 'INDEX_REGION', 'tyumen', {}],
    ['/menu', 'MENU', null, {}],
    ['/tyumen/menu/page-3', 'MENU_PAGINATION_REGION', 'tyumen', { page: '3' }],
    ['/tyumen/menu/supy', 'MENU_CATEGORY_REGION', 'tyumen', { slug: 'supy' }],
    ['/tyumen/menu/supy/page-2', 'MENU_CATEGORY_PAGINATION_REGION', 'tyumen', { slug: 'supy', page: '2' }],
    ['/tyumen/menu/filter', 'MENU_FILTERS_REGION', 'tyumen', {}],
    ['/tyumen/menu/detail/15', 'PRODUCT_REGION', 'tyumen', { id: '15' }],
    ['/omsk/cooks/detail/7', 'COOK_REGION', 'omsk', { id: '7' }],
    ['/omsk/cooks/detail/7/reviews', 'COOK_REVIEWS_REGION', 'omsk', { id: '7' }],
    ['/omsk/cooks/detail/7/about', 'COOK_ABOUT_REGION', 'omsk', { id: '7' }],
    ['/omsk/cooks/vypechka/page-4', 'COOKS_CATEGORY_PAGINATION_REGION', 'omsk', { slug: 'vypechka', page: '4' }],
    ['/cooks-map', 'COOKS_MAP', null, {}],
    ['/docs/profile/useful/rules', 'DOCS', null, { slug: 'profile/useful/rules' }],
    ['/orders/sales', 'ORDERS_SALES', null, {}],
    ['/orders/12/payout', 'ORDER_PAYOUT', null, { id: '12' }],
    ['/order/success/5', 'ORDER_SUCCESS', null, { id: '5' }],
    ['/order/5/payment', 'ORDER_PAYMENT', null, { id: '5' }],
    ['/profile/dishes/edit/9', 'PROFILE_DISHES_EDIT', null, { id: '9' }],
    ['/profile/menu', 'PROFILE_MENU', null, {}],
  ])('%s is %s', (path, name, region, params) => {
    const match = matchRoute(path);
    expect(match?.name).toBe(name);
    expect(match?.region).toBe(region);
    expect(match?.params).toEqual(params);
  });

  it.each([
    '/cooks/detail/abc',
    '/cooks/detail/0',
    '/menu/page-0',
    '/menu/page-x',
    '/menu/detail',
    '/menu/Супы',
    '/tyumen/garbage',
    '/docs',
    '/Tyumen/',
    '/profile/unknown',
    '/menu/%E0%A4%A',
  ])('%s fails validation or matches nothing', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('gives every route an owner remote and a Russian title', () => {
    for (const route of ROUTES) {
      expect(route.owner).toMatch(/^mf-/);
      expect(route.title).toMatch(/[а-яё]/i);
    }
  });
});

describe('region slugs', () => {
  it('never reads a section of the site as a region', () => {
    for (const segment of ['menu', 'cooks', 'cooks-map', 'docs', 'profile', 'orders', 'order', 'for-cooks', 'download-app', 'api', 'mf']) {
      expect(RESERVED_SEGMENTS.has(segment)).toBe(true);
      expect(isRegionSlug(segment)).toBe(false);
    }
    expect(isRegionSlug('tyumen')).toBe(true);
    expect(isRegionSlug('nizhniy-novgorod')).toBe(true);
    expect(isRegionSlug('Tyumen')).toBe(false);
  });
});

describe('buildPath', () => {
  it('builds plain and regional paths', () => {
    expect(buildPath('INDEX', {}, 'tyumen')).toBe('/tyumen/');
    expect(buildPath('INDEX')).toBe('/');
    expect(buildPath('COOK', { id: 5 }, 'omsk')).toBe('/omsk/cooks/detail/5');
    expect(buildPath('MENU_CATEGORY_PAGINATION', { slug: 'supy', page: 2 }, 'tyumen')).toBe('/tyumen/menu/supy/page-2');
    expect(buildPath('DOCS', { slug: 'profile/useful/rules' })).toBe('/docs/profile/useful/rules');
    expect(buildPath('ORDERS', {}, 'tyumen')).toBe('/orders');
  });

  it('round-trips with matchRoute for every route', () => {
    const params = { id: 3, page: 2, slug: 'supy' };
    for (const route of ROUTES) {
      const path = buildPath(route.name, params, route.regional ? 'omsk' : null);
      expect(matchRoute(path)?.route.name).toBe(route.name);
    }
  });
});

describe('decideUrl', () => {
  it('removes a trailing slash with a permanent redirect, keeping the query', () => {
    expect(decideUrl('/tyumen/menu/', '?sort=price', 'tyumen')).toEqual({ kind: 'redirect', location: '/tyumen/menu?sort=price', permanent: true });
    expect(decideUrl('/profile//', '', 'tyumen')).toEqual({ kind: 'redirect', location: '/profile', permanent: true });
  });

  it('keeps / and the region index slash, and adds it to a bare region', () => {
    expect(decideUrl('/tyumen/', '', 'tyumen').kind).toBe('route');
    expect(decideUrl('/tyumen', '?a=1', 'tyumen')).toEqual({ kind: 'redirect', location: '/tyumen/?a=1', permanent: true });
  });

  it('sends region-less public paths to the visitor region twin, not permanently', () => {
    expect(decideUrl('/', '', 'omsk')).toEqual({ kind: 'redirect', location: '/omsk/', permanent: false });
    expect(decideUrl('/cooks/detail/4/about', '?x=1', 'tyumen')).toEqual({
      kind: 'redirect',
      location: '/tyumen/cooks/detail/4/about?x=1',
      permanent: false,
    });
  });

  it('leaves routes without a region twin alone', () => {
    for (const path of ['/orders', '/profile/menu', '/for-cooks', '/docs/faq', '/download-app']) {
      expect(decideUrl(path, '', 'tyumen').kind).toBe('route');
    }
  });

  it('answers not-found for unknown paths', () => {
    expect(decideUrl('/tyumen/nothing-here', '', 'tyumen')).toEqual({ kind: 'not-found' });
    expect(decideUrl('/docs', '', 'tyumen')).toEqual({ kind: 'not-found' });
  });

  it('redirects an unknown path with a trailing slash nowhere: it is a 404 as it is', () => {
    expect(decideUrl('/tyumen/nothing-here/', '', 'tyumen')).toEqual({ kind: 'not-found' });
    expect(decideUrl('/%2F%2Fevil.com/', '', 'tyumen')).toEqual({ kind: 'not-found' });
    expect(decideUrl('/%5Cevil.com/', '', 'tyumen')).toEqual({ kind: 'not-found' });
  });

  it("answers '//host' paths (what '/.//host/' and '/a/..//host/' normalise to) with a 404, never a redirect", () => {
    for (const path of ['//evil.com/', '//evil.com', '///evil.com/', '//evil.com/menu/', '//evil.com:443/']) {
      expect(decideUrl(path, '?next=1', 'tyumen')).toEqual({ kind: 'not-found' });
    }
  });

  it('collapses repeated leading slashes when the path with one is ours', () => {
    expect(decideUrl('//tyumen/menu', '?a=1', 'tyumen')).toEqual({ kind: 'redirect', location: '/tyumen/menu?a=1', permanent: true });
    expect(decideUrl('//tyumen/menu/', '', 'tyumen')).toEqual({ kind: 'redirect', location: '/tyumen/menu', permanent: true });
    expect(decideUrl('//tyumen', '', 'tyumen')).toEqual({ kind: 'redirect', location: '/tyumen/', permanent: true });
    expect(decideUrl('//menu', '', 'omsk')).toEqual({ kind: 'redirect', location: '/omsk/menu', permanent: false });
    expect(decideUrl('//tyumen/', '', 'tyumen')).toEqual({ kind: 'redirect', location: '/tyumen/', permanent: true });
    // A host name that reads as a region slug stays on the site: '/evil/' is a region this site may not serve, a 404 there.
    expect(decideUrl('//evil', '', 'tyumen')).toEqual({ kind: 'redirect', location: '/evil/', permanent: true });
  });

  it('answers backslashes and control characters in a path with a 404', () => {
    for (const path of ['/\\evil.com/', '/\\evil.com', '\\evil.com', '/tyumen\\menu', '/\tevil.com/', '/tyumen/menu\n/', 'evil.com']) {
      expect(decideUrl(path, '', 'tyumen')).toEqual({ kind: 'not-found' });
    }
  });
});

describe('isSameSitePath', () => {
  it('accepts one leading slash then a path, refuses what a browser would read as another site', () => {
    for (const path of ['/', '/tyumen/', '/tyumen/menu', '/%2F%2Fevil.com', '/%5Cevil.com']) expect(isSameSitePath(path)).toBe(true);
    for (const path of ['//evil.com', '/\\evil.com', '\\evil.com', '/\t/evil.com', '/a\\b', 'https://evil.com', '', 'evil.com']) {
      expect(isSameSitePath(path)).toBe(false);
    }
  });
});
