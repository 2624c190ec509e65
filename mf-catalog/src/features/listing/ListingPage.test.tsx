import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoutePages, apiRequest, on, setRegion, useDeliveryLocation, type CookList, type DishList, type QueryParams, type SortOption } from '@povar/shared-kit';
import { COOK, renderInApp } from '../dish/dish-test-kit';
import { dishCard } from '../home/home-test-kit';
import { chooseTestAddress, useTestDeliveryLocation } from '../location/location-test-kit';
import { CooksPage, MenuPage } from './catalog-pages';

jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  useDeliveryLocation: jest.fn(),
}));
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
    pagination: { page: 1, perPage: 24, total: items.length, lastPage: 1, totalIsCapped: false },
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

describe('a listing at the delivery location', () => {
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

describe('the catalogue ecommerce events', () => {
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
      return {
        ...listing(options?.query ?? {}, []),
        pagination: { page, perPage: 24, total: 30, lastPage: 2, totalIsCapped: false },
      } satisfies DishList as never;
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

describe('a search on the dishes also finds the cooks it names', () => {
  it('shows the named cooks above the dishes, and counts them in the summary instead of "nothing found"', async () => {
    api.mockImplementation(async (_method, path, options) => {
      const query = options?.query ?? {};
      if (path === '/catalog/dishes') return listing(query, []) satisfies DishList as never;
      if (path === '/catalog/search') return { dishes: [], cooks: query.q === COOK.name ? [{ ...COOK, distance: null }] : [] } as never;
      return undefined as never;
    });
    showPage(`/tyumen/menu?q=${encodeURIComponent(COOK.name)}`);
    const found = await screen.findByRole('region', { name: 'Повара по запросу' });
    expect(within(found).getByRole('article', { name: COOK.name })).toBeVisible();
    expect(within(found).getByRole('link', { name: 'Все повара по запросу' })).toHaveAttribute(
      'href',
      `/tyumen/cooks?${new URLSearchParams({ q: COOK.name })}`,
    );
    expect(await screen.findByText(/блюд нет, найден 1 повар/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Ничего не найдено' })).not.toBeInTheDocument();
    expect(api.mock.calls.find(([, path]) => path === '/catalog/search')?.[2]?.query).toEqual({ q: COOK.name, cityId: '956' });
  });

  it('says nothing was found when neither dishes nor cooks match', async () => {
    api.mockImplementation(async (_method, path, options) => {
      if (path === '/catalog/dishes') return listing(options?.query ?? {}, []) satisfies DishList as never;
      if (path === '/catalog/search') return { dishes: [], cooks: [] } as never;
      return undefined as never;
    });
    showPage('/tyumen/menu?q=велосипед');
    expect(await screen.findByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Повара по запросу' })).not.toBeInTheDocument();
  });

  it('a total the server stopped counting reads as a lower bound', async () => {
    api.mockImplementation(async (_method, path, options) => {
      const query = options?.query ?? {};
      if (path === '/catalog/dishes') {
        const page = listing(query, [dishCard(21, 'Пирог с вишней', 45000)]);
        return { ...page, pagination: { ...page.pagination, total: 100, lastPage: 5, totalIsCapped: true } } satisfies DishList as never;
      }
      if (path === '/catalog/search') return { dishes: [], cooks: [] } as never;
      return undefined as never;
    });
    showPage('/tyumen/menu?q=пирог');
    expect(await screen.findByText(/найдено не менее 100 позиций/)).toBeVisible();
  });

  it('the cooks catalogue does not ask for it: its own list is the cooks', async () => {
    showPage(`/tyumen/cooks?q=${encodeURIComponent(COOK.name)}`);
    await screen.findByRole('article', { name: COOK.name });
    expect(api.mock.calls.some(([, path]) => path === '/catalog/search')).toBe(false);
  });
});

describe('the switch between the catalogues', () => {
  it('marks the current one and carries the searched text to the other', async () => {
    showPage('/tyumen/cooks?q=%D0%90%D0%BD%D0%BD%D0%B0');
    const sections = await screen.findByRole('navigation', { name: 'Разделы каталога' });
    expect(within(sections).getByRole('link', { name: 'Повара' })).toHaveAttribute('aria-current', 'page');
    expect(within(sections).getByRole('link', { name: 'Блюда' })).toHaveAttribute('href', '/tyumen/menu?q=%D0%90%D0%BD%D0%BD%D0%B0');
    expect(within(sections).getByRole('link', { name: 'На карте' })).toHaveAttribute('href', '/tyumen/cooks-map');
  });
});

describe('a listing whose data fails', () => {
  it("shows the error screen, and 'Попробовать ещё раз' asks again and brings the list", async () => {
    let failing = true;
    api.mockImplementation(async (_method, path, options) => {
      if (path !== '/catalog/dishes') return undefined as never;
      // apiRequest resolves without a result on a 5xx (its toast tells the visitor): the list has nothing to show.
      if (failing) return undefined as never;
      return listing(options?.query ?? {}, [dishCard(15, 'Борщ с фасолью', 36000)]) satisfies DishList as never;
    });
    showPage('/tyumen/menu');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/tyumen/');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Попробовать ещё раз' }));
    expect(await screen.findByRole('article', { name: 'Борщ с фасолью' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Что-то пошло не так' })).not.toBeInTheDocument();
  });
});
