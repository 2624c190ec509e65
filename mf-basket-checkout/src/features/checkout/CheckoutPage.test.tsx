import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import {
  clearTokens,
  formatPrice,
  loadAddressList,
  matchRoute,
  resetAddress,
  resetBasketForTests,
  setDishCount,
  setRegion,
  setTokens,
  type CheckoutOptions,
  type CookSlots,
} from '@povar/shared-kit';
import { dishCard, failure, fakeBasketApi, renderWithQueries, TYUMEN, type FakeRoutes } from '../../test-kit';
import { CheckoutPage } from './CheckoutPage';
import { goToPaymentPage } from './payment-redirect';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));
jest.mock('./payment-redirect', () => ({ goToPaymentPage: jest.fn() }));

const soup = dishCard(1, 10, 30000, 'Борщ');
const OPTIONS: CheckoutOptions = {
  cook: { id: 10, name: 'Повар 10', avatar: null, address: 'Тюмень, ул. Ленина, 5', deliveryCost: 15000, timeZone: 'UTC+5' },
  pickup: true,
  delivery: true,
  payOnReceipt: true,
  preferences: [{ slug: 'bez-glyutena', title: 'Без глютена' }],
  savedPaymentMethods: [],
  recipient: { name: 'Анна Петрова', phone: '+79123456789' },
};
const SLOTS: CookSlots = {
  days: [
    {
      date: '2026-11-23',
      label: 'Завтра',
      slots: [
        { from: '2026-11-23T05:00:00.000Z', to: '2026-11-23T06:00:00.000Z', label: '10:00–11:00', orderBy: '2026-11-23T03:15:00.000Z' },
        { from: '2026-11-23T06:00:00.000Z', to: '2026-11-23T07:00:00.000Z', label: '11:00–12:00', orderBy: '2026-11-23T04:15:00.000Z' },
      ],
    },
  ],
  firstSlotNote: 'Заказать до 08:15 на завтра',
  pickup: true,
  delivery: true,
  deliveryRadiusKm: 10,
};
const HOME = {
  id: 3,
  active: true,
  address: 'г Тюмень, ул Республики, д 14',
  fiasId: 'f-14',
  mainCity: TYUMEN,
  lat: '57.15',
  lon: '65.53',
  apartment: '12',
  entrance: '2',
  floor: '3',
  intercom: '12К',
  comment: null,
  recipientName: null,
  recipientPhone: null,
};

async function openCheckout(routes: FakeRoutes = {}, { withSoup = true } = {}) {
  const api = fakeBasketApi([soup], {
    deliveryCost: 15000,
    routes: {
      'GET /api/checkout/10': () => OPTIONS,
      'GET /api/cooks/10/slots': () => SLOTS,
      'GET /api/profiles/addresses': () => [HOME],
      ...routes,
    },
  });
  act(() => setTokens({ accessToken: 'a' }));
  await act(() => loadAddressList());
  if (withSoup) await setDishCount(soup, 2);
  renderWithQueries(<CheckoutPage match={matchRoute('/order/10')!} />);
  return api;
}

const sentCheckout = (api: ReturnType<typeof fakeBasketApi>) =>
  api.calls.find((call) => call.path === '/api/checkout')?.body as Record<string, unknown> | undefined;

beforeEach(() => {
  resetBasketForTests();
  act(() => {
    clearTokens();
    resetAddress();
  });
  setRegion(TYUMEN);
  sessionStorage.clear();
  jest.mocked(navigateToUrl).mockReset();
  jest.mocked(goToPaymentPage).mockReset();
  window.scrollTo = jest.fn();
});

