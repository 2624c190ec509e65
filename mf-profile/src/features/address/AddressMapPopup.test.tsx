import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiRequest,
  getAddressState,
  notifyError,
  notifySuccess,
  reachGoal,
  resetAddressStoreForTests,
  saveAddress,
  setGeoLocationCoords,
  setMainCities,
  setRegion,
  updateAddress,
  type GeoAddress,
  type LonLat,
} from '@povar/shared-kit';
import { apiFailure, renderWithProviders, signIn, signOut, stubNetwork, stubScrolling } from '../../test-kit';
import { ADDRESS_SAVED_TEXT, GEOLOCATION_FAILED_TEXT, NO_ADDRESS_HERE_TEXT, NOT_SERVED_TEXT } from './address-geo';
import { geoAddress, HOUSE, HOUSE_FIAS_ID, NEAR_CENTRE, STREET, STREET_FIAS_ID, TYUMEN, TYUMEN_FIAS_ID, userAddress } from './address-test-kit';
import type { AddressMapProps } from './AddressMap';
import { AddressMapPopup, MAP_LABEL } from './AddressMapPopup';

jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  saveAddress: jest.fn(),
  updateAddress: jest.fn(),
  reachGoal: jest.fn(),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
}));
const api = jest.mocked(apiRequest);

// OpenLayers needs a canvas jsdom lacks: a stand-in shows the map's props, and the test moves it.
let mapProps: AddressMapProps | null = null;
jest.mock('./AddressMap', () => ({
  AddressMap: (props: AddressMapProps) => {
    mapProps = props;
    return <div role="region" aria-label={props.label} data-start={`${props.initialCenter.join(',')}@${props.initialZoom}`} />;
  },
}));

/** The map comes to rest with `center` under the pin. */
const moveMap = (center: LonLat) => act(() => mapProps!.onCenterChange(center));
const lookups = () => api.mock.calls.filter(([, path]) => path === '/geo/address-by-coordinates');
const callsTo = (path: string) => api.mock.calls.filter(([, called]) => called === path).map(([, , options]) => options?.query);

/** The region's city, the reverse lookup's `found`, and the search's streets and houses. */
function answerGeo({ found = NEAR_CENTRE as GeoAddress | null, addresses = [] as GeoAddress[] } = {}) {
  api.mockImplementation(async (_method, path) => {
    if (path === '/geo/main-cities-by-slug/tyumen') return TYUMEN;
    if (path === '/geo/address-by-coordinates') return found;
    if (path === '/geo/street-by-query/') return [STREET];
    if (path === '/geo/addresses-by-query') return addresses;
    if (path === '/geo/house-by-query/') return [HOUSE];
    throw new Error(`unexpected call ${path}`);
  });
}

const onClose = jest.fn();
const show = (props: { toFavourite?: boolean } = {}) => renderWithProviders(<AddressMapPopup {...props} onClose={onClose} />);
const confirmButton = () => screen.getByRole('button', { name: 'Подтвердить адрес' });

async function openMapAt(center: LonLat = [65.534328, 57.153033]) {
  await screen.findByRole('region', { name: MAP_LABEL });
  moveMap(center);
}

/** Types a street, picks it, types the house and picks that. */
async function pickHouseBySearch(user: ReturnType<typeof userEvent.setup>) {
  const field = screen.getByRole('combobox', { name: 'Улица и дом' });
  await user.type(field, 'Респ');
  await user.click(await screen.findByRole('option', { name: STREET.value }));
  expect(field).toHaveValue(`${STREET.value}, `);
  await user.type(field, '65');
  await user.click(await screen.findByRole('option', { name: HOUSE.value }));
}

