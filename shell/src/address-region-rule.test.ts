import { act } from '@testing-library/react';
import {
  clearTokens,
  getAddressState,
  getRegion,
  initAddress,
  listenToPopupRequests,
  resetAddressStoreForTests,
  setRegion,
  setRegionError,
  setTokens,
} from '@povar/shared-kit';
import { applyAddressRegionRule } from './address-region-rule';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
// The kit's modules call the API client by its path.
jest.mock('../../shared-kit/src/api/api-client', () => ({ apiRequest: jest.fn() }));

const TYUMEN = { id: 956, slug: 'tyumen', name: 'Тюмень' };
const OMSK = { id: 958, slug: 'omsk', name: 'Омск' };
const TYUMEN_ADDRESS = { address: 'г Тюмень, ул Республики, д 1', fiasId: null, mainCity: TYUMEN, lat: '57.1', lon: '65.5' };

const kitApi = () => jest.requireMock<{ apiRequest: jest.Mock }>('../../shared-kit/src/api/api-client').apiRequest;
let popups: { popup: string; props?: Record<string, unknown> }[] = [];
let stop: () => void = () => undefined;

beforeEach(() => {
  kitApi().mockReset();
  act(() => clearTokens());
  resetAddressStoreForTests();
  sessionStorage.clear();
  setRegion(OMSK);
  setRegionError(false);
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
  popups = [];
  stop = listenToPopupRequests((request) => popups.push(request));
});
afterEach(() => stop());

async function guestWith(address: object | null) {
  kitApi().mockResolvedValue(address);
  await initAddress();
}

describe('the address and the region', () => {
  it("at start, a page without a region takes the saved address's region", async () => {
    await guestWith(TYUMEN_ADDRESS);
    applyAddressRegionRule('/profile/menu', { atStart: true });
    expect(getRegion().region).toEqual(TYUMEN);
    expect(getAddressState().address).toEqual(TYUMEN_ADDRESS);
  });

  it('a page of another region resets the address and asks a guest again (the map, as the guest has one saved), once per session', async () => {
    await guestWith(TYUMEN_ADDRESS);
    await act(async () => applyAddressRegionRule('/omsk/menu'));
    expect(getAddressState().address).toBeNull();
    expect(popups).toEqual([{ popup: 'address-map', props: { toFavourite: false } }]);

    // Reloaded in the same session: the address goes again, the question does not.
    await guestWith(TYUMEN_ADDRESS);
    await act(async () => applyAddressRegionRule('/omsk/'));
    expect(getAddressState().address).toBeNull();
    expect(popups).toHaveLength(1);
  });

  it('a signed-in user with addresses gets the list', async () => {
    kitApi().mockResolvedValue([
      {
        ...TYUMEN_ADDRESS,
        id: 1,
        active: true,
        apartment: null,
        entrance: null,
        intercom: null,
        floor: null,
        comment: null,
        recipientName: null,
        recipientPhone: null,
      },
    ]);
    act(() => setTokens({ accessToken: 'a' }));
    await initAddress();
    applyAddressRegionRule('/omsk/cooks');
    expect(popups).toEqual([{ popup: 'address-list' }]);
    expect(getAddressState().address).toBeNull();
  });

  it("leaves everything as it is in the address's own region, and on the region-not-available screen", async () => {
    await guestWith(TYUMEN_ADDRESS);
    applyAddressRegionRule('/tyumen/menu');
    setRegionError(true);
    applyAddressRegionRule('/omsk/menu');
    expect(getAddressState().address).toEqual(TYUMEN_ADDRESS);
    expect(popups).toEqual([]);
  });
});
