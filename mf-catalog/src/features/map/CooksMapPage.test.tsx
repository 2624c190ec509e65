import type { ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@povar/shared-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, RoutePages, apiRequest, setRegion, useDeliveryLocation, type MapCooks } from '@povar/shared-kit';
import { chooseTestAddress, useTestDeliveryLocation } from '../location/location-test-kit';
import type { CooksMapProps } from './CooksMap';
import { mapPoint } from './map-test-kit';
import { CooksMapPage } from './CooksMapPage';

jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  useDeliveryLocation: jest.fn(),
}));
const api = jest.mocked(apiRequest);

// OpenLayers needs a canvas jsdom lacks: the map is a stand-in that shows its props and lets the test act as the map.
let mapProps: CooksMapProps | null = null;
jest.mock('./CooksMap', () => ({
  CooksMap: (props: CooksMapProps) => {
    mapProps = props;
    return (
      <div role="region" aria-label={props.label} tabIndex={0} data-center={props.initialCenter.join(',')}>
        {props.markers.map((marker) => (
          <button key={marker.id} type="button" onClick={(event) => props.onSelectCook(marker.cook, event.currentTarget)}>
            {marker.cook.properties.name}
          </button>
        ))}
      </div>
    );
  },
}));

const TYUMEN: MapCooks = {
  center: [65.534328, 57.153033],
  radius: 50_000,
  regionId: 956,
  truncated: false,
  points: [
    mapPoint(7, [65.53, 57.15], { name: 'Марина Фёдорова', rating: 4.91, reviewsCount: 42, sanitaryVerified: true }),
    mapPoint(9, [65.6, 57.2], { name: 'Олег Смирнов', speciality: null, passportVerified: false, deliveryCost: 0, rating: 0 }),
  ],
};
const FAR: MapCooks = { ...TYUMEN, center: [66.3, 57.4], points: [mapPoint(11, [66.31, 57.41], { name: 'Ирина Белова' })] };

function showPage(url = '/tyumen/cooks-map') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, gcTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(<RoutePages pages={{ COOKS_MAP: CooksMapPage }} />, { wrapper });
}

const networkError = () => new ApiError('Network error, try again late', { status: 0, error: 'Network error, try again late', errors: [], errorType: null });