beforeEach(() => {
  stubNetwork();
  stubScrolling();
  signOut();
  resetAddressStoreForTests();
  setRegion({ id: 956, slug: 'tyumen', name: 'Тюмень' });
  setMainCities([]);
  api.mockReset();
  mapProps = null;
  onClose.mockReset();
  jest.mocked(saveAddress).mockReset();
  jest.mocked(updateAddress).mockReset();
  jest.mocked(reachGoal).mockClear();
  jest.mocked(notifySuccess).mockClear();
  jest.mocked(notifyError).mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('AddressMapPopup: the map and the address under the pin', () => {
  it("starts at the region's centre, then names the address where the map comes to rest", async () => {
    answerGeo();
    show();
    expect(screen.getByRole('dialog', { name: 'Адрес доставки' })).toBeInTheDocument();
    const map = await screen.findByRole('region', { name: MAP_LABEL });
    expect(map).toHaveAttribute('data-start', '65.534328,57.153033@12');
    expect(screen.getByText('Определяем адрес…')).toBeInTheDocument();

    moveMap([65.5343, 57.1531]);
    expect(await screen.findByText(NEAR_CENTRE.value, {}, { timeout: 2000 })).toBeInTheDocument();
    expect(lookups()).toHaveLength(1);
    expect(lookups()[0]![2]).toEqual(expect.objectContaining({ query: { lat: '57.153100', lon: '65.534300' }, signal: expect.any(AbortSignal) }));
    expect(confirmButton()).toBeEnabled();
  });

  it('starts close to where the browser said the visitor is', async () => {
    answerGeo();
    setGeoLocationCoords([65.6, 57.2]);
    show();
    expect(await screen.findByRole('region', { name: MAP_LABEL })).toHaveAttribute('data-start', '65.6,57.2@16');
  });

  it('says when there is no address under the pin, and nothing can be confirmed', async () => {
    answerGeo({ found: null });
    show();
    await openMapAt();
    expect(await screen.findByText(NO_ADDRESS_HERE_TEXT, {}, { timeout: 2000 })).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });

  it('asks once the map has rested, and an older answer arriving late is ignored', async () => {
    const answers: ((address: GeoAddress) => void)[] = [];
    api.mockImplementation((_method, path) => {
      if (path === '/geo/main-cities-by-slug/tyumen') return Promise.resolve(TYUMEN);
      return new Promise((resolve) => answers.push(resolve as (address: GeoAddress) => void));
    });
    show();
    await openMapAt([65.5, 57.1]);
    // A second move within the pause: only the last place is asked about.
    moveMap([65.51, 57.11]);
    await waitFor(() => expect(lookups()).toHaveLength(1), { timeout: 2000 });
    expect(lookups()[0]![2]?.query).toEqual({ lat: '57.110000', lon: '65.510000' });

    moveMap([65.52, 57.12]);
    await waitFor(() => expect(lookups()).toHaveLength(2), { timeout: 2000 });
    const first = lookups()[0]![2]!.signal!;
    expect(first.aborted).toBe(true);
    await act(async () => answers[1]!(geoAddress('г Тюмень, ул Новая, д 1', { house: '1', street_fias_id: STREET_FIAS_ID })));
    await act(async () => answers[0]!(geoAddress('г Тюмень, ул Старая, д 9', { house: '9', street_fias_id: STREET_FIAS_ID })));
    expect(screen.getByText('г Тюмень, ул Новая, д 1')).toBeInTheDocument();
    expect(screen.queryByText('г Тюмень, ул Старая, д 9')).not.toBeInTheDocument();
  });

  it('keeps confirming closed for an address outside the served cities, saying why', async () => {
    answerGeo({ found: geoAddress('г Ишим, ул Ленина, д 1', { house: '1', street_fias_id: STREET_FIAS_ID }, null) });
    show();
    await openMapAt();
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_SERVED_TEXT);
    expect(screen.getByText('г Ишим, ул Ленина, д 1')).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });
});

describe('AddressMapPopup: the street, then the house', () => {
  it("looks for streets in the region's city, then for houses of the chosen street; a house moves the map and can be confirmed", async () => {
    const user = userEvent.setup();
    answerGeo({ found: null });
    show();
    await openMapAt();
    await screen.findByText(NO_ADDRESS_HERE_TEXT, {}, { timeout: 2000 });
    expect(confirmButton()).toBeDisabled();

    const field = screen.getByRole('combobox', { name: 'Улица и дом' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.type(field, 'Респ');
    const street = await screen.findByRole('option', { name: STREET.value });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(callsTo('/geo/street-by-query/')).toEqual([{ query: 'Респ', fiasId: TYUMEN_FIAS_ID }]);
    expect(callsTo('/geo/addresses-by-query')).toEqual([{ query: 'Респ', cityFiasId: TYUMEN_FIAS_ID }]);

    await user.click(street);
    expect(field).toHaveValue(`${STREET.value}, `);
    expect(screen.getByText('Введите номер дома', { selector: '[aria-hidden]' })).toBeInTheDocument();
    await user.type(field, '65');
    await screen.findByRole('option', { name: HOUSE.value });
    expect(callsTo('/geo/house-by-query/')).toEqual([{ query: '65', fiasId: STREET_FIAS_ID }]);

    // The keyboard chooses as well as the mouse.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue(HOUSE.value);
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(mapProps!.moveTo).toEqual({ center: [65.5562, 57.1522], zoom: 17 });
    expect(within(screen.getByRole('dialog')).getAllByText(HOUSE.value).length).toBeGreaterThan(0);
    expect(confirmButton()).toBeEnabled();

    // The map comes to rest on the house: it is the address already, nothing more is asked.
    const asked = lookups().length;
    moveMap([65.5562, 57.1522]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(lookups()).toHaveLength(asked);
    expect(confirmButton()).toBeEnabled();
  });

  it('finds a whole address typed at once, and Escape closes the list', async () => {
    const user = userEvent.setup();
    answerGeo({ addresses: [HOUSE, geoAddress('г Тюмень', { fias_level: '4' })] });
    show();
    const field = screen.getByRole('combobox', { name: 'Улица и дом' });
    await user.type(field, 'Республики 65');
    const options = await screen.findAllByRole('option');
    // The street, then the house; the city alone is not an address.
    expect(options.map((option) => option.textContent)).toEqual([STREET.value, HOUSE.value]);
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    // The popup stays: only a second Escape closes it.
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('AddressMapPopup: the city', () => {
  const EKATERINBURG = {
    ...TYUMEN,
    id: 2,
    slug: 'ekaterinburg',
    name: 'Екатеринбург',
    fiasId: '2763c110-cb8b-416a-9dac-ad28a55b4402',
    lat: 56.8386,
    lon: 60.6055,
  };

  it('looks for streets in another served city once it is chosen, and flies there', async () => {
    const user = userEvent.setup();
    setMainCities([
      { id: 956, slug: 'tyumen', name: 'Тюмень' },
      { id: 2, slug: 'ekaterinburg', name: 'Екатеринбург' },
    ]);
    answerGeo({ found: null });
    const tyumenAnswers = api.getMockImplementation()!;
    api.mockImplementation(async (method, path, options) =>
      path === '/geo/main-cities-by-slug/ekaterinburg' ? EKATERINBURG : tyumenAnswers(method, path, options),
    );
    show();
    const city = screen.getByRole('combobox', { name: 'Город' });
    expect(city).toHaveValue('tyumen');
    const map = await screen.findByRole('region', { name: MAP_LABEL });
    await user.selectOptions(city, 'Екатеринбург');
    await waitFor(() => expect(mapProps!.moveTo).toEqual({ center: [60.6055, 56.8386], zoom: 12 }));
    // The same map, flown there: not another one started.
    expect(screen.getByRole('region', { name: MAP_LABEL })).toBe(map);

    await user.type(screen.getByRole('combobox', { name: 'Улица и дом' }), 'Малыш');
    await screen.findByRole('option', { name: STREET.value });
    expect(callsTo('/geo/street-by-query/')).toEqual([{ query: 'Малыш', fiasId: EKATERINBURG.fiasId }]);
  });

  it('offers no choice of city when the site serves one', async () => {
    answerGeo();
    show();
    await screen.findByRole('region', { name: MAP_LABEL });
    expect(screen.queryByRole('combobox', { name: 'Город' })).not.toBeInTheDocument();
  });
});

describe('AddressMapPopup: confirming', () => {
  it("saves the guest's address with its house, city and point, counts the goal, and closes", async () => {
    const user = userEvent.setup();
    answerGeo({ found: null });
    jest.mocked(saveAddress).mockResolvedValue({
      address: HOUSE.value,
      fiasId: HOUSE_FIAS_ID,
      mainCity: { id: 956, slug: 'tyumen', name: 'Тюмень' },
      lat: '57.1522',
      lon: '65.5562',
    });
    show();
    await pickHouseBySearch(user);
    await user.click(confirmButton());
    expect(reachGoal).toHaveBeenCalledWith('confirm-address');
    expect(saveAddress).toHaveBeenCalledWith(
      { address: HOUSE.value, fiasId: HOUSE_FIAS_ID, mainCityId: 956, lat: 57.1522, lon: 65.5562 },
      { toFavourite: false },
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(notifySuccess).toHaveBeenCalledWith(ADDRESS_SAVED_TEXT);
  });

  it("shows the API's refusal in the popup and keeps what was chosen", async () => {
    const user = userEvent.setup();
    answerGeo({ found: null });
    jest.mocked(saveAddress).mockRejectedValue(apiFailure(400, 'Можно сохранить не больше 20 адресов'));
    show();
    await pickHouseBySearch(user);
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Можно сохранить не больше 20 адресов');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Улица и дом' })).toHaveValue(HOUSE.value);
    expect(confirmButton()).toBeEnabled();
  });

  it("asks a signed-in user for the details and saves them onto the new address ('to favourite')", async () => {
    const user = userEvent.setup();
    await signIn();
    answerGeo({ found: null });
    const saved = userAddress(31, HOUSE.value, { fiasId: HOUSE_FIAS_ID });
    jest.mocked(saveAddress).mockResolvedValue(saved);
    jest.mocked(updateAddress).mockResolvedValue({ ...saved, apartment: '12' });
    show({ toFavourite: true });
    expect(screen.getByRole('dialog', { name: 'Новый адрес' })).toBeInTheDocument();
    await pickHouseBySearch(user);
    await user.click(confirmButton());
    expect(saveAddress).toHaveBeenCalledWith(expect.objectContaining({ address: HOUSE.value }), { toFavourite: true });

    await screen.findByRole('heading', { name: 'Уточните адрес' });
    // The same popup, a step further.
    const details = screen.getByRole('dialog', { name: 'Новый адрес' });
    expect(notifySuccess).not.toHaveBeenCalled();
    await user.type(within(details).getByLabelText('Квартира'), '12');
    await user.type(within(details).getByLabelText('Подъезд'), '2');
    await user.type(within(details).getByLabelText('Комментарий'), 'Код домофона скажу по телефону');
    await user.click(within(details).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(updateAddress).toHaveBeenCalledWith(31, {
      address: HOUSE.value,
      fiasId: HOUSE_FIAS_ID,
      mainCityId: 956,
      lat: 57.1522,
      lon: 65.5562,
      apartment: '12',
      entrance: '2',
      floor: null,
      intercom: null,
      comment: 'Код домофона скажу по телефону',
    });
    expect(notifySuccess).toHaveBeenCalledWith(ADDRESS_SAVED_TEXT);
  });

  it("lets the details go with 'Пропустить'", async () => {
    const user = userEvent.setup();
    await signIn();
    answerGeo({ found: null });
    jest.mocked(saveAddress).mockResolvedValue(userAddress(31, HOUSE.value));
    show();
    await pickHouseBySearch(user);
    await user.click(confirmButton());
    await user.click(await screen.findByRole('button', { name: 'Пропустить' }));
    expect(onClose).toHaveBeenCalled();
    expect(updateAddress).not.toHaveBeenCalled();
  });
});

describe("AddressMapPopup: 'Моё местоположение'", () => {
  const geolocation = (position: GeolocationPosition | null) => {
    const getCurrentPosition = jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (position) success(position);
      else failure?.({ code: 1, message: 'denied' } as GeolocationPositionError);
    });
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    return getCurrentPosition;
  };

  it('is not offered where the browser cannot tell', async () => {
    answerGeo();
    show();
    await screen.findByRole('region', { name: MAP_LABEL });
    expect(screen.queryByRole('button', { name: 'Моё местоположение' })).not.toBeInTheDocument();
  });

  it('centres the map on the visitor and remembers the point; a refusal says so', async () => {
    const user = userEvent.setup();
    answerGeo();
    geolocation({ coords: { longitude: 65.61, latitude: 57.21 } } as GeolocationPosition);
    show();
    await screen.findByRole('region', { name: MAP_LABEL });
    await user.click(screen.getByRole('button', { name: 'Моё местоположение' }));
    expect(mapProps!.moveTo).toEqual({ center: [65.61, 57.21], zoom: 16 });
    expect(getAddressState().geoLocationCoords).toEqual([65.61, 57.21]);

    geolocation(null);
    await user.click(screen.getByRole('button', { name: 'Моё местоположение' }));
    expect(notifyError).toHaveBeenCalledWith(GEOLOCATION_FAILED_TEXT);
  });
});
