import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { apiRequest, resetFavoritesForTests, setRegion, useDeliveryLocation, type CookCard, type DeliveryLocation, type DishCard } from '@povar/shared-kit';
import { apiFailure, renderWithProviders, signIn, stubNetwork } from '../../test-kit';
import type { FavoritePage } from './favorites-api';
import { FavoriteCooksPage, FavoriteDishesPage } from './FavoritesPage';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  useDeliveryLocation: jest.fn(),
}));
const api = jest.mocked(apiRequest);
const location = jest.mocked(useDeliveryLocation);

const REGION = { id: 956, slug: 'tyumen', name: 'Тюмень' };
const AT_HOME: DeliveryLocation = { cityId: '956', lon: '65.534328', lat: '57.153033' };

const cook = (id: number, overrides: Partial<CookCard> = {}): CookCard => ({
  id,
  name: `Повар ${id}`,
  avatar: null,
  speciality: { slug: 'domashnyaya-kuhnya', title: 'Домашняя кухня' },
  experience: 6,
  address: 'ул. Республики, 61',
  about: '',
  registerDate: '2025-05-31T00:00:00.000Z',
  distance: 2345,
  passportVerified: true,
  sanitaryVerified: true,
  workAvailableAt: null,
  rating: 4.75,
  reviewsCount: 12,
  deliveryCost: 15000,
  delivers: true,
  mainCity: { id: 1, slug: 'omsk', name: 'Омск' },
  ...overrides,
});

const dish = (id: number, overrides: Partial<DishCard> = {}): DishCard => ({
  id,
  name: `Блюдо ${id}`,
  image: null,
  weight: 1000,
  weightUnit: 'г',
  quantity: 5,
  quantityUnit: 'порц.',
  price: 89000,
  category: { slug: 'pelmeni', title: 'Пельмени и вареники' },
  cook: { id: 7, name: 'Анна Петрова', avatar: null, rating: 0 },
  distance: 800,
  createdAt: '2026-11-01T10:00:00Z',
  ...overrides,
});

const page = <T,>(items: T[], pageNumber = 1, lastPage = 1) => ({
  items,
  pagination: { page: pageNumber, perPage: 24, total: items.length, lastPage },
});

/** The favourites list calls, as [path, query]. */
const listCalls = () =>
  api.mock.calls.filter(([method, path]) => method === 'GET' && path.startsWith('/profiles/favorites/')).map(([, path, options]) => [path, options?.query]);

const showCooks = () => renderWithProviders(<FavoriteCooksPage />, { url: '/profile/favorite-cooks' });
const showDishes = () => renderWithProviders(<FavoriteDishesPage />, { url: '/profile/favorite-dishes' });
const cardOf = (name: string) => screen.getByRole('article', { name });

beforeEach(async () => {
  stubNetwork();
  api.mockReset();
  jest.mocked(navigateToUrl).mockClear();
  location.mockReturnValue(AT_HOME);
  resetFavoritesForTests();
  act(() => setRegion(REGION));
  await signIn();
});

