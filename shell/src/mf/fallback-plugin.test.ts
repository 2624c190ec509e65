import { act, within } from '@testing-library/react';
import type { LifeCycles } from 'single-spa';
import { reloadAfterLoadFailure } from '../reload-guard';
import fallbackPlugin from './fallback-plugin';

type ErrorLoadRemoteArgs = Parameters<NonNullable<ReturnType<typeof fallbackPlugin>['errorLoadRemote']>>[0];
type FallbackLifecycles = LifeCycles<{ name: string; domElementGetter?: () => HTMLElement }>;

const failure = (lifecycle: ErrorLoadRemoteArgs['lifecycle'], id = 'mf_cook_cabinet/lifecycles') =>
  ({ id, lifecycle, error: new Error('RUNTIME-008 failed to load'), from: 'runtime', origin: {} }) as unknown as ErrorLoadRemoteArgs;

let consoleError: jest.SpyInstance;
let consoleWarn: jest.SpyInstance;
const reloads = () => consoleError.mock.calls.filter(([first]) => String((first as Error)?.message ?? first).includes('Not implemented: navigation')).length;

/** Settles within a few ticks, or says it did not. */
const settled = async (value: unknown) =>
  Promise.race([Promise.resolve(value).then((result) => ({ result })), new Promise((resolve) => setTimeout(() => resolve('pending'), 20))]);

beforeEach(() => {
  window.sessionStorage.clear();
  document.body.innerHTML = '';
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
  consoleWarn.mockRestore();
});

describe('fallback plugin: errorLoadRemote', () => {
  it.each(['afterResolve', 'beforeRequest'] as const)('lets a failure in %s pass, without reloading', async (lifecycle) => {
    expect(await settled(fallbackPlugin().errorLoadRemote?.(failure(lifecycle)))).toEqual({ result: undefined });
    expect(reloads()).toBe(0);
  });

  it('reloads the page on the first failure to load a remote module, and never settles', async () => {
    const answer = fallbackPlugin().errorLoadRemote?.(failure('onLoad'));
    expect(await settled(answer)).toBe('pending');
    expect(reloads()).toBe(1);
  });

  it('right after such a reload, gives fallback lifecycles instead of reloading again', async () => {
    expect(reloadAfterLoadFailure()).toBe(true); // the page has just been reloaded for a failure

    const lifecycles = (await fallbackPlugin().errorLoadRemote?.(failure('onLoad'))) as FallbackLifecycles;

    expect(reloads()).toBe(1);
    expect(lifecycles).toEqual(expect.objectContaining({ bootstrap: expect.any(Function), mount: expect.any(Function), unmount: expect.any(Function) }));
  });

  it("the fallback says in Russian that the section is unavailable, in the remote's own slot", async () => {
    reloadAfterLoadFailure();
    const lifecycles = (await fallbackPlugin().errorLoadRemote?.(failure('onLoad'))) as FallbackLifecycles;
    const slot = document.createElement('div');
    const elsewhere = document.createElement('div');
    document.body.append(slot, elsewhere);
    const props = { name: '@povar/mf-cook-cabinet', domElementGetter: () => slot };

    // single-spa calls each lifecycle with the application's props.
    const call = (lifecycle: unknown) => (lifecycle as (p: typeof props) => Promise<unknown>)(props);

    await act(async () => {
      await call(lifecycles.bootstrap);
      await call(lifecycles.mount);
    });

    const fallback = within(slot).getByRole('alert');
    expect(within(fallback).getByRole('heading', { name: 'Раздел временно недоступен' })).toBeInTheDocument();
    expect(slot.querySelector('[data-boundary="mf-cook-cabinet"]')).not.toBeNull();
    expect(elsewhere).toBeEmptyDOMElement();

    await act(async () => {
      await call(lifecycles.unmount);
    });
    expect(slot).toBeEmptyDOMElement();
  });
});
