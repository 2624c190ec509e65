import { act, render } from '@testing-library/react';
import * as React from 'react';
import { createElement } from 'react';
import type { Region } from './region';

const TYUMEN: Region = { id: 956, slug: 'tyumen', name: 'Тюмень' };
const OMSK: Region = { id: 1, slug: 'omsk', name: 'Омск' };

const loadRegion = () => require('./region') as typeof import('./region');
let regionChanged: jest.Mock;
let cookieWrites: string[];

beforeEach(() => {
  jest.resetModules();
  // Fresh store modules, but the one React the testing library renders with.
  jest.doMock('react', () => React);
  jest.restoreAllMocks();
  regionChanged = jest.fn();
  window.addEventListener('region:changed', regionChanged);
  cookieWrites = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    cookieWrites.push(value);
    descriptor?.set?.call(document, value);
  });
});

afterEach(() => {
  window.removeEventListener('region:changed', regionChanged);
});

const emittedSlugs = () => regionChanged.mock.calls.map(([event]) => (event as CustomEvent).detail);

describe('region store', () => {
  it('starts with no region, no error and no main cities', () => {
    expect(loadRegion().getRegion()).toEqual({ region: null, regionError: false, mainCities: [] });
  });

  it('sets the region, writes the cookie for the document server and emits region:changed', () => {
    const { setRegion, getRegion } = loadRegion();
    setRegion(TYUMEN);
    expect(getRegion().region).toEqual(TYUMEN);
    expect(cookieWrites).toEqual(['povar-region=tyumen; path=/; max-age=31536000; samesite=lax']);
    expect(document.cookie).toContain('povar-region=tyumen');
    expect(emittedSlugs()).toEqual([{ slug: 'tyumen' }]);
  });

  it('emits and writes the cookie only when the slug changes', () => {
    const { setRegion } = loadRegion();
    setRegion(TYUMEN);
    setRegion({ ...TYUMEN, name: 'г. Тюмень' });
    setRegion(OMSK);
    expect(emittedSlugs()).toEqual([{ slug: 'tyumen' }, { slug: 'omsk' }]);
    expect(cookieWrites).toHaveLength(2);
  });

  it('clearing the region emits nothing and keeps the cookie', () => {
    const { setRegion, getRegion } = loadRegion();
    setRegion(TYUMEN);
    setRegion(null);
    expect(getRegion().region).toBeNull();
    expect(emittedSlugs()).toHaveLength(1);
    expect(cookieWrites).toHaveLength(1);
    setRegion(TYUMEN);
    expect(emittedSlugs()).toHaveLength(2);
  });

  it('holds the region error flag and the main cities', () => {
    const { setRegionError, setMainCities, getRegion } = loadRegion();
    setRegionError(true);
    setMainCities([TYUMEN, OMSK]);
    expect(getRegion()).toMatchObject({ regionError: true, mainCities: [TYUMEN, OMSK] });
    setRegionError(false);
    expect(getRegion().regionError).toBe(false);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const { setRegion, subscribeRegion } = loadRegion();
    const listener = jest.fn();
    const stop = subscribeRegion(listener);
    setRegion(TYUMEN);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ region: TYUMEN }), expect.objectContaining({ region: null }));
    stop();
    setRegion(OMSK);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('re-renders hook users', () => {
    const { setRegion, useRegion } = loadRegion();
    function CityName() {
      return createElement(
        'span',
        null,
        useRegion((state) => state.region?.name ?? '—'),
      );
    }
    const view = render(createElement(CityName));
    expect(view.container.textContent).toBe('—');
    act(() => setRegion(TYUMEN));
    expect(view.container.textContent).toBe('Тюмень');
  });
});
