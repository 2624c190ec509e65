import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type * as Remotes from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

// jsdom has no fetch: give the global one to spy on.
globalThis.fetch ??= (() => Promise.reject(new Error('fetch is not mocked'))) as typeof fetch;

const LIFECYCLES = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };
const json = (status: number, body: unknown) => ({ status, ok: status < 300, json: async () => body }) as unknown as Response;

let remotes: typeof Remotes;
let fetchMock: jest.SpiedFunction<typeof fetch>;

beforeEach(() => {
  // The module registers the remotes map once per page: a fresh copy per test.
  jest.isolateModules(() => {
    remotes = require('./remotes');
  });
  jest.mocked(loadRemote).mockReset().mockResolvedValue(LIFECYCLES);
  jest.mocked(registerRemotes).mockReset();
  fetchMock = jest.spyOn(globalThis, 'fetch');
  delete window.__POVAR_BOOT__;
});

afterEach(() => {
  fetchMock.mockRestore();
  delete window.__POVAR_BOOT__;
});

describe('container names', () => {
  it('maps folder names to MF container names and back', () => {
    expect(remotes.containerOf('mf-basket-checkout')).toBe('mf_basket_checkout');
    expect(remotes.remoteOfContainer('mf_cook_cabinet')).toBe('mf-cook-cabinet');
  });
});

describe('loadRemoteLifecycles', () => {
  it('uses the remotes map inlined in the first HTML, without asking the server', async () => {
    window.__POVAR_BOOT__ = { remotes: { mf_catalog: '/mf/mf-catalog/mf-manifest.json', mf_cook: 'https://cdn.example/cook/mf-manifest.json' } };

    await expect(remotes.loadRemoteLifecycles('mf-catalog')).resolves.toBe(LIFECYCLES);

    expect(fetchMock).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_catalog', entry: 'http://localhost/mf/mf-catalog/mf-manifest.json' },
      { name: 'mf_cook', entry: 'https://cdn.example/cook/mf-manifest.json' },
    ]);
    expect(loadRemote).toHaveBeenCalledWith('mf_catalog/lifecycles');
  });

  it('otherwise reads /remotes.json, never from the cache', async () => {
    fetchMock.mockResolvedValue(json(200, { mf_chat: '/mf/mf-chat/mf-manifest.json' }));

    await remotes.loadRemoteLifecycles('mf-chat');

    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_chat', entry: 'http://localhost/mf/mf-chat/mf-manifest.json' }]);
    expect(loadRemote).toHaveBeenCalledWith('mf_chat/lifecycles');
  });

  it('registers the remotes once for every remote that loads', async () => {
    fetchMock.mockResolvedValue(json(200, { mf_chat: '/a.json', mf_cook: '/b.json' }));

    await remotes.loadRemoteLifecycles('mf-chat');
    await remotes.loadRemoteLifecycles('mf-cook');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenLastCalledWith('mf_cook/lifecycles');
  });

  it('fails when the remotes map cannot be read, and tries again on the next navigation', async () => {
    fetchMock.mockResolvedValueOnce(json(503, null)).mockResolvedValueOnce(json(200, { mf_cook: '/b.json' }));

    await expect(remotes.loadRemoteLifecycles('mf-cook')).rejects.toThrow('remotes map: 503');
    expect(loadRemote).not.toHaveBeenCalled();

    await expect(remotes.loadRemoteLifecycles('mf-cook')).resolves.toBe(LIFECYCLES);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fails when a remote exposes no lifecycles', async () => {
    window.__POVAR_BOOT__ = { remotes: { mf_profile: '/p.json' } };
    jest.mocked(loadRemote).mockResolvedValue(null);
    await expect(remotes.loadRemoteLifecycles('mf-profile')).rejects.toThrow('mf-profile exposes no lifecycles');
  });
});
