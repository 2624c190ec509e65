import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { navigateToUrl } from 'single-spa';
import { emit, matchRoute, setRegion, ToastHost } from '@povar/shared-kit';
import { renderWithQueries, TYUMEN, type FakeAnswer } from '../../test-kit';
import { anOrder, asCook, COOK_ACCEPT, fakeOrdersApi } from './orders-test-kit';
import { SALES_REFRESH_MS } from './orders-queries';
import { SalesPage } from './SalesPage';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

const card = (id: number) => screen.getByRole('article', { name: `Заказ №${id}` });
const findCard = (id: number) => screen.findByRole('article', { name: `Заказ №${id}` });
const newSale = (id: number) => asCook(anOrder(id), [COOK_ACCEPT]);
const cooking = (id: number) =>
  asCook(anOrder(id, { status: 'cooking' }), [{ status: 'ready', label: 'Заказ готов', requiresReason: false, cancelReasons: [] }]);

function openSales() {
  renderWithQueries(
    <>
      <SalesPage match={matchRoute('/orders/sales')!} />
      <ToastHost />
    </>,
  );
}

beforeEach(() => {
  setRegion(TYUMEN);
  act(() => toast.remove());
  jest.mocked(navigateToUrl).mockReset();
});
afterEach(() => jest.useRealTimers());

describe("the cook's sales list /orders/sales", () => {
  it('shows the orders as the API sorts them, the count of new ones, and how to reach each customer', async () => {
    fakeOrdersApi({ sales: [newSale(21), newSale(20), cooking(19)] });
    openSales();
    expect(screen.getByRole('heading', { level: 1, name: 'Продажи' })).toBeInTheDocument();
    // The tab's title ('Продажи — Повар рядом') is the route table's, set by the shell (shell/src/document-title.test.ts).

    await findCard(21);
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Заказ №21',
      'Заказ №20',
      'Заказ №19',
    ]);
    expect(screen.getByText('Новых заказов: 2')).toBeInTheDocument();
    const fresh = card(21);
    expect(within(fresh).getByRole('status')).toHaveTextContent('Новый');
    expect(within(fresh).getByText('Сегодня, 12:00–13:00')).toBeInTheDocument();
    expect(within(fresh).getByText('Анна Петрова', { selector: 'p' })).toBeInTheDocument();
    // The recipient is the customer: no second line with the same phone.
    expect(within(fresh).queryByText('Получатель')).not.toBeInTheDocument();
    expect(within(fresh).getByRole('link', { name: 'Позвонить' })).toHaveAttribute('href', 'tel:+79123456789');
    // The customer's own view has the cook; the cook's has none of it.
    expect(within(fresh).queryByText('Мария Иванова')).not.toBeInTheDocument();
    expect(within(fresh).queryByRole('button', { name: 'Написать повару' })).not.toBeInTheDocument();
  });

  it('accepts a new order, and the count of new ones follows', async () => {
    const api = fakeOrdersApi({ sales: [newSale(21), cooking(19)] });
    openSales();
    await userEvent.click(within(await findCard(21)).getByRole('button', { name: 'Принять заказ' }));
    await waitFor(() => expect(within(card(21)).getByRole('status')).toHaveTextContent('Принят'));
    expect(api.statusCalls().map((call) => [call.path, call.body])).toEqual([['/api/orders/21/status', { status: 'accepted' }]]);
    expect(screen.queryByText(/Новых заказов/)).not.toBeInTheDocument();
  });

  it('reads the list again when an order status changes elsewhere', async () => {
    const api = fakeOrdersApi({ sales: [cooking(19)] });
    openSales();
    await findCard(19);
    expect(screen.queryByText(/Новых заказов/)).not.toBeInTheDocument();

    api.orders.sales.unshift(newSale(22));
    act(() => emit('orders:status-changed', { orderId: 22 }));

    expect(await findCard(22)).toBeInTheDocument();
    expect(screen.getByText('Новых заказов: 1')).toBeInTheDocument();
    expect(api.listCalls('/api/orders/sales')).toHaveLength(2);
  });

  it('looks for new orders every 30 seconds', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const api = fakeOrdersApi({ sales: [cooking(19)] });
    openSales();
    await findCard(19);
    api.orders.sales.unshift(newSale(23));
    await act(async () => {
      jest.advanceTimersByTime(SALES_REFRESH_MS);
    });
    expect(await findCard(23)).toBeInTheDocument();
    expect(api.listCalls('/api/orders/sales')).toHaveLength(2);
  });

  it('says when a cook has no orders yet', async () => {
    fakeOrdersApi();
    openSales();
    expect(await screen.findByText('Заказов пока нет')).toBeInTheDocument();
  });

  it('tells a non-cook the section is for cooks and leads to their own orders', async () => {
    const refusal: FakeAnswer = {
      status: 404,
      body: { success: false, data: null, errors: ['Раздел доступен только поварам'], message: 'Раздел доступен только поварам', error: 'forbidden' },
    };
    fakeOrdersApi({ routes: { 'GET /api/orders/sales': () => refusal } });
    openSales();
    expect(await screen.findByRole('heading', { level: 1, name: 'Раздел доступен только поварам' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Перейти к моим заказам' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/orders');
  });
});