describe('Favourite cooks (PROFILE_FAVORITE_COOKS)', () => {
  it("shows a skeleton, then the cooks: name to the cook's page in their city, rating, distance and a pressed heart", async () => {
    let answer: (value: FavoritePage<'cooks'>) => void = () => undefined;
    api.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    showCooks();
    expect(screen.getByRole('heading', { level: 1, name: 'Избранное' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Загрузка избранного' })).toHaveAttribute('aria-busy', 'true');

    act(() => answer(page([cook(7), cook(8, { rating: 0, distance: null })])));
    const card = await screen.findByRole('article', { name: 'Повар 7' });
    expect(within(card).getByRole('link', { name: 'Повар 7' })).toHaveAttribute('href', '/omsk/cooks/detail/7');
    expect(card).toHaveTextContent('Домашняя кухня');
    expect(within(card).getByLabelText('Рейтинг')).toHaveTextContent('4.8');
    expect(card).toHaveTextContent('2,3 км от вас');
    expect(within(card).getByRole('button', { name: 'В избранном' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByRole('button', { name: 'В избранном' }).closest('a')).toBeNull();
    // A cook with no rating yet reads '5.0'; no location, no distance.
    expect(within(cardOf('Повар 8')).getByLabelText('Рейтинг')).toHaveTextContent('5.0');
    expect(cardOf('Повар 8')).not.toHaveTextContent('км от вас');
    expect(screen.queryByRole('list', { name: 'Загрузка избранного' })).not.toBeInTheDocument();
  });

  it("opens the cook's page through single-spa, and has the two tabs as links", async () => {
    api.mockResolvedValue(page([cook(7)]));
    showCooks();
    await userEvent.click(await screen.findByRole('link', { name: 'Повар 7' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/omsk/cooks/detail/7');

    const tabs = within(screen.getByRole('navigation', { name: 'Избранное' }));
    expect(tabs.getByRole('link', { name: 'Повара' })).toHaveAttribute('href', '/profile/favorite-cooks');
    expect(tabs.getByRole('link', { name: 'Повара' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Блюда' })).toHaveAttribute('href', '/profile/favorite-dishes');
    expect(tabs.getByRole('link', { name: 'Блюда' })).not.toHaveAttribute('aria-current');
    await userEvent.click(tabs.getByRole('link', { name: 'Блюда' }));
    expect(screen.getByTestId('url')).toHaveTextContent('/profile/favorite-dishes');
  });

  it('asks with the delivery location and asks again for another address', async () => {
    api.mockResolvedValue(page([cook(7)]));
    const { rerender } = showCooks();
    await screen.findByRole('article', { name: 'Повар 7' });
    expect(listCalls()).toEqual([['/profiles/favorites/cooks', { page: 1, perPage: 24, cityId: '956', lon: '65.534328', lat: '57.153033' }]]);

    location.mockReturnValue({ cityId: '956' });
    rerender(<FavoriteCooksPage />);
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()[1]).toEqual(['/profiles/favorites/cooks', { page: 1, perPage: 24, cityId: '956' }]);
  });

  it("loads the next page with 'Показать ещё', keeping the first, until the last page", async () => {
    api.mockResolvedValueOnce(page([cook(1), cook(2)], 1, 2)).mockResolvedValueOnce(page([cook(3)], 2, 2));
    showCooks();
    await screen.findByRole('article', { name: 'Повар 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('article', { name: 'Повар 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'favorite-cook-1',
      'favorite-cook-2',
      'favorite-cook-3',
    ]);
    expect(listCalls().map(([, query]) => (query as { page: number }).page)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('says when the next page failed and tries again', async () => {
    api
      .mockResolvedValueOnce(page([cook(1)], 1, 2))
      .mockRejectedValueOnce(apiFailure(400, 'Неверный номер страницы'))
      .mockResolvedValueOnce(page([cook(2)], 2, 2));
    showCooks();
    await userEvent.click(await screen.findByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить ещё. Неверный номер страницы');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('article', { name: 'Повар 2' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has an empty state with the way to the cooks of the region', async () => {
    api.mockResolvedValue(page([]));
    showCooks();
    expect(await screen.findByText('Вы ещё не добавили поваров в избранное')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/tyumen/cooks');
  });

  it('says in Russian when the list could not be loaded, and loads it again', async () => {
    api.mockResolvedValueOnce(undefined).mockResolvedValueOnce(page([cook(7)]));
    showCooks();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить избранное');
    expect(alert).toHaveTextContent('Что-то пошло не так, попробуйте позже');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('article', { name: 'Повар 7' })).toBeInTheDocument();
  });

  it('keeps an un-clicked cook on the page, unpressed, to be clicked back', async () => {
    // The heart's own calls go through the kit's client, i.e. fetch.
    const answer = (data: unknown) =>
      ({ status: 200, ok: true, text: async () => JSON.stringify({ success: true, data, errors: [], message: '', error: null }) }) as unknown as Response;
    globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const path = String(url);
      if (path.endsWith('/profiles/favorites/ids')) return answer({ cooks: [7], dishes: [] });
      if (path.endsWith('/profiles/favorites/cooks/7')) return answer({ isFavorite: init?.method === 'PUT' });
      throw new Error('offline');
    }) as typeof fetch;
    api.mockResolvedValue(page([cook(7)]));
    showCooks();
    const card = await screen.findByRole('article', { name: 'Повар 7' });
    await userEvent.click(within(card).getByRole('button', { name: 'В избранном' }));
    expect(await within(card).findByRole('button', { name: 'В избранное' })).toHaveAttribute('aria-pressed', 'false');
    expect(cardOf('Повар 7')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'В избранное' }));
    expect(await within(card).findByRole('button', { name: 'В избранном' })).toHaveAttribute('aria-pressed', 'true');
    expect(globalThis.fetch).toHaveBeenCalledWith(expect.stringMatching(/\/profiles\/favorites\/cooks\/7$/), expect.objectContaining({ method: 'DELETE' }));
  });
});

describe('Favourite dishes (PROFILE_FAVORITE_DISHES)', () => {
  it("shows the dishes: name to the dish's page, the cook, the cook's rating, distance, price and a pressed heart", async () => {
    api.mockResolvedValue(page([dish(15)]));
    showDishes();
    const card = await screen.findByRole('article', { name: 'Блюдо 15' });
    expect(within(card).getByRole('link', { name: 'Блюдо 15' })).toHaveAttribute('href', '/tyumen/menu/detail/15');
    expect(card).toHaveTextContent('Анна Петрова');
    expect(within(card).getByLabelText('Рейтинг повара')).toHaveTextContent('5.0');
    expect(card).toHaveTextContent('0,8 км от вас');
    expect(card.textContent).toContain('890\u00A0₽');
    expect(within(card).getByRole('button', { name: 'В избранном' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Блюда' })).toHaveAttribute('aria-current', 'page');
    expect(listCalls()).toEqual([['/profiles/favorites/dishes', { page: 1, perPage: 24, cityId: '956', lon: '65.534328', lat: '57.153033' }]]);
  });

  it("loads more dishes with 'Показать ещё'", async () => {
    api.mockResolvedValueOnce(page([dish(1)], 1, 3)).mockResolvedValueOnce(page([dish(2)], 2, 3));
    showDishes();
    await userEvent.click(await screen.findByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('article', { name: 'Блюдо 2' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Блюдо 1' })).toBeInTheDocument();
    expect(listCalls()[1]).toEqual(['/profiles/favorites/dishes', expect.objectContaining({ page: 2 })]);
    expect(screen.getByRole('button', { name: 'Показать ещё' })).toBeInTheDocument();
  });

  it('has an empty state with the way to the dish catalogue of the region', async () => {
    api.mockResolvedValue(page([]));
    showDishes();
    expect(await screen.findByText('Вы ещё не добавили блюда в избранное')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/tyumen/menu');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