beforeEach(() => {
  api.mockReset();
  mapProps = null;
  jest.mocked(useDeliveryLocation).mockImplementation(useTestDeliveryLocation);
  setRegion({ id: 956, slug: 'tyumen', name: 'Тюмень' });
  chooseTestAddress(null);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the cooks map page', () => {
  it("loads the region's cooks, then starts the map at the region's centre with one marker per cook", async () => {
    api.mockResolvedValue(TYUMEN);
    showPage();
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем карту…');
    expect(screen.getByRole('heading', { level: 1, name: 'Повара на карте, Тюмень' })).toBeInTheDocument();
    const map = await screen.findByRole('region', { name: 'Карта поваров, Тюмень' });
    expect(map).toHaveAttribute('data-center', '65.534328,57.153033');
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith('GET', '/map/cooks', expect.objectContaining({ query: { cityId: '956' } }));
    expect(
      within(map)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Марина Фёдорова', 'Олег Смирнов']);
    expect(screen.getByRole('status')).toHaveTextContent('На карте 2 повара');
    expect(document.querySelector('[data-status]')).toHaveAttribute('data-status', 'loaded');
  });

  it('starts at the delivery address when it has coordinates, and starts again at another address chosen', async () => {
    chooseTestAddress({ lon: '65.561', lat: '57.118' });
    // The API measures from the point it was asked about and answers it as the centre.
    api.mockImplementation(async (_method, _path, options) => {
      const query = options?.query ?? {};
      return { ...TYUMEN, center: [Number(query.lon), Number(query.lat)] } as never;
    });
    showPage();
    const map = await screen.findByRole('region', { name: 'Карта поваров, Тюмень' });
    expect(map).toHaveAttribute('data-center', '65.561,57.118');
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith('GET', '/map/cooks', expect.objectContaining({ query: { cityId: '956', lon: '65.561', lat: '57.118' } }));

    chooseTestAddress({ lon: '65.4', lat: '57.3' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Карта поваров, Тюмень' })).toHaveAttribute('data-center', '65.4,57.3'));
    expect(api).toHaveBeenLastCalledWith('GET', '/map/cooks', expect.objectContaining({ query: { cityId: '956', lon: '65.4', lat: '57.3' } }));
  });

  it("shows a picked cook's card, linking to the cook in the region, and gives the focus back when it closes", async () => {
    api.mockResolvedValue(TYUMEN);
    showPage();
    const user = userEvent.setup();
    const marker = await screen.findByRole('button', { name: 'Марина Фёдорова' });
    await user.click(marker);
    const card = screen.getByRole('region', { name: 'Марина Фёдорова' });
    expect(card).toHaveFocus();
    expect(within(card).getByRole('link', { name: 'Марина Фёдорова' })).toHaveAttribute('href', '/tyumen/cooks/detail/7');
    expect(within(card).getByRole('link', { name: 'Меню повара' })).toHaveAttribute('href', '/tyumen/cooks/detail/7');
    expect(card).toHaveTextContent('Домашняя кухня');
    expect(card).toHaveTextContent('4.9');
    expect(card).toHaveTextContent('42 отзыва');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((badge) => badge.textContent?.trim()),
    ).toEqual(['Повар проверен', 'Медицинская книжка']);
    expect(card).toHaveTextContent(/Доставка 150\s₽/);
    expect(mapProps?.selectedId).toBe(7);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Марина Фёдорова' })).not.toBeInTheDocument();
    expect(marker).toHaveFocus();
    expect(mapProps?.selectedId).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Олег Смирнов' }));
    const other = screen.getByRole('region', { name: 'Олег Смирнов' });
    expect(other).toHaveTextContent('5.0');
    expect(other).toHaveTextContent('Доставка Бесплатно');
    expect(within(other).queryByRole('list')).not.toBeInTheDocument();
    await user.click(within(other).getByRole('button', { name: 'Закрыть карточку повара' }));
    expect(screen.queryByRole('region', { name: 'Олег Смирнов' })).not.toBeInTheDocument();
  });

  it('loads the cooks around a new centre after a pan, keeping the old ones meanwhile, and reports the centre', async () => {
    api.mockResolvedValueOnce(TYUMEN);
    showPage();
    await screen.findByRole('button', { name: 'Марина Фёдорова' });
    // The map's first moveend and a zoom inside what is loaded ask for nothing.
    act(() => mapProps?.onCenterUpdate({ center: [65.534328, 57.153033], zoom: 10, radius: 61_000 }));
    act(() => mapProps?.onCenterUpdate({ center: [65.55, 57.16], zoom: 13, radius: 4_000 }));
    expect(api).toHaveBeenCalledTimes(1);

    let answer: (value: MapCooks) => void = () => undefined;
    api.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    act(() => mapProps?.onCenterUpdate({ center: [66.3012, 57.4033], zoom: 10, radius: 33_000 }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(api).toHaveBeenLastCalledWith('GET', '/map/cooks', expect.objectContaining({ query: { cityId: '956', lon: '66.3', lat: '57.4', radius: '50000' } }));
    expect(await screen.findByText('Загружаем поваров…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Марина Фёдорова' })).toBeInTheDocument();
    await act(async () => answer(FAR));
    expect(await screen.findByRole('button', { name: 'Ирина Белова' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Марина Фёдорова' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('На карте 1 повар');
    // The map keeps its first centre; only the cooks change.
    expect(screen.getByRole('region', { name: 'Карта поваров, Тюмень' })).toHaveAttribute('data-center', '65.534328,57.153033');
  });

  it('says in Russian when the cooks could not be loaded, and tries again on request', async () => {
    // The first try and its one retry.
    api.mockRejectedValueOnce(networkError()).mockRejectedValueOnce(networkError());
    showPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Нет связи с сервером: поваров на карте не видно. Проверьте подключение к интернету и попробуйте ещё раз.');
    expect(screen.queryByRole('region', { name: /Карта поваров/ })).not.toBeInTheDocument();
    expect(document.querySelector('[data-status]')).toHaveAttribute('data-status', 'error');

    api.mockResolvedValueOnce(TYUMEN);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByRole('region', { name: 'Карта поваров, Тюмень' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the map and its cooks when a later load fails', async () => {
    api.mockResolvedValueOnce(TYUMEN);
    showPage();
    await screen.findByRole('button', { name: 'Марина Фёдорова' });
    api.mockRejectedValueOnce(new Error('500')).mockRejectedValueOnce(new Error('500'));
    act(() => mapProps?.onCenterUpdate({ center: [66.3, 57.4], zoom: 10, radius: 33_000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить поваров на карте. Попробуйте ещё раз через минуту.');
    expect(screen.getByRole('button', { name: 'Марина Фёдорова' })).toBeInTheDocument();
  });
});
