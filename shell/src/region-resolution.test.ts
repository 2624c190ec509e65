import type * as SharedKit from '@povar/shared-kit';
import type * as SingleSpa from 'single-spa';
import type * as RegionResolution from './region-resolution';
import type * as ShellStore from './shell-store';

jest.mock('single-spa', () => ({ triggerAppChange: jest.fn() }));

// jsdom has no fetch: give the global one to spy on.
globalThis.fetch ??= (() => Promise.reject(new Error('fetch is not mocked'))) as typeof fetch;

const TYUMEN = { id: 956, slug: 'tyumen', name: 'Тюмень' };
const OMSK = { id: 958, slug: 'omsk', name: 'Омск' };
const OMSK_FROM_API = { ...OMSK, fiasId: '140e31da-27bf-4519-9ea0-6185d681d44e', lat: 54.98, lon: 73.36, timezone: 'UTC+6' };

function answer(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return { status, ok: status < 300, text: async () => text } as unknown as Response;
}
const found = (data: unknown) => answer(200, { success: true, data, errors: [], message: '', error: null });
const regionNotFound = () =>
  answer(404, {
    success: false,
    data: null,
    errors: ['Сервис ещё недоступен в данном регионе :('],
    message: 'Сервис ещё недоступен в данном регионе :(',
    error: 'region_not_found',
  });

// The module remembers slugs between calls, and the stores are singletons: fresh copies per test.
let kit: typeof SharedKit;
let resolution: typeof RegionResolution;
let shell: typeof ShellStore;
let triggerAppChange: jest.Mock;
let fetchMock: jest.SpiedFunction<typeof fetch>;

beforeEach(() => {
  jest.isolateModules(() => {
    kit = require('@povar/shared-kit');
    resolution = require('./region-resolution');
    shell = require('./shell-store');
    triggerAppChange = (require('single-spa') as typeof SingleSpa).triggerAppChange as unknown as jest.Mock;
  });
  triggerAppChange.mockClear();
  fetchMock = jest.spyOn(globalThis, 'fetch');
  delete window.__POVAR_CONFIG__;
  window.history.pushState(null, '', '/');
});

afterEach(() => {
  fetchMock.mockRestore();
});

const requestedUrls = () => fetchMock.mock.calls.map(([url]) => String(url));

