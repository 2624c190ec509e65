import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from '@testing-library/react';
import { clearTokens, matchRoute, MemoryRouter, setTokens, useLocation, type Order } from '@povar/shared-kit';
import { failure, fakeBasketApi, renderWithQueries, type FakeRoutes } from '../../test-kit';
import { goToPaymentPage } from '../checkout/payment-redirect';
import { PaymentPage } from './PaymentPage';
import { SuccessPage } from './SuccessPage';

jest.mock('../checkout/payment-redirect', () => ({ goToPaymentPage: jest.fn() }));

const ORDER: Order = {
  id: 41,
  status: 'awaiting_payment',
  statusLabel: 'Ожидает оплаты',
  viewerRole: 'customer',
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  paidAt: null,
  acceptedAt: null,
  completedAt: null,
  cook: { id: 10, name: 'Повар 10', avatar: null, gender: null },
  timeZone: 'UTC+5',
  customer: null,
  items: [{ dishId: 1, name: 'Борщ', price: 30000, count: 2, sum: 60000, cookingTime: 45 }],
  dishesSum: 60000,
  deliveryCost: 15000,
  discount: 0,
  total: 75000,
  promoCode: null,
  deliveryType: 'delivery',
  deliveryTypeLabel: 'Доставка',
  address: { address: 'г Тюмень, ул Республики, д 14', apartment: '12', entrance: '', floor: '', intercom: '', comment: '', lat: null, lon: null },
  pickup: null,
  deliverFrom: '2026-11-23T05:00:00.000Z',
  deliverTo: '2026-11-23T06:00:00.000Z',
  recipientName: 'Анна',
  recipientPhone: '+79123456789',
  commentForCook: '',
  commentForDelivery: '',
  preferences: [],
  paymentType: 'online',
  paymentTypeLabel: 'Онлайн',
  cancelledBy: null,
  orderCancelReason: null,
  orderCancelReasonLabel: null,
  exactlyOrderCancelReason: null,
  refund: null,
  history: [],
  actions: [],
};

function Where() {
  return <p data-testid="url">{useLocation().pathname}</p>;
}

function show(page: 'payment' | 'success', routes: FakeRoutes) {
  const api = fakeBasketApi([], { routes });
  const path = page === 'payment' ? '/order/41/payment' : '/order/success/41';
  const Page = page === 'payment' ? PaymentPage : SuccessPage;
  renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <Page match={matchRoute(path)!} />
      <Where />
    </MemoryRouter>,
  );
  return api;
}

let dataLayer: unknown[] = [];
beforeEach(() => {
  act(() => setTokens({ accessToken: 'a' }));
  localStorage.clear();
  jest.mocked(goToPaymentPage).mockReset();
  dataLayer = [];
  (window as unknown as { dataLayer: unknown[] }).dataLayer = dataLayer;
});
afterEach(() => act(() => clearTokens()));

