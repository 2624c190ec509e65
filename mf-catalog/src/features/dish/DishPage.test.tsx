import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import copy from 'copy-to-clipboard';
import toast from 'react-hot-toast';
import {
  RoutePages,
  ToastHost,
  apiRequest,
  clearTokens,
  setRegion,
  setRouteDocumentTitle,
  setTokens,
  setUser,
  useDeliveryLocation,
  type CurrentUser,
} from '@povar/shared-kit';
import { chooseTestAddress, useTestDeliveryLocation } from '../location/location-test-kit';
import { COOK, DISH, image, networkError, notFoundError, renderInApp } from './dish-test-kit';
import { DishPage } from './DishPage';

jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  useDeliveryLocation: jest.fn(),
}));
jest.mock('copy-to-clipboard', () => ({ __esModule: true, default: jest.fn() }));
const api = jest.mocked(apiRequest);

/** The calls queued for the (unconfigured) analytics counter, as plain arrays. */
const queuedGoals = () => (window.ym?.a ?? []).map((args) => Array.from(args));
const showPage = (url = '/tyumen/menu/detail/15') => renderInApp(<RoutePages pages={{ PRODUCT: DishPage }} />, { url });

beforeEach(() => {
  api.mockReset();
  jest.mocked(useDeliveryLocation).mockImplementation(useTestDeliveryLocation);
  setRegion({ id: 956, slug: 'tyumen', name: 'Тюмень' });
  chooseTestAddress(null);
  setRouteDocumentTitle('Блюдо — Тюмень');
});

