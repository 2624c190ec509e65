import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import copy from 'copy-to-clipboard';
import toast from 'react-hot-toast';
import { RoutePages, ToastHost, apiRequest, setRegion, useDeliveryLocation, type CatalogSearchResult } from '@povar/shared-kit';
import { chooseTestAddress, useTestDeliveryLocation } from '../location/location-test-kit';
import { COOK, networkError, renderInApp } from '../dish/dish-test-kit';
import { BLOCKS, HOME, dishCard, homePage } from './home-test-kit';
import { HomePage } from './HomePage';
import { reachForSearch } from '../search/search-test-kit';

jest.mock('@povar/shared-kit', () => {
  const actual = jest.requireActual('@povar/shared-kit');
  const { apiRequest, call } = jest.requireActual('@povar/shared-kit/testing').apiClientDouble();
  return {
    ...actual,
    apiRequest,
    call,
    useDeliveryLocation: jest.fn(),
    // The kit's own query calls the kit's client inside it: here it goes through the mocked one.
    activePromoCodesQuery: (cookId?: number) => ({
      ...actual.activePromoCodesQuery(cookId),
      queryFn: async () => {
        const list = await apiRequest('GET', '/orders/promo-codes', { query: { cookId } });
        if (!list) throw new Error('no answer');
        return list.items;
      },
    }),
  };
});
jest.mock('copy-to-clipboard', () => ({ __esModule: true, default: jest.fn() }));
const api = jest.mocked(apiRequest);
const copyMock = jest.mocked(copy);

const SEARCH: CatalogSearchResult = { dishes: [dishCard(15, 'Борщ с фасолью', 36000)], cooks: [{ ...COOK, name: 'Борис Щукин' }] };

/** Answers /api/index with `page` and the search with SEARCH. */
function answer(page: unknown) {
  api.mockImplementation(async (_method, path) => (path === '/index' ? page : path === '/catalog/search' ? SEARCH : undefined) as never);
}

const showPage = (url = '/tyumen/') =>
  renderInApp(
    <>
      <RoutePages pages={{ INDEX: HomePage }} />
      <ToastHost />
    </>,
    { url },
  );
const url = () => screen.getByTestId('url').textContent;
/** The rows' names, top to bottom (in jsdom no row comes near the screen: they stay plain rows, carousels too). */
const carousels = () => screen.getAllByRole('region').filter((element) => element.getAttribute('aria-roledescription') === 'карусель');
const carousel = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  api.mockReset();
  copyMock.mockReset();
  delete window.ym;
  jest.mocked(useDeliveryLocation).mockImplementation(useTestDeliveryLocation);
  setRegion({ id: 956, slug: 'tyumen', name: 'Тюмень' });
  chooseTestAddress(null);
});

afterEach(() => {
  act(() => toast.remove());
});