describe('the payment page', () => {
  it('sends a customer with a waiting payment to the provider', async () => {
    show('payment', {
      'GET /api/orders/41': () => ORDER,
      'GET /api/orders/41/payment': () => ({ paymentId: 5, orderId: 41, status: 'pending', amount: 75000, confirmationUrl: 'http://127.0.0.1/pay/5' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Перейти к оплате' }));
    expect(goToPaymentPage).toHaveBeenCalledWith('http://127.0.0.1/pay/5');
  });

  it('offers to pay again after a refused payment, and goes to the new one', async () => {
    const api = show('payment', {
      'GET /api/orders/41': () => ORDER,
      'GET /api/orders/41/payment': () => ({ paymentId: 5, orderId: 41, status: 'canceled', amount: 75000, confirmationUrl: null }),
      'POST /api/orders/41/payment': () => ({ paymentId: 6, orderId: 41, status: 'pending', amount: 75000, confirmationUrl: 'http://127.0.0.1/pay/6' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Оплата не прошла. Деньги не списаны');
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить снова' }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('http://127.0.0.1/pay/6'));
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/orders/41/payment')).toBe(true);
  });

  it('a paid order goes on to its result page, in place of the payment page', async () => {
    show('payment', {
      'GET /api/orders/41': () => ({ ...ORDER, status: 'new', statusLabel: 'Новый', paidAt: '2026-11-22T10:01:00.000Z' }),
    });
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/order/success/41'));
  });

  it("says 'Заказ не найден' for someone else's order", async () => {
    show('payment', { 'GET /api/orders/41': () => failure(404, ['Заказ не найден']) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Заказ не найден');
  });
});

describe('the result page', () => {
  it('tells a placed order, when and what, and reports the purchase once', async () => {
    show('success', { 'GET /api/orders/41': () => ({ ...ORDER, status: 'new', statusLabel: 'Новый' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ №41 оформлен' })).toBeInTheDocument();
    expect(screen.getByText('Заказ передан повару: Повар 10 скоро его подтвердит.')).toBeInTheDocument();
    expect(screen.getByText('г Тюмень, ул Республики, д 14')).toBeInTheDocument();
    expect(screen.queryByText(/Забрать у повара/)).not.toBeInTheDocument();
    expect(screen.getByText(/Борщ × 2/)).toBeInTheDocument();
    // 05:00–06:00 UTC is 10:00–11:00 in Tyumen.
    expect(screen.getByText('23 ноября, 10:00–11:00')).toBeInTheDocument();
    await waitFor(() => expect(dataLayer).toHaveLength(1));
    expect(dataLayer[0]).toEqual({
      ecommerce: {
        currencyCode: 'RUB',
        purchase: { actionField: { id: '41', revenue: 750 }, products: [{ id: '1', name: 'Борщ', price: 300, quantity: 2, brand: 'Повар 10' }] },
      },
    });
  });

  it.each([
    ['female', 'Повар Марина Фёдорова получила заказ и скоро его подтвердит.'],
    ['male', 'Повар Марина Фёдорова получил заказ и скоро его подтвердит.'],
  ] as const)("says the cook got the order in the cook's gender (%s)", async (gender, text) => {
    show('success', {
      'GET /api/orders/41': () => ({ ...ORDER, status: 'new', statusLabel: 'Новый', cook: { ...ORDER.cook, name: 'Марина Фёдорова', gender } }),
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('a pickup order names where to collect it and the cook’s hours that day', async () => {
    show('success', {
      'GET /api/orders/41': () => ({
        ...ORDER,
        status: 'new',
        statusLabel: 'Новый',
        deliveryType: 'pickup',
        deliveryTypeLabel: 'Самовывоз',
        address: null,
        deliveryCost: 0,
        pickup: { address: 'ул. Мельникайте, 100', hours: { from: '10:00', to: '18:00' } },
      }),
    });
    expect(await screen.findByText('Забрать у повара: ул. Мельникайте, 100')).toBeInTheDocument();
    expect(screen.getByText('Часы выдачи').nextElementSibling).toHaveTextContent('10:00–18:00');
  });

  it('shows the sums as paid: dishes, delivery, the promo discount and the total actually paid', async () => {
    show('success', {
      'GET /api/orders/41': () => ({
        ...ORDER,
        status: 'new',
        statusLabel: 'Новый',
        paidAt: '2026-11-22T10:01:00.000Z',
        discount: 6000,
        promoCode: 'ДОМАШНЯЯ',
        total: 69000,
      }),
    });
    const sums = await screen.findByLabelText('Сумма заказа');
    const line = (term: string) =>
      within(sums)
        .getByText(term, { selector: 'dt' })
        .nextElementSibling?.textContent?.replace(/\u00a0/g, ' ');
    expect(line('Блюда')).toBe('600 ₽');
    expect(line('Доставка')).toBe('150 ₽');
    expect(line('Скидка по промокоду ДОМАШНЯЯ')).toBe('−60 ₽');
    expect(line('Оплачено')).toBe('690 ₽');
    expect(within(sums).queryByText('Итого')).not.toBeInTheDocument();
  });

  it('a paid order cancelled says the refund is made, its state and when the money comes back', async () => {
    show('success', {
      'GET /api/orders/41': () => ({
        ...ORDER,
        status: 'cancelled',
        statusLabel: 'Отменён',
        paidAt: '2026-11-22T10:01:00.000Z',
        orderCancelReasonLabel: 'Нет продуктов',
        refund: { state: 'pending', stateLabel: 'в обработке', amount: 75000, title: 'Возврат оформлен', note: 'Деньги вернутся в течение 10 рабочих дней' },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ №41 отменён' })).toBeInTheDocument();
    expect(screen.getByText(/^Возврат оформлен: 750/)).toBeInTheDocument();
    expect(screen.getByText('в обработке')).toBeInTheDocument();
    expect(screen.getByText('Деньги вернутся в течение 10 рабочих дней')).toBeInTheDocument();
  });

  it('an order still unpaid leads back to its payment and reports nothing', async () => {
    show('success', { 'GET /api/orders/41': () => ORDER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ №41 ждёт оплаты' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти к оплате' })).toHaveAttribute('href', '/order/41/payment');
    expect(dataLayer).toEqual([]);
  });
});