describe('DishPage', () => {
  it("asks for the dish with the region's city and shows a skeleton meanwhile", async () => {
    api.mockResolvedValue(DISH);
    showPage();
    expect(screen.getByRole('status', { name: 'Загружаем блюдо' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Борщ с фасолью' })).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('GET', '/catalog/dishes/15', expect.objectContaining({ query: { cityId: '956' } }));
    expect(screen.queryByRole('status', { name: 'Загружаем блюдо' })).not.toBeInTheDocument();
  });

  it("reports Metrika's product view (ecommerce detail) once per dish, not again when the same dish is asked for anew", async () => {
    window.dataLayer = [];
    chooseTestAddress({ lon: '65.561', lat: '57.118' });
    api.mockResolvedValue(DISH);
    showPage();
    await screen.findByRole('heading', { level: 1, name: 'Борщ с фасолью' });
    const details = () => (window.dataLayer ?? []).filter((entry) => 'detail' in ((entry as { ecommerce?: object }).ecommerce ?? {}));
    expect(details()).toEqual([
      {
        ecommerce: {
          currencyCode: 'RUB',
          detail: { products: [{ id: '15', name: 'Борщ с фасолью', price: DISH.price / 100, brand: DISH.cook.name, category: DISH.category.title }] },
        },
      },
    ]);
    chooseTestAddress({ lon: '65.4', lat: '57.3' });
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(details()).toHaveLength(1);
  });

  it('measures the cook from the delivery address, and again from another address chosen', async () => {
    chooseTestAddress({ lon: '65.561', lat: '57.118' });
    api.mockImplementation(
      async (_method, _path, options) => ({ ...DISH, cook: { ...COOK, distance: options?.query?.lon === '65.561' ? 2345 : 15_050 } }) as never,
    );
    showPage();
    const dish = await screen.findByRole('article', { name: 'Борщ с фасолью' });
    expect(api).toHaveBeenCalledWith('GET', '/catalog/dishes/15', expect.objectContaining({ query: { cityId: '956', lon: '65.561', lat: '57.118' } }));
    expect(dish).toHaveTextContent('2,3 км от вас');

    chooseTestAddress({ lon: '65.4', lat: '57.3' });
    await waitFor(() => expect(screen.getByRole('article', { name: 'Борщ с фасолью' })).toHaveTextContent('15,1 км от вас'));
    expect(api).toHaveBeenLastCalledWith('GET', '/catalog/dishes/15', expect.objectContaining({ query: { cityId: '956', lon: '65.4', lat: '57.3' } }));
  });

  it('shows category, weight, portions, price, cooking time, nutrition, composition and preferences', async () => {
    api.mockResolvedValue(DISH);
    showPage();
    const dish = await screen.findByRole('article', { name: 'Борщ с фасолью' });
    expect(within(dish).getByRole('link', { name: 'Супы' })).toHaveAttribute('href', '/tyumen/menu/supy');
    expect(dish.textContent).toContain('360\u00A0₽');
    const facts = within(dish)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual(
      expect.arrayContaining([
        'Вес: 780 г',
        'Количество: 2 порц.',
        'Время приготовления: 130 минут',
        'Калорийность: 429 ккал',
        'Белки: 25 г',
        'Жиры: 21,8 г',
        'Углеводы: 35,9 г',
      ]),
    );
    expect(within(dish).getByRole('heading', { name: 'Состав и описание' }).nextElementSibling).toHaveTextContent(
      'Наваристый борщ на говяжьем бульоне. Состав: говядина, свёкла, капуста, фасоль.',
    );
    const tags = within(dish).getByRole('heading', { name: 'Вкусовые предпочтения' }).nextElementSibling as HTMLElement;
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Без глютена', 'Домашнее']);
    expect(within(dish).getByRole('heading', { name: 'Другие предпочтения' }).nextElementSibling).toHaveTextContent('Могу приготовить без лука и чеснока');
  });

  it('has the favourite toggle: a guest is asked to sign in first', async () => {
    api.mockResolvedValue(DISH);
    const popups: string[] = [];
    const remember = (event: Event) => popups.push((event as CustomEvent<{ popup: string }>).detail.popup);
    window.addEventListener('popup:open', remember);
    showPage();
    const dish = await screen.findByRole('article', { name: 'Борщ с фасолью' });
    await userEvent.click(within(dish).getByRole('button', { name: 'В избранное' }));
    window.removeEventListener('popup:open', remember);
    expect(popups).toEqual(['auth']);
  });

  it('says cooking time in Russian plural forms and leaves empty other preferences out', async () => {
    api.mockResolvedValue({ ...DISH, cookingTime: 21, otherPreferences: '  ', preferences: [] });
    showPage();
    const dish = await screen.findByRole('article', { name: 'Борщ с фасолью' });
    expect(dish).toHaveTextContent('21 минута');
    expect(within(dish).queryByRole('heading', { name: 'Другие предпочтения' })).not.toBeInTheDocument();
    expect(within(dish).queryByRole('heading', { name: 'Вкусовые предпочтения' })).not.toBeInTheDocument();
  });

  it("shows the cook: avatar, name to the cook's page, speciality, rating, reviews, badges, distance and delivery", async () => {
    api.mockResolvedValue(DISH);
    showPage();
    const cook = await screen.findByRole('article', { name: 'Марина Фёдорова' });
    expect(within(cook).getByRole('link', { name: 'Марина Фёдорова' })).toHaveAttribute('href', '/tyumen/cooks/detail/7');
    expect(cook).toHaveTextContent('Домашняя кухня');
    expect(within(cook).getByLabelText('Рейтинг')).toHaveTextContent('4.9');
    expect(cook).toHaveTextContent('42 отзыва');
    expect(cook).toHaveTextContent('Повар проверен');
    expect(cook).toHaveTextContent('Медицинская книжка');
    expect(cook.textContent).toContain('2,3 км от вас · Доставка 150\u00A0₽');
    expect(cook.querySelector('img')).toHaveAttribute('src', COOK.avatar?.jpg);
  });

  it('leaves the distance and an absent badge out', async () => {
    api.mockResolvedValue({ ...DISH, cook: { ...COOK, distance: null, sanitaryVerified: false, reviewsCount: 1 } });
    showPage();
    const cook = await screen.findByRole('article', { name: 'Марина Фёдорова' });
    expect(cook).not.toHaveTextContent('км от вас');
    expect(cook).not.toHaveTextContent('Медицинская книжка');
    expect(cook).toHaveTextContent('1 отзыв');
  });

  it('loads the only picture eagerly as the LCP, named after the dish', async () => {
    api.mockResolvedValue(DISH);
    showPage();
    const picture = await screen.findByRole('img', { name: 'Борщ с фасолью' });
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(screen.queryByRole('region', { name: 'Фотографии блюда' })).not.toBeInTheDocument();
  });

  it('shows several pictures in the slider with arrows; only the first loads eagerly', async () => {
    api.mockResolvedValue({ ...DISH, images: [image('a'), image('b'), image('c')] });
    showPage();
    const slider = await screen.findByRole('region', { name: 'Фотографии блюда' });
    const pictures = within(slider).getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(pictures[1]).toHaveAccessibleName('Борщ с фасолью, фото 2');

    // Moving between pictures needs layout (swiper measures the slides): the browser journeys check it.
    expect(within(slider).getByRole('button', { name: 'Предыдущее фото' })).toBeDisabled();
    expect(within(slider).getByRole('button', { name: 'Следующее фото' })).toBeInTheDocument();
  });

  it('shows the placeholder when the dish has no picture', async () => {
    api.mockResolvedValue({ ...DISH, image: null, images: [] });
    showPage();
    expect(await screen.findByRole('img', { name: 'Борщ с фасолью' })).toHaveAttribute('data-placeholder', 'dish');
  });

  it("titles the tab '<dish> — <city>' and gives the route's title back on leaving", async () => {
    api.mockResolvedValue(DISH);
    const { unmount } = showPage();
    await waitFor(() => expect(document.title).toBe('Борщ с фасолью — Тюмень'));
    unmount();
    expect(document.title).toBe('Блюдо — Тюмень');
  });

  it("offers the dish's one 'В корзину' control", async () => {
    api.mockResolvedValue(DISH);
    showPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('button', { name: /В корзину/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: `В корзину: ${DISH.name}` })).toBeInTheDocument();
  });

  it("offers the dish's own cook 'Изменить блюдо' (to its form in the cabinet) instead of 'В корзину'", async () => {
    api.mockResolvedValue(DISH);
    act(() => {
      setTokens({ accessToken: 'a' });
      setUser({ id: 2, name: 'Повар', phone: '+79990000002', isCook: true, cookData: { id: DISH.cook.id }, unreadMessagesCount: 0 } as unknown as CurrentUser);
    });
    try {
      showPage();
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getByRole('link', { name: 'Изменить блюдо' })).toHaveAttribute('href', `/profile/dishes/edit/${DISH.id}`);
      expect(screen.queryByRole('button', { name: /В корзину/ })).not.toBeInTheDocument();
    } finally {
      act(() => clearTokens());
    }
  });

  it('shows the not-found state for an unknown or hidden dish, with the way back to the catalogue', async () => {
    api.mockRejectedValue(notFoundError());
    showPage('/omsk/menu/detail/99999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Блюдо не найдено' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог блюд' })).toHaveAttribute('href', '/omsk/menu');
    expect(document.title).toBe('Блюдо не найдено — Тюмень');
    // A 404 is an answer, not a failure: no second try.
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('shows the error screen on other failures, and tries again on request', async () => {
    api.mockRejectedValue(networkError());
    showPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.');

    api.mockReset();
    api.mockResolvedValue(DISH);
    await userEvent.click(within(alert).getByRole('button', { name: 'Попробовать ещё раз' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Борщ с фасолью' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a server failure differently from a lost connection', async () => {
    api.mockResolvedValue(undefined); // a 500: the client has shown its toast and resolved empty
    showPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('попробуйте ещё раз через минуту.');
    expect(alert).not.toHaveTextContent('Нет связи с сервером');
  });

  it("shares the dish page's address: the link is copied, the toast says so and the goal is recorded", async () => {
    jest.mocked(copy).mockResolvedValue(true);
    delete window.ym;
    api.mockResolvedValue(DISH);
    renderInApp(
      <>
        <RoutePages pages={{ PRODUCT: DishPage }} />
        <ToastHost />
      </>,
      { url: '/tyumen/menu/detail/15?utm_source=chat' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Борщ с фасолью' });
    await userEvent.click(screen.getByRole('button', { name: 'Поделиться' }));
    expect(copy).toHaveBeenCalledWith(`${window.location.origin}/tyumen/menu/detail/15`);
    expect(await screen.findByText('Ссылка скопирована')).toBeInTheDocument();
    expect(queuedGoals()).toContainEqual([0, 'reachGoal', 'share', { type: 'dish', id: 15 }]);
    act(() => toast.remove());
  });

  it('offers the way back to the dish catalogue of the region', async () => {
    api.mockResolvedValue(DISH);
    showPage();
    expect(screen.getByRole('link', { name: 'Каталог блюд' })).toHaveAttribute('href', '/tyumen/menu');
  });
});
