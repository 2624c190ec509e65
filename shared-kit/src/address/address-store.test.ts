import { act } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { apiRequest } from '../api/api-client';
import type { GuestAddress, UserAddress } from '../contracts/addresses';
import { on } from '../events/event-bus';
import { clearTokens, setTokens } from '../stores/auth';
import { getRegion, setRegion, setRegionError } from '../stores/region';
import { listenToPopupRequests } from '../account/popups';
import {
  deleteAddress,
  getAddressState,
  initAddress,
  makeAddressActive,
  markAskedForAddress,
  resetAddress,
  resetAddressStoreForTests,
  saveAddress,
  ASKED_FOR_ADDRESS_KEY,
} from './address-store';
import { chooseAddress, deliveryLocationOf, deliveryLocationPoint, deliveryLocationQuery, getDeliveryLocation, requestAddress } from './address-request';
import { pathInRegion } from './address-region';

jest.mock('../api/api-client', () => ({ apiRequest: jest.fn() }));
jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const api = jest.mocked(apiRequest);

const TYUMEN = { id: 956, slug: 'tyumen', name: 'Тюмень' };
const MOSCOW = { id: 1, slug: 'moskva', name: 'Москва' };
const GUEST_ADDRESS: GuestAddress = { address: 'г Тюмень, ул Республики, д 1', fiasId: 'f-1', mainCity: TYUMEN, lat: '57.153033', lon: '65.534328' };
const home = (id: number, active: boolean, mainCity = TYUMEN): UserAddress => ({
  ...GUEST_ADDRESS,
  id,
  active,
  mainCity,
  address: `адрес ${id}`,
  apartment: null,
  entrance: null,
  intercom: null,
  floor: null,
  comment: null,
  recipientName: null,
  recipientPhone: null,
});

const signIn = () => act(() => setTokens({ accessToken: 'a' }));

let popups: { popup: string; props?: Record<string, unknown> }[] = [];
let stopPopups: () => void = () => undefined;

beforeEach(() => {
  api.mockReset();
  jest.mocked(navigateToUrl).mockReset();
  act(() => clearTokens());
  resetAddressStoreForTests();
  setRegion(TYUMEN);
  setRegionError(false);
  window.history.replaceState(null, '', '/tyumen/menu');
  popups = [];
  stopPopups = listenToPopupRequests((request) => popups.push(request));
});

afterEach(() => stopPopups());

describe('the delivery address at start-up', () => {
  it("loads a guest's saved address and remembers that the guest has one", async () => {
    api.mockResolvedValue(GUEST_ADDRESS);
    await initAddress();
    expect(api).toHaveBeenCalledWith('GET', '/guest/addresses');
    expect(getAddressState()).toMatchObject({ address: GUEST_ADDRESS, guestHaveSavedAddress: true, loaded: true });
  });

  it("loads a signed-in user's list; the active address is the one in use", async () => {
    api.mockResolvedValue([home(2, false), home(1, true)]);
    signIn();
    await initAddress();
    expect(api).toHaveBeenLastCalledWith('GET', '/profiles/addresses');
    expect(getAddressState().address).toMatchObject({ id: 1, active: true });
    expect(getAddressState().addressList).toHaveLength(2);
  });

  it('keeps the state as it was when the load fails', async () => {
    api.mockRejectedValue(new Error('offline'));
    await initAddress();
    expect(getAddressState()).toMatchObject({ address: null, loaded: true });
  });

  it("forgets a user's addresses on sign-out and brings back the guest's", async () => {
    api.mockResolvedValue([home(1, true)]);
    signIn();
    await initAddress();
    api.mockResolvedValue(null);
    act(() => clearTokens());
    expect(getAddressState().addressList).toEqual([]);
    await act(async () => undefined);
    expect(api).toHaveBeenLastCalledWith('GET', '/guest/addresses');
  });
});

