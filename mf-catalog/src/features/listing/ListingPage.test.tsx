import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoutePages, apiRequest, on, setRegion, useDeliveryLocation, type CookList, type DishList, type QueryParams, type SortOption } from '@povar/shared-kit';
import { COOK, renderInApp } from '../dish/dish-test-kit';
import { dishCard } from '../home/home-test-kit';
import { chooseTestAddress, useTestDeliveryLocation } from '../location/location-test-kit';
import { CooksPage, MenuPage } from './catalog-pages';

jest.mock('@povar/shared-kit', () => ({ ...jest.requireActual('@povar/shared-kit'), apiRequest: jest.fn(), useDeliveryLocation: jest.fn() }));
const api = jest.mocked(apiRequest);

/** Metres from the address the fake API measures: a point 'near' and a point 'far' away. */
const NEAR = { lon: '65.561', lat: '57.118' };
const FAR = { lon: '65.4', lat: '57.3' };
const metresFrom = (query: QueryParams) => (query.lon === undefined ? null : query.lon === NEAR.lon ? 2345 : 15_050);

/** The sorts as the API lists them: distance is disabled without a point to measure from. */
const sortsFor = (query: QueryParams): SortOption[] => [
  {
    field: 'distance',
    order: 'asc',
    name: 'По расстоянию',
    disabled: query.lon === undefined,
    tooltip: query.lon === undefined ? 'Укажите адрес доставки, чтобы сортировать по расстоянию' : 'Сначала ближайшие',
  },
  { field: 'rating', order: 'desc', name: 'По рейтингу', disabled: false, tooltip: 'Сначала с высоким рейтингом' },
];

function listing<T>(query: QueryParams, items: T[]) {
  const sort: DishList['sort'] = query.lon === undefined ? { field: 'rating', order: 'desc' } : { field: 'distance', order: 'asc' };
  return {
    category: null,
    items,
    pagination: { page: 1, perPage: 24, total: items.length, lastPage: 1 },
    filters: {},
    sorts: sortsFor(query),
    sort,
  };
}

/** A fake catalogue: one dish and one cook, at the distance the location gives. */
function answerListings() {
  api.mockImplementation(async (_method, path, options) => {
    const query = options?.query ?? {};
    const distance = metresFrom(query);
    if (path === '/catalog/dishes') return listing(query, [{ ...dishCard(15, 'Борщ с фасолью', 36000), distance }]) satisfies DishList as never;
    if (path === '/catalog/cooks') return listing(query, [{ ...COOK, distance }]) satisfies CookList as never;
    return undefined as never;
  });
}

const listingCalls = (path: string) => api.mock.calls.filter(([, called]) => called === path).map(([, , options]) => options?.query);
const showPage = (url: string) => renderInApp(<RoutePages pages={{ MENU: MenuPage, COOKS: CooksPage }} />, { url });

beforeEach(() => {
  api.mockReset();
  answerListings();
  jest.mocked(useDeliveryLocation).mockImplementation(useTestDeliveryLocation);
  setRegion({ id: 956, slug: 'tyumen', name: 'Тюмень' });
  chooseTestAddress(null);
});