describe('the checkout', () => {
  it('places a delivery order paid on receipt with the slot, recipient, comments, preferences and promo code, then shows the result', async () => {
    const api = await openCheckout({
      'POST /api/orders/promo-check': () => ({ code: 'ДОМАШНЯЯ', discount: 6000, dishesSum: 60000 }),
      'POST /api/checkout': () => ({ orderId: 77, status: 'new', total: 69000, payment: null }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeInTheDocument();
    expect(await screen.findByText('г Тюмень, ул Республики, д 14')).toBeInTheDocument();
    expect(screen.getByLabelText('Квартира')).toHaveValue('12');
    expect(screen.getByLabelText('Имя получателя')).toHaveValue('Анна Петрова');
    expect(screen.getByLabelText('Телефон получателя')).toHaveValue('+7 (912) 345-67-89');
    expect(await screen.findByText('Заказать до 08:15 на завтра')).toBeInTheDocument();
    // The slots are asked for the basket's portions, so a dish's daily limit can leave days out.
    const slotsCall = new URL(api.calls.find((call) => call.path.startsWith('/api/cooks/10/slots'))!.path, 'http://localhost');
    expect(Object.fromEntries(slotsCall.searchParams)).toEqual({ dishIds: String(soup.id), portions: `${soup.id}:2` });

    await userEvent.click(screen.getByRole('radio', { name: '11:00–12:00' }));
    await userEvent.type(screen.getByLabelText('Комментарий для повара'), 'Поменьше соли');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Без глютена' }));
    await userEvent.type(screen.getByLabelText('Промокод'), 'домашняя');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    const summary = screen.getByRole('complementary', { name: 'Ваш заказ' });
    expect(await within(summary).findByText('Скидка по промокоду')).toBeInTheDocument();
    // 600 ₽ of dishes + 150 ₽ delivery − 60 ₽.
    expect(within(summary).getByText(formatPrice(69000).replace(/\u00a0/g, ' '), { selector: 'dd' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /При получении/ }));
    await userEvent.click(screen.getByRole('button', { name: /Оформить заказ/ }));

    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/order/success/77'));
    expect(sentCheckout(api)).toEqual({
      cookId: 10,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      deliveryType: 'delivery',
      address: {
        id: 3,
        address: 'г Тюмень, ул Республики, д 14',
        apartment: '12',
        entrance: '2',
        floor: '3',
        intercom: '12К',
        comment: '',
        lat: 57.15,
        lon: 65.53,
      },
      recipientName: 'Анна Петрова',
      recipientPhone: '+79123456789',
      commentForCook: 'Поменьше соли',
      commentForDelivery: '',
      preferences: ['bez-glyutena'],
      promoCode: 'ДОМАШНЯЯ',
      deliverFrom: '2026-11-23T06:00:00.000Z',
      paymentType: 'on_receipt',
      savedPaymentMethodId: null,
      savePaymentMethod: false,
    });
  });

  it('a saved address brings back the details and the recipient of the last order there, and the order keeps them for next time', async () => {
    const remembered = {
      ...HOME,
      apartment: '45',
      entrance: '3',
      floor: '7',
      intercom: '45В',
      comment: 'Код калитки 1234',
      recipientName: 'Мария Сидорова',
      recipientPhone: '+79120001122',
    };
    const api = await openCheckout({
      'GET /api/profiles/addresses': () => [remembered],
      'POST /api/checkout': () => ({ orderId: 79, status: 'new', total: 75000, payment: null }),
    });
    expect(await screen.findByText('г Тюмень, ул Республики, д 14')).toBeInTheDocument();
    expect(screen.getByLabelText('Квартира')).toHaveValue('45');
    expect(screen.getByLabelText('Подъезд')).toHaveValue('3');
    expect(screen.getByLabelText('Этаж')).toHaveValue('7');
    expect(screen.getByLabelText('Домофон')).toHaveValue('45В');
    expect(screen.getByLabelText('Комментарий к адресу')).toHaveValue('Код калитки 1234');
    // The address's last recipient wins over the account's own name and phone.
    expect(screen.getByLabelText('Имя получателя')).toHaveValue('Мария Сидорова');
    expect(screen.getByLabelText('Телефон получателя')).toHaveValue('+7 (912) 000-11-22');
    // Pressing the button is the consent, and the line says so.
    expect(screen.getByText(/Нажимая «Оформить и оплатить», вы соглашаетесь на обработку персональных данных/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'политикой конфиденциальности' })).toHaveAttribute('href', '/docs/legal/privacy-policy');

    await userEvent.click(await screen.findByRole('radio', { name: '11:00–12:00' }));
    await userEvent.click(screen.getByRole('radio', { name: /При получении/ }));
    expect(screen.getByText(/Нажимая «Оформить заказ»/)).toBeInTheDocument();
    const addressReads = () => api.calls.filter((call) => call.method === 'GET' && call.path === '/api/profiles/addresses').length;
    const readsBefore = addressReads();
    await userEvent.click(screen.getByRole('button', { name: /Оформить заказ/ }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/order/success/79'));
    expect(sentCheckout(api)).toMatchObject({
      address: { id: 3, apartment: '45', entrance: '3', floor: '7', intercom: '45В', comment: 'Код калитки 1234' },
      recipientName: 'Мария Сидорова',
      recipientPhone: '+79120001122',
    });
    // The saved address is read again: it now holds what this order was given.
    await waitFor(() => expect(addressReads()).toBeGreaterThan(readsBefore));
  });

  it('offers the usable promo codes to apply with a press, and the promo answer follows the basket', async () => {
    const usable = (code: string, minSum: number) => ({
      code,
      cookId: null,
      discountPercent: 10,
      discountAmount: null,
      minSum,
      validTo: null,
      conditions: `Скидка 10 % на блюда от ${minSum / 100} ₽`,
    });
    const api = await openCheckout({
      'GET /api/orders/promo-codes': () => ({ items: [usable('ДОМАШНЯЯ', 50000), usable('БОЛЬШОЙ', 100000)] }),
      'POST /api/orders/promo-check': (body) => {
        const { code, dishesSum } = body as { code: string; dishesSum: number };
        if (code === 'БОЛЬШОЙ' && dishesSum < 100000) return failure(400, ['Промокод действует для заказов от 1 000 ₽']);
        return { code, discount: Math.floor(dishesSum / 10), dishesSum };
      },
    });
    const hint = await screen.findByRole('list', { name: 'Действующие промокоды' });
    expect(api.calls.some((call) => call.path === '/api/orders/promo-codes?cookId=10')).toBe(true);
    expect(within(hint).getByText('Скидка 10 % на блюда от 1000 ₽ — добавьте блюд ещё на 400 ₽')).toBeInTheDocument();

    // A code the dishes do not reach: refused; more dishes drop the old refusal.
    await userEvent.click(within(hint).getByRole('button', { name: 'Применить промокод БОЛЬШОЙ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Промокод действует для заказов от 1 000 ₽');
    await act(() => setDishCount(soup, 3));
    await waitFor(() => expect(screen.queryByText('Промокод действует для заказов от 1 000 ₽')).not.toBeInTheDocument());

    // An applied code is checked again for the new sum when the basket changes.
    await userEvent.click(
      within(await screen.findByRole('list', { name: 'Действующие промокоды' })).getByRole('button', { name: 'Применить промокод ДОМАШНЯЯ' }),
    );
    expect(await screen.findByText(/скидка/)).toHaveTextContent('Промокод ДОМАШНЯЯ: скидка 90 ₽');
    await act(() => setDishCount(soup, 4));
    await waitFor(() => expect(screen.getByText(/скидка/)).toHaveTextContent('Промокод ДОМАШНЯЯ: скидка 120 ₽'));
    const checks = api.calls.filter((call) => call.path === '/api/orders/promo-check').map((call) => call.body);
    expect(checks).toEqual([
      { code: 'БОЛЬШОЙ', cookId: 10, dishesSum: 60000 },
      { code: 'ДОМАШНЯЯ', cookId: 10, dishesSum: 90000 },
      { code: 'ДОМАШНЯЯ', cookId: 10, dishesSum: 120000 },
    ]);
  });

  it('asks for the time before sending anything', async () => {
    const api = await openCheckout();
    await screen.findByText('Заказать до 08:15 на завтра');
    await userEvent.click(screen.getByRole('button', { name: /Оформить и оплатить/ }));
    expect(await screen.findByText('Выберите время')).toBeInTheDocument();
    expect(sentCheckout(api)).toBeUndefined();
  });

  it('an online order goes to the payment page with the same key on every try', async () => {
    let tries = 0;
    const api = await openCheckout({
      'POST /api/checkout': () => {
        tries += 1;
        if (tries === 1) return failure(400, ['Это время уже недоступно, выберите другое']);
        return {
          orderId: 78,
          status: 'awaiting_payment',
          total: 75000,
          payment: { paymentId: 5, orderId: 78, status: 'pending', amount: 75000, confirmationUrl: 'http://127.0.0.1/fake-yookassa/confirm/abc' },
        };
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: '10:00–11:00' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Самовывоз' }));
    expect(screen.getByText('Тюмень, ул. Ленина, 5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Оформить и оплатить/ }));
    expect(await screen.findByText('Это время уже недоступно, выберите другое')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Оформить и оплатить/ }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('http://127.0.0.1/fake-yookassa/confirm/abc'));
    const tried = api.calls.filter((call) => call.path === '/api/checkout').map((call) => call.body as { idempotencyKey: string });
    expect(tried).toHaveLength(2);
    expect(tried[0]?.idempotencyKey).toBe(tried[1]?.idempotencyKey);
    expect(tried[1]).toMatchObject({ deliveryType: 'pickup', address: null, paymentType: 'online', savePaymentMethod: false });
  });

  it('says so when the basket holds nothing of this cook', async () => {
    await openCheckout({}, { withSoup: false });
    expect(await screen.findByText('В корзине нет блюд этого повара.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в меню повара' })).toHaveAttribute('href', '/cooks/detail/10');
  });
});