describe('resolveRegionOf', () => {
  it('looks the region up by the URL slug and makes it current', async () => {
    kit.setRegion(TYUMEN);
    fetchMock.mockResolvedValue(found(OMSK_FROM_API));

    await resolution.resolveRegionOf('/omsk/cooks');

    expect(requestedUrls()).toEqual(['/api/geo/main-cities-by-slug/omsk']);
    expect(kit.getRegion().region).toEqual(OMSK);
    expect(kit.getRegion().regionError).toBe(false);
    expect(triggerAppChange).toHaveBeenCalled();
  });

  it('clears an earlier region error when the new slug is served', async () => {
    kit.setRegionError(true);
    fetchMock.mockResolvedValue(found(OMSK_FROM_API));

    await resolution.resolveRegionOf('/omsk/');

    expect(kit.getRegion()).toMatchObject({ region: OMSK, regionError: false });
  });

  it('sets the region error on the 404 envelope and keeps the region as it was', async () => {
    kit.setRegion(TYUMEN);
    fetchMock.mockResolvedValue(regionNotFound());

    await resolution.resolveRegionOf('/nowhere/');

    expect(kit.getRegion()).toMatchObject({ region: TYUMEN, regionError: true });
    // The region screen needs the apps to be re-evaluated: the remote must go.
    expect(triggerAppChange).toHaveBeenCalled();
  });

  it('leaves everything as it is when the lookup fails on the network', async () => {
    kit.setRegion(TYUMEN);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await resolution.resolveRegionOf('/omsk/menu');

    expect(kit.getRegion()).toMatchObject({ region: TYUMEN, regionError: false });
  });

  it('asks again after a network failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(found(OMSK_FROM_API));

    await resolution.resolveRegionOf('/omsk/menu');
    await resolution.resolveRegionOf('/omsk/menu');

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(kit.getRegion().region).toEqual(OMSK);
  });

  it('treats an unavailable service (503) as no answer: no region screen, and the next navigation asks again', async () => {
    kit.setRegion(TYUMEN);
    fetchMock
      .mockResolvedValueOnce(answer(503, { success: false, data: null, errors: [], message: '', error: 'unavailable' }))
      .mockResolvedValueOnce(found(OMSK_FROM_API));

    await resolution.resolveRegionOf('/omsk/menu');
    expect(kit.getRegion()).toMatchObject({ region: TYUMEN, regionError: false });

    await resolution.resolveRegionOf('/omsk/menu');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(kit.getRegion()).toMatchObject({ region: OMSK, regionError: false });
  });

  it('does not ask again for a slug already known to be missing, but shows the error again', async () => {
    fetchMock.mockResolvedValue(regionNotFound());
    await resolution.resolveRegionOf('/nowhere/');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // The visitor picks another city, then comes back to the missing one.
    fetchMock.mockResolvedValue(found(OMSK_FROM_API));
    await resolution.resolveRegionOf('/omsk/');
    expect(kit.getRegion().regionError).toBe(false);

    await resolution.resolveRegionOf('/nowhere/cooks');
    expect(requestedUrls()).toEqual(['/api/geo/main-cities-by-slug/nowhere', '/api/geo/main-cities-by-slug/omsk']);
    expect(kit.getRegion()).toMatchObject({ region: OMSK, regionError: true });
  });

  it('does not ask for the region that is already current', async () => {
    kit.setRegion(TYUMEN);
    await resolution.resolveRegionOf('/tyumen/cooks/detail/5');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not ask on pages without a region, or on unknown paths', async () => {
    await resolution.resolveRegionOf('/profile');
    await resolution.resolveRegionOf('/for-cooks');
    await resolution.resolveRegionOf('/omsk/garbage');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks only once while the same lookup is under way', async () => {
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (release = resolve)));

    const first = resolution.resolveRegionOf('/omsk/');
    const second = resolution.resolveRegionOf('/omsk/menu');
    release(found(OMSK_FROM_API));
    await Promise.all([first, second]);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(kit.getRegion().region).toEqual(OMSK);
  });
});

describe('seedRegionFromBoot: the region the document server resolved', () => {
  it('takes the region and the main cities without asking the API', async () => {
    window.history.pushState(null, '', '/tyumen/');
    resolution.seedRegionFromBoot({ region: TYUMEN, regionError: false, mainCities: [TYUMEN, OMSK], remotes: {} });

    expect(kit.getRegion()).toEqual({ region: TYUMEN, regionError: false, mainCities: [TYUMEN, OMSK] });
    await resolution.resolveRegionOf('/tyumen/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("remembers that the first page's region is missing, so it is not asked for again", async () => {
    window.history.pushState(null, '', '/nowhere/');
    resolution.seedRegionFromBoot({ region: TYUMEN, regionError: true, mainCities: [TYUMEN], remotes: {} });

    expect(kit.getRegion().regionError).toBe(true);
    await resolution.resolveRegionOf('/nowhere/');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(kit.getRegion().regionError).toBe(true);
  });
});

describe('installRegionResolution', () => {
  it('resolves the region of the URL on every single-spa routing', async () => {
    fetchMock.mockResolvedValue(found(OMSK_FROM_API));
    resolution.installRegionResolution();
    window.history.pushState(null, '', '/omsk/cooks');
    window.dispatchEvent(new CustomEvent('single-spa:before-routing-event'));

    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requestedUrls()).toEqual(['/api/geo/main-cities-by-slug/omsk']);
    expect(kit.getRegion().region).toEqual(OMSK);
  });
});

describe('while the onboarding shows', () => {
  it('does not resolve under the onboarding, and resolves the page once it closes', async () => {
    kit.setRegion(TYUMEN);
    fetchMock.mockResolvedValue(found(OMSK_FROM_API));
    resolution.installRegionResolution();
    shell.shellStore.setState({ onboardingShown: true });
    window.history.pushState(null, '', '/omsk/cooks');

    await resolution.resolveRegionOf('/omsk/cooks');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(kit.getRegion().region).toEqual(TYUMEN);

    shell.shellStore.setState({ onboardingShown: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requestedUrls()).toEqual(['/api/geo/main-cities-by-slug/omsk']);
    expect(kit.getRegion().region).toEqual(OMSK);
  });
});