describe('a listing at the delivery location (spec 3)', () => {
  it("asks for the region's dishes alone without an address: no distances, and the distance sort asks for the address", async () => {
    const popups: unknown[] = [];
    const stop = on('popup:open', (request) => popups.push(request));
    showPage('/tyumen/menu');
    const card = await screen.findByRole('article', { name: 'Борщ с фасолью' });
    expect(listingCalls('/catalog/dishes')).toEqual([{ cityId: '956', page: '1' }]);
    expect(card).not.toHaveTextContent('км от вас');

    const distanceSort = within(screen.getByRole('group', { name: 'Сортировка' })).getByRole('button', { name: /По расстоянию/ });
    expect(distanceSort).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(distanceSort);
    await waitFor(() => expect(popups).toEqual([{ popup: 'address-map', props: { toFavourite: false } }]));
    expect(screen.getByTestId('url')).toHaveTextContent('/tyumen/menu');
    expect(listingCalls('/catalog/dishes')).toHaveLength(1);
    stop();
  });

  it("sends the address's point with the region when the address has coordinates, and shows the distance", async () => {
    chooseTestAddress(NEAR);
    showPage('/tyumen/menu');
    const card = await screen.findByRole('article', { name: 'Борщ с фасолью' });
    expect(listingCalls('/catalog/dishes')).toEqual([{ cityId: '956', lon: NEAR.lon, lat: NEAR.lat, page: '1' }]);
    expect(card).toHaveTextContent('2,3 км от вас');

    const distanceSort = within(screen.getByRole('group', { name: 'Сортировка' })).getByRole('button', { name: /По расстоянию/ });
    expect(distanceSort).not.toHaveAttribute('aria-disabled');
    expect(distanceSort).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks again when another address is chosen, and the cards show the new distances', async () => {
    showPage('/tyumen/cooks');
    const card = await screen.findByRole('article', { name: COOK.name });
    expect(card).not.toHaveTextContent('км от вас');

    chooseTestAddress(NEAR);
    await waitFor(() => expect(screen.getByRole('article', { name: COOK.name })).toHaveTextContent('2,3 км от вас'));
    chooseTestAddress(FAR);
    await waitFor(() => expect(screen.getByRole('article', { name: COOK.name })).toHaveTextContent('15,1 км от вас'));
    expect(listingCalls('/catalog/cooks')).toEqual([
      { cityId: '956', page: '1' },
      { cityId: '956', lon: NEAR.lon, lat: NEAR.lat, page: '1' },
      { cityId: '956', lon: FAR.lon, lat: FAR.lat, page: '1' },
    ]);
  });

  it('lists by the default sort when a link asks for distance without an address', async () => {
    showPage('/tyumen/menu?sort=distance&order=asc');
    await screen.findByRole('article', { name: 'Борщ с фасолью' });
    expect(listingCalls('/catalog/dishes')).toEqual([{ cityId: '956', page: '1' }]);
    expect(within(screen.getByRole('group', { name: 'Сортировка' })).getByRole('button', { name: /По рейтингу/ })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the catalogue ecommerce events (spec 3)', () => {
  it('reports the dishes shown once per page as impressions of the page list, and a card opened as a click', async () => {
    const dataLayer: unknown[] = [];
    (window as unknown as { dataLayer: unknown[] }).dataLayer = dataLayer;
    showPage('/tyumen/menu');
    const card = await screen.findByRole('article', { name: 'Борщ с фасолью' });
    await waitFor(() => expect(dataLayer).toHaveLength(1));
    expect(dataLayer[0]).toMatchObject({ ecommerce: { impressions: [{ id: '15', name: 'Борщ с фасолью', price: 360, list: 'page', position: 1 }] } });

    await userEvent.click(within(card).getByRole('link', { name: 'Борщ с фасолью' }));
    expect(dataLayer[1]).toMatchObject({ ecommerce: { click: { products: [{ id: '15', list: 'page' }] } } });
    expect(dataLayer.filter((entry) => 'impressions' in (entry as { ecommerce: object }).ecommerce)).toHaveLength(1);
  });
});

describe('a page past the last one', () => {
  it('is the not-found screen, not an empty result (the document server answers it 404 too)', async () => {
    api.mockImplementation(async (_method, path, options) => {
      if (path !== '/catalog/dishes') return undefined as never;
      const page = Number(options?.query?.page ?? 1);
      return { ...listing(options?.query ?? {}, []), pagination: { page, perPage: 24, total: 30, lastPage: 2 } } satisfies DishList as never;
    });
    renderInApp(<RoutePages pages={{ MENU_PAGINATION: MenuPage }} />, { url: '/tyumen/menu/page-99' });
    expect(await screen.findByRole('heading', { name: 'Упс... такой страницы у нас нет' })).toBeVisible();
    expect(screen.queryByText('Ничего не найдено')).toBeNull();
  });

  it('an empty first page is an empty result', async () => {
    api.mockImplementation(async (_method, path, options) =>
      path === '/catalog/dishes' ? (listing(options?.query ?? {}, []) satisfies DishList as never) : (undefined as never),
    );
    showPage('/tyumen/menu?q=нет-такого');
    expect(await screen.findByText('Ничего не найдено')).toBeVisible();
  });
});
