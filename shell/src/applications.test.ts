import { registerApplication } from 'single-spa';
import { REMOTES, setRegion, setRegionError } from '@povar/shared-kit';
import { activeRemote, registerApplications, remoteSlot } from './applications';
import { loadRemoteLifecycles } from './remotes';

jest.mock('single-spa', () => ({ registerApplication: jest.fn() }));
jest.mock('./remotes', () => ({ loadRemoteLifecycles: jest.fn(async () => ({})) }));

const at = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash } as Location;
};

beforeEach(() => {
  setRegion({ id: 956, slug: 'tyumen', name: 'Тюмень' });
  setRegionError(false);
  document.body.innerHTML = '';
  jest.mocked(registerApplication).mockClear();
});

describe('activeRemote: which remote owns the page', () => {
  it.each([
    ['/tyumen/', 'mf-catalog'],
    ['/tyumen/menu', 'mf-catalog'],
    ['/tyumen/menu/detail/12', 'mf-catalog'],
    ['/tyumen/cooks', 'mf-catalog'],
    ['/tyumen/cooks-map', 'mf-catalog'],
    ['/for-cooks', 'mf-catalog'],
    ['/docs/profile/useful/rules', 'mf-catalog'],
    ['/download-app', 'mf-catalog'],
    ['/tyumen/cooks/detail/5', 'mf-cook'],
    ['/tyumen/cooks/detail/5/reviews', 'mf-cook'],
    ['/omsk/cooks/detail/5/about', 'mf-cook'],
    ['/orders', 'mf-basket-checkout'],
    ['/orders/sales', 'mf-basket-checkout'],
    ['/order/7', 'mf-basket-checkout'],
    ['/order/success/7', 'mf-basket-checkout'],
    ['/profile', 'mf-profile'],
    ['/profile/menu', 'mf-profile'],
    ['/profile/address', 'mf-profile'],
    ['/profile/dishes', 'mf-cook-cabinet'],
    ['/profile/dishes/edit/3', 'mf-cook-cabinet'],
    ['/orders/3/payout', 'mf-cook-cabinet'],
    ['/profile/schedule', 'mf-cook-cabinet'],
    ['/profile/chat', 'mf-chat'],
  ])('%s → %s', (url, owner) => {
    expect(activeRemote(at(url))).toBe(owner);
  });

  it.each(['/tyumen/garbage', '/tyumen/cooks/detail/abc', '/nowhere/at/all', '/profile/unknown', '/menu/page-0'])(
    'no remote on the 404 path %s (the shell shows its not-found screen)',
    (url) => {
      expect(activeRemote(at(url))).toBeNull();
    },
  );

  it.each(['/menu', '/tyumen/menu/', '/tyumen', '/cooks?sort=price'])('no remote while %s is about to be rewritten', (url) => {
    expect(activeRemote(at(url))).toBeNull();
  });

  it('no remote on a regional route while the region is in error', () => {
    setRegionError(true);
    expect(activeRemote(at('/nowhere/'))).toBeNull();
    expect(activeRemote(at('/tyumen/cooks'))).toBeNull();
  });

  it('a route without a region keeps its remote during a region error', () => {
    setRegionError(true);
    expect(activeRemote(at('/profile'))).toBe('mf-profile');
    expect(activeRemote(at('/orders'))).toBe('mf-basket-checkout');
  });
});

describe('remoteSlot', () => {
  it('gives each remote its own element inside the page area, created once', () => {
    document.body.innerHTML = '<main id="app-page"><div id="app-screen"></div></main>';
    const catalog = remoteSlot('mf-catalog');
    const cook = remoteSlot('mf-cook');

    expect(catalog.id).toBe('app-remote-mf-catalog');
    expect(catalog.parentElement?.id).toBe('app-page');
    expect(cook).not.toBe(catalog);
    expect(remoteSlot('mf-catalog')).toBe(catalog);
    expect(document.querySelectorAll('#app-remote-mf-catalog')).toHaveLength(1);
  });

  it('falls back to the body when the document has no page area', () => {
    expect(remoteSlot('mf-chat').parentElement).toBe(document.body);
  });
});

describe('registerApplications', () => {
  const registered = () =>
    jest.mocked(registerApplication).mock.calls.map(
      ([config]) =>
        config as unknown as {
          name: string;
          app: () => Promise<unknown>;
          activeWhen: (location: Location) => boolean;
          customProps?: { domElementGetter: () => HTMLElement };
        },
    );

  it('registers the always-active chrome and one application per remote', () => {
    registerApplications();
    const apps = registered();
    expect(apps.map((app) => app.name)).toEqual(['@povar/chrome', ...REMOTES.map((remote) => `@povar/${remote}`)]);
    expect(apps[0]?.activeWhen(at('/tyumen/garbage'))).toBe(true);
  });

  it('activates exactly the owner of the page and mounts it into its own slot', async () => {
    registerApplications();
    const apps = registered().slice(1);
    const activeOn = (url: string) => apps.filter((app) => app.activeWhen(at(url))).map((app) => app.name);

    expect(activeOn('/tyumen/cooks/detail/5')).toEqual(['@povar/mf-cook']);
    expect(activeOn('/profile/chat')).toEqual(['@povar/mf-chat']);
    expect(activeOn('/tyumen/garbage')).toEqual([]);

    const chat = apps.find((app) => app.name === '@povar/mf-chat');
    expect(chat?.customProps?.domElementGetter().id).toBe('app-remote-mf-chat');
    await chat?.app();
    expect(loadRemoteLifecycles).toHaveBeenCalledWith('mf-chat');
  });
});
