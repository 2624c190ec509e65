import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import copy from 'copy-to-clipboard';
import toast from 'react-hot-toast';
import {
  RoutePages,
  ToastHost,
  apiRequest,
  clearTokens,
  emit,
  formatPrice,
  getRegion,
  resetAddress,
  setRegion,
  setRouteDocumentTitle,
  setTokens,
  setUser,
  useDeliveryLocation,
  type CurrentUser,
} from '@povar/shared-kit';
import { COOK_PAGE, OMSK, TYUMEN, chooseTestAddress, notFoundError, renderInApp, reviewPage, setScreen, useTestDeliveryLocation } from '../../test-kit';
import { pages } from '../../routes';
import { ABOUT_CLAMP_LENGTH } from './CookOverview';
import { announceReviewAdded } from './review-added-event';
import { useCookBasketTotal } from './use-cook-basket-total';

jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  useDeliveryLocation: jest.fn(),
  resetAddress: jest.fn(),
}));
jest.mock('copy-to-clipboard', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('./use-cook-basket-total', () => ({ useCookBasketTotal: jest.fn(() => 0) }));
const api = jest.mocked(apiRequest);

type Answers = { page?: unknown; reviews?: unknown };
/** The API: the cook page and the reviews by path; a function answer may throw. */
function answer({ page = COOK_PAGE, reviews = reviewPage([], 1, 1) }: Answers = {}) {
  api.mockImplementation(async (_method, path) => {
    const value = path.endsWith('/reviews') ? reviews : page;
    return (typeof value === 'function' ? value() : value) as never;
  });
}

const showPage = (url: string | string[] = '/tyumen/cooks/detail/7') => renderInApp(<RoutePages pages={pages} />, { url });
const url = () => screen.getByTestId('url').textContent;
const tabs = () => screen.getByRole('tablist', { name: 'Разделы страницы повара' });

/** Every 'popup:open' and 'chat:open' of the test. */
const busEvents: { type: string; detail: unknown }[] = [];
const remember = (event: Event) => busEvents.push({ type: event.type, detail: (event as CustomEvent).detail });

beforeEach(() => {
  api.mockReset();
  jest.mocked(useDeliveryLocation).mockImplementation(useTestDeliveryLocation);
  jest.mocked(resetAddress).mockReset();
  jest.mocked(useCookBasketTotal).mockReturnValue(0);
  setRegion(TYUMEN);
  chooseTestAddress(null);
  setScreen(false);
  setRouteDocumentTitle('Повар — Тюмень');
  busEvents.length = 0;
  window.addEventListener('popup:open', remember);
  window.addEventListener('chat:open', remember);
});
afterEach(() => {
  window.removeEventListener('popup:open', remember);
  window.removeEventListener('chat:open', remember);
  act(() => toast.remove());
});

describe('CookPage overview', () => {
  it("shows a skeleton, then the cook: avatar, name, speciality, rating, badges, distance, delivery, hours and 'О себе'", async () => {
    answer();
    showPage();
    expect(screen.getByRole('status', { name: 'Загружаем страницу повара' })).toHaveAttribute('aria-busy', 'true');
    const overview = await screen.findByRole('region', { name: 'Марина Фёдорова' });
    expect(screen.getByRole('heading', { level: 1, name: 'Марина Фёдорова' })).toBeInTheDocument();
    expect(within(overview).getByRole('img', { name: 'Марина Фёдорова' })).toHaveAttribute('src', COOK_PAGE.cookData.avatar?.jpg);
    expect(overview).toHaveTextContent('Домашняя кухня');
    expect(within(overview).getByLabelText('Рейтинг')).toHaveTextContent('4.9');
    expect(overview).toHaveTextContent('42 отзыва');
    expect(overview).toHaveTextContent('Повар проверен');
    expect(overview).toHaveTextContent('Медицинская книжка');
    expect(overview).toHaveTextContent('2,3 км от вас');
    expect(overview.textContent).toContain('Доставка 150\u00A0₽');
    expect(overview).toHaveTextContent('Принимает заказы с 09:00');
    expect(within(overview).getByRole('region', { name: 'О себе' })).toHaveTextContent('Мясо беру у знакомого фермера.');
    expect(within(overview).getByRole('button', { name: 'В избранное' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('status', { name: 'Загружаем страницу повара' })).not.toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('GET', '/cooks/7', expect.objectContaining({ query: { cityId: '956' } }));
  });

  it("shows '5.0' without a rating, 'Бесплатно' for a free delivery, '—' for a cook who does not deliver, and leaves out absent badges, distance and hours", async () => {
    answer({
      page: {
        ...COOK_PAGE,
        reviewsCount: 1,
        cookData: {
          ...COOK_PAGE.cookData,
          rating: 0,
          deliveryCost: 0,
          passportVerified: false,
          sanitaryVerified: false,
          distance: null,
          workAvailableAt: null,
        },
      },
    });
    showPage();
    const overview = await screen.findByRole('region', { name: 'Марина Фёдорова' });
    expect(within(overview).getByLabelText('Рейтинг')).toHaveTextContent('5.0');
    expect(overview).toHaveTextContent('1 отзыв');
    expect(overview).toHaveTextContent('Доставка Бесплатно');
    expect(overview).not.toHaveTextContent('Повар проверен');
    expect(overview).not.toHaveTextContent('Медицинская книжка');
    expect(overview).not.toHaveTextContent('км от вас');
    expect(overview).not.toHaveTextContent('Принимает заказы');
  });

  it("shows 'Доставка —' only for a cook who does not deliver", async () => {
    answer({ page: { ...COOK_PAGE, cookData: { ...COOK_PAGE.cookData, deliveryCost: 0, delivers: false } } });
    showPage();
    const overview = await screen.findByRole('region', { name: 'Марина Фёдорова' });
    expect(overview).toHaveTextContent('Доставка —');
    expect(overview).not.toHaveTextContent('Бесплатно');
  });

  it("says the day of the next opening when it is not today: 'завтра', then the date", async () => {
    const opening = async (workAvailableDay: { date: string; daysAhead: number }) => {
      answer({ page: { ...COOK_PAGE, cookData: { ...COOK_PAGE.cookData, workAvailableAt: '11:30', workAvailableDay } } });
      const view = showPage();
      const text = (await screen.findByRole('region', { name: 'Марина Фёдорова' })).textContent;
      view.unmount();
      return text;
    };
    expect(await opening({ date: '2026-11-24', daysAhead: 1 })).toContain('Принимает заказы завтра с 11:30');
    expect(await opening({ date: '2026-11-26', daysAhead: 3 })).toContain('Принимает заказы 26 ноября с 11:30');
    expect(await opening({ date: '2026-11-23', daysAhead: 0 })).toContain('Принимает заказы с 11:30');
  });

  it("clamps a long 'О себе' until 'Читать далее...'", async () => {
    const about = 'Готовлю с детства. '.repeat(Math.ceil(ABOUT_CLAMP_LENGTH / 10));
    answer({ page: { ...COOK_PAGE, cookData: { ...COOK_PAGE.cookData, about } } });
    showPage();
    const more = await screen.findByRole('button', { name: 'Читать далее...' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(screen.queryByRole('button', { name: 'Читать далее...' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'О себе' })).toHaveTextContent(about.trim());
  });

  it("titles the tab '<name> — повар — Повар рядом' and gives the route's title back on leaving", async () => {
    answer();
    const { unmount } = showPage();
    await waitFor(() => expect(document.title).toBe('Марина Фёдорова — повар — Повар рядом'));
    unmount();
    expect(document.title).toBe('Повар — Тюмень');
  });

  it("shares the cook's address with the toast 'Ссылка скопирована'", async () => {
    jest.mocked(copy).mockResolvedValue(true);
    answer();
    renderInApp(
      <>
        <RoutePages pages={pages} />
        <ToastHost />
      </>,
      { url: '/tyumen/cooks/detail/7/about' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Поделиться' }));
    expect(copy).toHaveBeenCalledWith('http://localhost/tyumen/cooks/detail/7');
    expect(await screen.findByText('Ссылка скопирована')).toBeInTheDocument();
  });

  it("'Написать': a guest signs in first, then the chat opens once, however fast the clicks", async () => {
    answer();
    showPage();
    const write = await screen.findByRole('button', { name: 'Написать' });
    await userEvent.click(write);
    await userEvent.click(write);
    expect(busEvents).toEqual([{ type: 'popup:open', detail: { popup: 'auth', props: {} } }]);
    act(() => emit('auth:changed'));
    expect(busEvents).toEqual([
      { type: 'popup:open', detail: { popup: 'auth', props: {} } },
      { type: 'chat:open', detail: { cookId: 7 } },
    ]);
  });

  describe('a signed-in cook', () => {
    const signInAsCook = (cookId: number) =>
      act(() => {
        setTokens({ accessToken: 'a' });
        setUser({ id: 2, name: 'Повар', phone: '+79990000002', isCook: true, cookData: { id: cookId }, unreadMessagesCount: 0 } as unknown as CurrentUser);
      });
    afterEach(() => act(() => clearTokens()));

    it("on their own page sees neither 'Написать' nor 'В корзину' nor 'Оформить заказ', but links to edit the menu and each dish", async () => {
      jest.mocked(useCookBasketTotal).mockReturnValue(123400);
      answer();
      signInAsCook(COOK_PAGE.cookData.id);
      showPage();
      const overview = await screen.findByRole('region', { name: 'Марина Фёдорова' });
      expect(within(overview).getByRole('link', { name: 'Редактировать меню' })).toHaveAttribute('href', '/profile/dishes');
      expect(screen.queryByRole('button', { name: 'Написать' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Оформить заказ/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^В корзину/ })).not.toBeInTheDocument();
      const dish = screen.getByRole('article', { name: 'Борщ с фасолью' });
      expect(within(dish).getByRole('link', { name: 'Изменить: Борщ с фасолью' })).toHaveAttribute('href', '/profile/dishes/edit/15');
    });

    it("on another cook's page orders and writes like anyone", async () => {
      answer();
      signInAsCook(COOK_PAGE.cookData.id + 1);
      showPage();
      expect(await screen.findByRole('button', { name: 'Написать' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'В корзину: Борщ с фасолью' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Редактировать меню' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /^Изменить/ })).not.toBeInTheDocument();
    });
  });

  it("shows no 'Оформить заказ' while the basket holds nothing of this cook's, and the total once it does", async () => {
    answer();
    const { unmount } = showPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /Оформить заказ/ })).not.toBeInTheDocument();
    unmount();

    jest.mocked(useCookBasketTotal).mockReturnValue(123400);
    showPage();
    const checkout = await screen.findByRole('button', { name: /Оформить заказ/ });
    expect(checkout.textContent?.trim()).toBe(`Оформить заказ ${formatPrice(123400)}`);
    await userEvent.click(checkout);
    expect(busEvents).toContainEqual({ type: 'popup:open', detail: { popup: 'basket', props: { cookId: 7 } } });
  });

  it('asks again with the delivery address when one is chosen (the location is in the query key)', async () => {
    answer();
    showPage();
    await screen.findByRole('heading', { level: 1 });
    chooseTestAddress({ lon: '65.561', lat: '57.118' });
    await waitFor(() =>
      expect(api).toHaveBeenLastCalledWith('GET', '/cooks/7', expect.objectContaining({ query: { cityId: '956', lon: '65.561', lat: '57.118' } })),
    );
    // The cook stays on screen meanwhile: no skeleton.
    expect(screen.queryByRole('status', { name: 'Загружаем страницу повара' })).not.toBeInTheDocument();
  });

  it('shows the not-found screen for an unknown cook', async () => {
    answer({
      page: () => {
        throw notFoundError();
      },
    });
    showPage('/tyumen/cooks/detail/404');
    expect(await screen.findByRole('heading', { name: 'Упс... такой страницы у нас нет' })).toBeInTheDocument();
    expect(document.querySelector('[data-error]')).toHaveAttribute('data-error', 'Page Not Found: /tyumen/cooks/detail/404');
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('shows the error screen after another failure and offers to try again', async () => {
    let fail = true;
    answer({
      page: () => {
        if (fail) throw new Error('500');
        return COOK_PAGE;
      },
    });
    showPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Не удалось загрузить страницу');
    expect(within(alert).getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/tyumen/');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Попробовать ещё раз' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Марина Фёдорова' })).toBeInTheDocument();
  });
});

describe('CookPage tabs', () => {
  it("switches tabs by replacing the address: Back leaves the cook's page", async () => {
    answer();
    showPage(['/tyumen/cooks', '/tyumen/cooks/detail/7']);
    expect(await screen.findByRole('tab', { name: 'Меню' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Отзывы' }));
    expect(url()).toBe('/tyumen/cooks/detail/7/reviews');
    expect(screen.getByRole('tab', { name: 'Отзывы' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Меню' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Отзывы' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'О поваре' }));
    expect(url()).toBe('/tyumen/cooks/detail/7/about');
    expect(screen.getByText('Сколько лет в деле')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Меню' }));
    expect(url()).toBe('/tyumen/cooks/detail/7');
    await userEvent.click(screen.getByRole('button', { name: 'Браузер: назад' }));
    expect(url()).toBe('/tyumen/cooks');
  });

  it("hides 'Отзывы' when the cook has no reviews", async () => {
    answer({ page: { ...COOK_PAGE, reviewsCount: 0 } });
    showPage();
    await screen.findByRole('heading', { level: 1 });
    expect(
      within(tabs())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Меню', 'О поваре']);
  });

  it("moves to the cook's own region, keeping the tab, and sets that region and clears the address", async () => {
    answer({ page: { ...COOK_PAGE, cookData: { ...COOK_PAGE.cookData, mainCity: OMSK } } });
    showPage('/tyumen/cooks/detail/7/about');
    await waitFor(() => expect(url()).toBe('/omsk/cooks/detail/7/about'));
    expect(getRegion().region).toEqual(OMSK);
    expect(resetAddress).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('tab', { name: 'Меню' })).toHaveAttribute('href', '/omsk/cooks/detail/7');
  });

  it("stays where it is for a cook of the address's region", async () => {
    answer();
    showPage('/tyumen/cooks/detail/7/about');
    await screen.findByRole('heading', { level: 1 });
    expect(url()).toBe('/tyumen/cooks/detail/7/about');
    expect(resetAddress).not.toHaveBeenCalled();
  });

  it("takes an old '?tab=reviews' link to the reviews route and '?tab=about' to the about tab", async () => {
    answer();
    const { unmount } = showPage('/tyumen/cooks/detail/7?tab=reviews&utm_source=vk');
    await waitFor(() => expect(url()).toBe('/tyumen/cooks/detail/7/reviews?utm_source=vk'));
    unmount();
    showPage('/tyumen/cooks/detail/7?tab=about');
    await waitFor(() => expect(url()).toBe('/tyumen/cooks/detail/7/about'));
    expect(await screen.findByText('Сколько лет в деле')).toBeInTheDocument();
  });

  it('opens reviews and about as popups over the menu on phones, still on their addresses', async () => {
    setScreen(true);
    answer({ reviews: reviewPage([], 1, 1) });
    showPage('/tyumen/cooks/detail/7/about');
    const popup = await screen.findByRole('dialog', { name: 'О поваре' });
    expect(within(popup).getByText('Сколько лет в деле')).toBeInTheDocument();
    expect(url()).toBe('/tyumen/cooks/detail/7/about');
    // The menu is behind it.
    expect(screen.getByRole('heading', { name: 'Супы', hidden: true })).toBeInTheDocument();
    await userEvent.click(within(popup).getByRole('button', { name: 'Закрыть' }));
    expect(url()).toBe('/tyumen/cooks/detail/7');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refetches the page and the reviews when a review of this cook is added', async () => {
    answer({ reviews: reviewPage([], 1, 1) });
    showPage('/tyumen/cooks/detail/7/reviews');
    await screen.findByText('Нет отзывов');
    const calls = () => api.mock.calls.map(([, path]) => path);
    expect(calls()).toEqual(['/cooks/7', '/cooks/7/reviews']);
    act(() => announceReviewAdded(8));
    act(() => announceReviewAdded(7));
    await waitFor(() => expect(calls()).toEqual(['/cooks/7', '/cooks/7/reviews', '/cooks/7', '/cooks/7/reviews']));
  });
});