describe('HomePage', () => {
  it("asks for the region's home page and shows a skeleton meanwhile", async () => {
    answer(HOME);
    showPage();
    expect(screen.getByRole('status', { name: 'Загружаем главную страницу' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'К чаю' })).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('GET', '/index', expect.objectContaining({ query: { cityId: '956' } }));
    expect(screen.queryByRole('status', { name: 'Загружаем главную страницу' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Домашняя еда от поваров' })).toBeInTheDocument();
    expect(screen.getByText('Тюмень', { exact: true })).toBeInTheDocument();
  });

  it('asks again, measured from the address, when an address with coordinates is chosen', async () => {
    answer(HOME);
    showPage();
    await screen.findByRole('heading', { level: 2, name: 'К чаю' });
    chooseTestAddress({ lon: '65.561', lat: '57.118' });
    await waitFor(() =>
      expect(api).toHaveBeenLastCalledWith('GET', '/index', expect.objectContaining({ query: { cityId: '956', lon: '65.561', lat: '57.118' } })),
    );
    expect(api.mock.calls.filter(([, path]) => path === '/index')).toHaveLength(2);
  });

  it('shows the blocks in the order the API gives them, whatever it is', async () => {
    answer(homePage([BLOCKS.reels, BLOCKS.cookCompilations, BLOCKS.compilation, BLOCKS.banners, BLOCKS.promoCards, BLOCKS.promoCategory]));
    showPage();
    await screen.findByRole('heading', { level: 2, name: 'К чаю' });
    expect(carousels().map((element) => element.getAttribute('aria-label'))).toEqual([
      'Знакомьтесь с поварами',
      'Повар рекомендует',
      'К чаю',
      'Предложения',
      'Удобно и выгодно',
      'Пельмени и вареники',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Знакомьтесь с поварами',
      'Повар рекомендует',
      'К чаю',
      'Домашняя еда от поваров Тюмени',
      'Повара рядом с вами',
      'Приложение «Повар рядом»',
      'Удобно и выгодно',
      'Пельмени и вареники ручной лепки',
    ]);
  });

  it('shows banners with their text and buttons; the first picture loads at once in every width, the rest lazily', async () => {
    answer(HOME);
    showPage();
    await screen.findByRole('heading', { level: 2, name: 'Домашняя еда от поваров Тюмени' });
    const banners = carousel('Предложения');
    expect(banners).toHaveTextContent('Порции от 0,5 кг — еды хватит на несколько дней.');
    expect(within(banners).getByRole('link', { name: 'Выбрать блюда' })).toHaveAttribute('href', '/tyumen/menu');
    expect(within(banners).getByRole('link', { name: 'Открыть карту' })).toHaveAttribute('href', '/tyumen/cooks-map');
    // An https link of the editor's opens in a new tab; a banner without button text says 'Подробнее'.
    const external = within(banners).getByRole('link', { name: 'Подробнее' });
    expect(external).toHaveAttribute('href', 'https://apps.example/povar');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    const pictures = [...banners.querySelectorAll('img')];
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[1]).not.toHaveAttribute('fetchpriority');
    expect(pictures[0]).toHaveAttribute(
      'srcset',
      '/api/files/demo/banner-dishes-320.jpg 320w, /api/files/demo/banner-dishes-640.jpg 640w, /api/files/demo/banner-dishes-1280.jpg 1280w',
    );
    expect(pictures[0]).toHaveAttribute('width', '1280');
    expect(pictures[0]).toHaveAttribute('height', '480');
    expect(pictures[0]?.getAttribute('sizes')).toMatch(/\(min-width: 1024px\)/);
    expect(pictures[0]?.previousElementSibling).toHaveAttribute('type', 'image/webp');
    expect(pictures[0]?.previousElementSibling?.getAttribute('srcset')).toContain('/api/files/demo/banner-dishes-640.webp 640w');
  });

  it('loads no picture eagerly when the banners are not the first block', async () => {
    answer(homePage([BLOCKS.reels, BLOCKS.banners]));
    showPage();
    await screen.findByRole('heading', { level: 2, name: 'Повара рядом с вами' });
    expect([...document.querySelectorAll('img')].map((picture) => picture.getAttribute('loading'))).not.toContain('eager');
  });

  it("heads a compilation with a link to its listing and shows the catalogue's cards, which open the dish popup", async () => {
    answer(HOME);
    showPage();
    expect(await screen.findByRole('link', { name: 'К чаю' })).toHaveAttribute('href', '/tyumen/menu/k-chayu');
    const row = carousel('К чаю');
    const card = within(row).getByRole('article', { name: 'Сырники' });
    expect(within(card).getByRole('link', { name: 'Сырники' })).toHaveAttribute('href', '/tyumen/menu/detail/21');
    expect(card.textContent).toContain('300\u00A0₽');
    expect(within(row).getAllByRole('article')).toHaveLength(2);

    await userEvent.click(within(card).getByRole('link', { name: 'Сырники' }));
    expect(url()).toBe('/tyumen/?dish=21');
  });

  it('shows the featured category: heading to its listing, its words and its dishes', async () => {
    answer(HOME);
    showPage();
    expect(await screen.findByRole('link', { name: 'Пельмени и вареники ручной лепки' })).toHaveAttribute('href', '/tyumen/menu/pelmeni-i-vareniki');
    expect(screen.getByText('Лепят вручную небольшими партиями.')).toBeInTheDocument();
    expect(within(carousel('Пельмени и вареники')).getByRole('article', { name: 'Пельмени сибирские' })).toBeInTheDocument();
  });

  it('leads a promo card to its link, and copies a promo code with a toast', async () => {
    copyMock.mockResolvedValue(true);
    answer(HOME);
    showPage();
    await screen.findByRole('heading', { level: 2, name: 'Удобно и выгодно' });
    const cards = carousel('Удобно и выгодно');
    expect(within(cards).getByRole('link', { name: 'Повара рядом с домом' })).toHaveAttribute('href', '/tyumen/cooks');
    // A card without a link is no link at all.
    expect(within(cards).queryByRole('link', { name: 'Скидка на первый заказ' })).not.toBeInTheDocument();
    // Only the card with a code has the code's button.
    expect(within(cards).getAllByRole('button', { name: /^Скопировать промокод/ })).toHaveLength(1);

    await userEvent.click(within(cards).getByRole('button', { name: 'Скопировать промокод POVAR10' }));
    expect(copyMock).toHaveBeenCalledWith('POVAR10');
    expect(await screen.findByText('Промокод скопирован')).toBeInTheDocument();
  });

  it('joins the promo codes usable now to the cards with what they give, and offers no code that stopped working', async () => {
    const usable = (codes: string[]) =>
      codes.map((code) => ({
        code,
        cookId: null,
        discountPercent: 10,
        discountAmount: null,
        minSum: 100000,
        validTo: null,
        conditions: `Скидка 10 % на блюда от 1 000 ₽ (${code})`,
      }));
    let answered = usable(['POVAR10', 'ДОМАШНЯЯ']);
    api.mockImplementation(async (_method, path) => (path === '/index' ? HOME : path === '/orders/promo-codes' ? { items: answered } : undefined) as never);
    const { unmount } = showPage();
    const cards = await waitFor(() => {
      const found = carousel('Удобно и выгодно');
      expect(within(found).getByRole('heading', { level: 3, name: 'Промокод ДОМАШНЯЯ' })).toBeInTheDocument();
      return found;
    });
    expect(api).toHaveBeenCalledWith('GET', '/orders/promo-codes', expect.objectContaining({ query: { cookId: undefined } }));
    expect(within(cards).getByText('Скидка 10 % на блюда от 1 000 ₽ (POVAR10)')).toBeInTheDocument();
    expect(within(cards).getByText('Скидка 10 % на блюда от 1 000 ₽ (ДОМАШНЯЯ)')).toBeInTheDocument();
    expect(
      within(cards)
        .getAllByRole('button', { name: /^Скопировать промокод/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Скопировать промокод POVAR10', 'Скопировать промокод ДОМАШНЯЯ']);
    unmount();

    answered = usable(['ДОМАШНЯЯ']);
    showPage();
    await screen.findByRole('button', { name: 'Скопировать промокод ДОМАШНЯЯ' });
    expect(screen.queryByRole('button', { name: 'Скопировать промокод POVAR10' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Скидка на первый заказ' })).toBeInTheDocument();
  });

  it('says so when the clipboard refuses the promo code, naming the code', async () => {
    copyMock.mockResolvedValue(false);
    answer(HOME);
    showPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Скопировать промокод POVAR10' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось скопировать промокод POVAR10');
  });

  it("leads a reel without a video to its cook's page", async () => {
    answer(HOME);
    showPage();
    await screen.findByRole('heading', { level: 2, name: 'Знакомьтесь с поварами' });
    const reels = carousel('Знакомьтесь с поварами');
    expect(within(reels).getByRole('link', { name: 'Оладьи на кефире: как готовит Анна' })).toHaveAttribute('href', '/tyumen/cooks/detail/17');
    expect(reels).toHaveTextContent('Анна Богданова');
  });

  it('plays a reel with a video in a popup that leads to the cook, and closes it', async () => {
    answer(HOME);
    showPage();
    const reels = await waitFor(() => carousel('Знакомьтесь с поварами'));
    expect(within(reels).getByRole('link', { name: 'Валентина Зайцева' })).toHaveAttribute('href', '/tyumen/cooks/detail/18');

    await userEvent.click(within(reels).getByRole('button', { name: 'Харчо: как готовит Валентина' }));
    const popup = screen.getByRole('dialog', { name: 'Харчо: как готовит Валентина' });
    const video = popup.querySelector('video');
    expect(video).toHaveAttribute('src', '/api/files/demo/reel-2.mp4');
    expect(video).toHaveAttribute('controls');
    expect(within(popup).getByRole('link', { name: /Валентина Зайцева\s*Меню повара/ })).toHaveAttribute('href', '/tyumen/cooks/detail/18');

    await userEvent.click(within(popup).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(reels).getByRole('button', { name: 'Харчо: как готовит Валентина' })).toHaveFocus();
  });

  it("shows 'Повар рекомендует': each cook leads to their page, over their dishes", async () => {
    answer(HOME);
    showPage();
    await screen.findByRole('heading', { level: 2, name: 'Повар рекомендует' });
    const selections = carousel('Повар рекомендует');
    const anna = within(selections).getByRole('article', { name: 'Анна Богданова' });
    expect(within(anna).getByRole('link', { name: 'Анна Богданова' })).toHaveAttribute('href', '/tyumen/cooks/detail/17');
    expect(anna).toHaveTextContent('Выпечка и десерты');
    expect(within(anna).getByLabelText('Рейтинг')).toHaveTextContent('5.0');
    expect(within(anna).getByRole('link', { name: 'Медовик' })).toHaveAttribute('href', '/tyumen/menu/detail/41');
    expect(anna.textContent).toContain('600 г · 600\u00A0₽');
    // The default name is the block's heading already; a cook's own name for the selection shows.
    expect(anna).not.toHaveTextContent('Повар рекомендует');
    const valentina = within(selections).getByRole('article', { name: 'Валентина Зайцева' });
    expect(valentina).toHaveTextContent('Мои пироги');
    // A cook without a rating reads 5.0.
    expect(within(valentina).getByLabelText('Рейтинг')).toHaveTextContent('5.0');

    await userEvent.click(within(anna).getByRole('link', { name: 'Медовик' }));
    expect(url()).toBe('/tyumen/?dish=41');
  });

  it("shows the error screen when the page cannot load, and 'Попробовать ещё раз' loads it", async () => {
    api.mockRejectedValue(networkError());
    showPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.');
    expect(within(alert).getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/tyumen/');

    answer(HOME);
    await userEvent.click(within(alert).getByRole('button', { name: 'Попробовать ещё раз' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'К чаю' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a server failure differently from a lost connection', async () => {
    api.mockResolvedValue(undefined); // a 500: the client has shown its toast and resolved empty
    showPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить страницу. Проверьте подключение к интернету или попробуйте ещё раз через минуту.');
    expect(alert).not.toHaveTextContent('Нет связи с сервером');
  });

  it('points to the catalogue when the region has nothing on its home page yet', async () => {
    answer(homePage([]));
    showPage('/omsk/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Подборки скоро появятся' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Каталог блюд' })).toHaveAttribute('href', '/omsk/menu');
    expect(screen.getByRole('link', { name: 'Все повара' })).toHaveAttribute('href', '/omsk/cooks');
  });

  it("shares the region's home page: the link is copied, the toast says so and the goal is recorded", async () => {
    copyMock.mockResolvedValue(true);
    answer(HOME);
    showPage();
    await userEvent.click(screen.getByRole('button', { name: 'Поделиться' }));
    expect(copyMock).toHaveBeenCalledWith(`${window.location.origin}/tyumen/`);
    expect(await screen.findByText('Ссылка скопирована')).toBeInTheDocument();
    const goals = (window.ym?.a ?? []).map((args) => Array.from(args));
    expect(goals).toContainEqual([0, 'reachGoal', 'share', { type: 'app' }]);
  });

  it('suggests dishes and cooks as the visitor types; Enter lists the results in the dish catalogue', async () => {
    answer(HOME);
    showPage();
    await userEvent.type(await reachForSearch(), 'борщ');
    expect(await screen.findByRole('option', { name: /Борщ с фасолью/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Борис Щукин/ })).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('GET', '/catalog/search', expect.objectContaining({ query: { q: 'борщ', cityId: '956' } }));

    await userEvent.keyboard('{Enter}');
    expect(url()).toBe(`/tyumen/menu?q=${encodeURIComponent('борщ')}`);
  });

  it('opens a suggested dish in the popup over the home page', async () => {
    answer(HOME);
    showPage();
    await userEvent.type(await reachForSearch(), 'борщ');
    await userEvent.click(await screen.findByRole('option', { name: /Борщ с фасолью/ }));
    expect(url()).toBe('/tyumen/?dish=15');
  });

  it("leaves the document's title to the server", async () => {
    document.title = 'Домашняя еда на заказ в Тюмени | Повар рядом';
    answer(HOME);
    showPage();
    await screen.findByRole('heading', { level: 2, name: 'К чаю' });
    expect(document.title).toBe('Домашняя еда на заказ в Тюмени | Повар рядом');
  });
});