describe('saving an address', () => {
  it('a guest saves the one guest address: it is in use, the guest has one and counts as asked', async () => {
    const changes: unknown[] = [];
    const off = on('address:changed', (detail) => changes.push(detail));
    api.mockResolvedValue(GUEST_ADDRESS);
    await saveAddress({ address: GUEST_ADDRESS.address, fiasId: 'f-1', mainCityId: 956, lat: 57.153033, lon: 65.534328 });
    off();
    expect(api).toHaveBeenCalledWith('POST', '/guest/addresses', { body: expect.objectContaining({ mainCityId: 956 }) });
    expect(getAddressState()).toMatchObject({ address: GUEST_ADDRESS, guestHaveSavedAddress: true, askedForAddress: true });
    expect(localStorage.getItem(ASKED_FOR_ADDRESS_KEY)).toBe('true');
    expect(changes).toHaveLength(1);
    // Same region as the page: the page stays.
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('a signed-in user creates it, makes it active, refetches the list and edits the new one', async () => {
    signIn();
    const calls: string[] = [];
    api.mockImplementation(async (method, path) => {
      calls.push(`${method} ${path}`);
      if (method === 'POST' && path === '/profiles/addresses') return home(5, false);
      if (path === '/profiles/addresses') return [home(5, true), home(1, false)];
      return home(5, true);
    });
    const saved = await saveAddress({ address: 'адрес 5', fiasId: null, mainCityId: 956, lat: null, lon: null });
    expect(calls).toEqual(['POST /profiles/addresses', 'POST /profiles/addresses/5/active', 'GET /profiles/addresses']);
    expect(saved).toMatchObject({ id: 5, active: true });
    expect(getAddressState()).toMatchObject({ addressEditId: 5, address: { id: 5 } });
  });

  it("'to favourite' adds to the list and leaves the delivery address as it was", async () => {
    signIn();
    api.mockImplementation(async (method, path) => {
      if (method === 'POST') return home(5, false);
      if (path === '/profiles/addresses') return [home(5, false), home(1, true)];
      return undefined;
    });
    await saveAddress({ address: 'адрес 5', fiasId: null, mainCityId: 956, lat: null, lon: null }, { toFavourite: true });
    expect(api).not.toHaveBeenCalledWith('POST', '/profiles/addresses/5/active');
    expect(getAddressState().address).toMatchObject({ id: 1 });
    expect(getAddressState().addressEditId).toBe(5);
  });

  it('an address in another served city takes the site to that region, on the same listing', async () => {
    window.history.replaceState(null, '', '/tyumen/menu/page-3?sort=price');
    api.mockResolvedValue({ ...GUEST_ADDRESS, mainCity: MOSCOW });
    await saveAddress({ address: 'г Москва, ул Тверская, д 1', fiasId: null, mainCityId: 1, lat: 55.76, lon: 37.61 });
    expect(getRegion().region).toEqual(MOSCOW);
    expect(navigateToUrl).toHaveBeenCalledWith('/moskva/menu?sort=price');
  });

  it('making another address active refetches and follows its region; deleting refetches', async () => {
    signIn();
    api.mockImplementation(async (method, path) => {
      if (path === '/profiles/addresses/2/active') return home(2, true, MOSCOW);
      if (path === '/profiles/addresses') return method === 'GET' ? [home(2, true, MOSCOW)] : undefined;
      if (method === 'DELETE') return { deleted: true, activeId: 2 };
      return undefined;
    });
    await makeAddressActive(2);
    expect(getAddressState().address).toMatchObject({ id: 2 });
    expect(navigateToUrl).toHaveBeenCalledWith('/moskva/menu');
    await deleteAddress(1);
    expect(api).toHaveBeenCalledWith('DELETE', '/profiles/addresses/1');
  });

  it('passes a refusal (an unserved city) to the caller and keeps the address in use', async () => {
    api.mockResolvedValueOnce(GUEST_ADDRESS);
    await initAddress();
    api.mockRejectedValueOnce(new Error('Сервис ещё недоступен в этом городе'));
    await expect(saveAddress({ address: 'x', fiasId: null, mainCityId: 9, lat: null, lon: null })).rejects.toThrow('недоступен');
    expect(getAddressState().address).toEqual(GUEST_ADDRESS);
  });
});

describe('asking for an address', () => {
  const geolocation = (outcome: 'allow' | 'deny') => {
    const getCurrentPosition = jest.fn((success: PositionCallback, failure: PositionErrorCallback) => {
      if (outcome === 'allow') success({ coords: { latitude: 57.1, longitude: 65.5 } } as GeolocationPosition);
      else failure({ code: 1 } as GeolocationPositionError);
    });
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    return getCurrentPosition;
  };

  it('without a saved address asks the browser; allowed: the point is kept, the visitor is asked, the map opens', async () => {
    const ask = geolocation('allow');
    await requestAddress();
    expect(ask).toHaveBeenCalled();
    expect(getAddressState()).toMatchObject({ geoLocationCoords: [65.5, 57.1], askedForAddress: true });
    expect(popups).toEqual([{ popup: 'address-map', props: { toFavourite: false } }]);
  });

  it('refused: the map opens anyway and the banner still waits for an answer', async () => {
    geolocation('deny');
    await requestAddress();
    expect(getAddressState()).toMatchObject({ geoLocationCoords: null, askedForAddress: false });
    expect(popups.map((request) => request.popup)).toEqual(['address-map']);
  });

  it('with a saved address the map opens at once; "to favourite" only for signed-in users', async () => {
    const ask = geolocation('allow');
    api.mockResolvedValue(GUEST_ADDRESS);
    await initAddress();
    await requestAddress({ toFavourite: true });
    expect(ask).not.toHaveBeenCalled();
    expect(popups).toEqual([{ popup: 'address-map', props: { toFavourite: false } }]);

    api.mockResolvedValue([home(1, true)]);
    signIn();
    await initAddress();
    await requestAddress({ toFavourite: true });
    expect(popups[1]).toEqual({ popup: 'address-map', props: { toFavourite: true } });
  });

  it("the header's widget gives a signed-in user with addresses the list, a guest the request", async () => {
    geolocation('deny');
    chooseAddress();
    await act(async () => undefined);
    expect(popups.at(-1)?.popup).toBe('address-map');
    api.mockResolvedValue([home(1, true)]);
    signIn();
    await initAddress();
    chooseAddress();
    expect(popups.at(-1)?.popup).toBe('address-list');
  });

  it("'Позже' (marking asked) is remembered across reloads", () => {
    markAskedForAddress();
    expect(localStorage.getItem(ASKED_FOR_ADDRESS_KEY)).toBe('true');
    expect(getAddressState().askedForAddress).toBe(true);
  });
});

describe('the delivery location queries carry', () => {
  it("is the address's point with the region, or the region's city alone", async () => {
    expect(deliveryLocationOf({ lat: '57.1', lon: '65.5' }, 956)).toEqual({ cityId: '956', lat: '57.1', lon: '65.5' });
    expect(deliveryLocationOf({ lat: null, lon: null }, 3)).toEqual({ cityId: '3' });
    expect(deliveryLocationOf(null, null)).toEqual({ cityId: '956' });
    api.mockResolvedValue(GUEST_ADDRESS);
    await initAddress();
    expect(getDeliveryLocation()).toEqual({ cityId: '956', lat: '57.153033', lon: '65.534328' });
    resetAddress();
    expect(getDeliveryLocation()).toEqual({ cityId: '956' });
  });

  it('becomes query parameters (both coordinates or none) and a point for maps', () => {
    expect(deliveryLocationQuery({ cityId: '956', lon: '65.5', lat: '57.1' })).toEqual({ cityId: '956', lon: '65.5', lat: '57.1' });
    expect(deliveryLocationQuery({ cityId: '956', lon: '65.5' })).toEqual({ cityId: '956' });
    expect(deliveryLocationPoint({ cityId: '956', lon: '65.5', lat: '57.1' })).toEqual([65.5, 57.1]);
    expect(deliveryLocationPoint({ cityId: '956' })).toBeNull();
  });
});

describe('the same page in another region', () => {
  it('keeps listings (without the page number) and sends detail pages home; region-less pages have none', () => {
    expect(pathInRegion('/tyumen/cooks/pirogi/page-2', '', 'moskva')).toBe('/moskva/cooks/pirogi');
    expect(pathInRegion('/tyumen/cooks-map', '?x=1', 'moskva')).toBe('/moskva/cooks-map?x=1');
    expect(pathInRegion('/tyumen/menu/detail/5', '', 'moskva')).toBe('/moskva/');
    expect(pathInRegion('/profile/address', '', 'moskva')).toBeNull();
  });
});
