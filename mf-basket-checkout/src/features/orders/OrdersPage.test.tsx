import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { navigateToUrl } from 'single-spa';
import { formatPrice, listenToPopupRequests, matchRoute, on, resetBasketForTests, setRegion, ToastHost, type Order, type OrderAction } from '@povar/shared-kit';
import { failure, renderWithQueries, TYUMEN } from '../../test-kit';
import { anOrder, conflict, fakeOrdersApi, holdCalls, localTime, moved } from './orders-test-kit';
import { OrdersPage } from './OrdersPage';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

/** A price as testing-library reads the page: its no-break spaces normalised to plain ones. */
const shown = (kopecks: number) => formatPrice(kopecks).replace(/\u00a0/g, ' ');
const card = (id: number) => screen.getByRole('article', { name: `Заказ №${id}` });
const findCard = (id: number) => screen.findByRole('article', { name: `Заказ №${id}` });
const RECEIVED: OrderAction = { status: 'completed', label: 'Заказ получен', requiresReason: false, cancelReasons: [] };

function openOrders() {
  renderWithQueries(
    <>
      <OrdersPage match={matchRoute('/orders')!} />
      <ToastHost />
    </>,
  );
}

let popups: { popup: string; props?: Record<string, unknown> }[] = [];
let stopListening: () => void = () => undefined;
beforeEach(() => {
  resetBasketForTests();
  setRegion(TYUMEN);
  act(() => toast.remove());
  jest.mocked(navigateToUrl).mockReset();
  popups = [];
  stopListening = listenToPopupRequests((request) => popups.push(request));
});
afterEach(() => stopListening());

describe('the customer orders list /orders', () => {
  it('shows each order as a card: number, status, delivery time, the cook, dishes and sums', async () => {
    fakeOrdersApi({
      customer: [
        anOrder(12, { commentForCook: 'Поменьше соли', preferences: [{ slug: 'bez-glyutena', title: 'Без глютена' }] }),
        anOrder(11, {
          status: 'completed',
          deliveryType: 'pickup',
          deliveryTypeLabel: 'Самовывоз',
          address: null,
          deliveryCost: 0,
          total: 72550,
          deliverFrom: localTime(1, 9),
          deliverTo: localTime(1, 10),
        }),
      ],
    });
    openOrders();
    expect(screen.getByRole('heading', { level: 1, name: 'Мои заказы' })).toBeInTheDocument();
    // The tab's title ('Мои заказы — Повар рядом') is the route table's, set by the shell (shell/src/document-title.test.ts).

    const fresh = await findCard(12);
    expect(within(fresh).getByRole('status')).toHaveTextContent('Новый');
    expect(within(fresh).getByText('Сегодня, 12:00–13:00')).toBeInTheDocument();
    expect(within(fresh).getByText('г Тюмень, ул Республики, д 14, кв. 12, подъезд 2, этаж 3')).toBeInTheDocument();
    expect(within(fresh).getByRole('link', { name: 'Мария Иванова' })).toHaveAttribute('href', '/tyumen/cooks/detail/10');
    expect(within(fresh).getByText('Борщ × 2')).toBeInTheDocument();
    expect(within(fresh).getByText(shown(87550), { selector: 'dd' })).toBeInTheDocument();
    expect(within(fresh).getByText('Поменьше соли')).toBeInTheDocument();
    expect(within(fresh).getByText('Без глютена')).toBeInTheDocument();
    expect(within(fresh).getByRole('button', { name: 'Отменить заказ' })).toBeInTheDocument();
    // Only finished orders are offered again.
    expect(within(fresh).queryByRole('button', { name: 'Повторить заказ' })).not.toBeInTheDocument();

    const done = card(11);
    expect(within(done).getByRole('status')).toHaveTextContent('Выполнен');
    expect(within(done).getByText('Завтра, 09:00–10:00')).toBeInTheDocument();
    expect(within(done).getByText('Забрать у повара')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Отменить заказ' })).not.toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'Повторить заказ' })).toBeInTheDocument();
  });

  it('a pickup order’s card keeps where to collect it and the cook’s hours', async () => {
    fakeOrdersApi({
      customer: [
        anOrder(11, {
          deliveryType: 'pickup',
          deliveryTypeLabel: 'Самовывоз',
          address: null,
          deliveryCost: 0,
          pickup: { address: 'ул. Мельникайте, 100', hours: { from: '10:00', to: '18:00' } },
        }),
      ],
    });
    openOrders();
    const pickup = await findCard(11);
    expect(within(pickup).getByText('Забрать у повара: ул. Мельникайте, 100')).toBeInTheDocument();
    expect(within(pickup).getByText('Часы выдачи').nextElementSibling).toHaveTextContent('10:00–18:00');
  });

  it('every time on the card is the city’s clock, not the device’s: placed, slot and status history', async () => {
    // Kamchatka (UTC+12) is no test runner's zone, and its calendar day differs from UTC's here.
    fakeOrdersApi({
      customer: [
        anOrder(13, {
          timeZone: 'UTC+12',
          createdAt: '2026-11-20T07:30:00.000Z',
          deliverFrom: '2030-11-20T00:00:00.000Z',
          deliverTo: '2030-11-20T01:00:00.000Z',
          history: [
            {
              fromStatus: null,
              toStatus: 'new',
              toStatusLabel: 'Новый',
              actorRole: 'customer',
              at: '2026-11-20T13:15:00.000Z',
              orderCancelReason: null,
              orderCancelReasonLabel: null,
              exactlyOrderCancelReason: null,
            },
          ],
        }),
      ],
    });
    openOrders();
    const order = await findCard(13);
    expect(within(order).getByText('20 ноября 2026, 19:30')).toBeInTheDocument();
    expect(within(order).getByText('20 ноября 2030, 12:00–13:00')).toBeInTheDocument();
    expect(within(order).getByText('21 ноября 2026, 01:15')).toBeInTheDocument();
  });

  it("'Проблема с заказом' asks what happened, says when support answers, and opens the support chat with it", async () => {
    fakeOrdersApi({ customer: [anOrder(12)] });
    const opened: unknown[] = [];
    const stop = on('chat:open', (request) => opened.push(request));
    openOrders();
    await userEvent.click(within(await findCard(12)).getByRole('button', { name: 'Проблема с заказом' }));
    const dialog = await screen.findByRole('dialog', { name: 'Проблема с заказом' });
    const topics = within(dialog).getByRole('group', { name: 'Что случилось?' });
    expect(
      within(topics)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Заказ опаздывает', 'Привезли не всё или не то', 'Качество блюд', 'Оплата и возврат денег', 'Повар не выходит на связь', 'Другое']);
    expect(dialog).toHaveTextContent('Оператор ответит в чате поддержки в течение 30 минут');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить в поддержку' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Выберите, что случилось');
    await userEvent.click(within(topics).getByRole('radio', { name: 'Другое' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить в поддержку' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Опишите, что случилось');
    expect(opened).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Опишите подробнее/ }), 'Курьер не отвечает');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить в поддержку' }));
    stop();
    expect(opened).toEqual([{ cookId: 906, orderId: 12, topic: 'other', question: 'Курьер не отвечает' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 20_000);

  it('a paid order cancelled shows its refund next to «Отменён»: the text, the amount, the state; the promo discount and what was paid', async () => {
    const paidOnline = { paymentType: 'online', paymentTypeLabel: 'Онлайн', paidAt: '2026-11-20T07:31:00.000Z' } as const;
    fakeOrdersApi({
      customer: [
        anOrder(21, {
          ...paidOnline,
          status: 'cancelled',
          cancelledBy: 'cook',
          orderCancelReasonLabel: 'Нет продуктов',
          discount: 10000,
          promoCode: 'ДОМАШНЯЯ',
          total: 77550,
          refund: { state: 'pending', stateLabel: 'в обработке', amount: 77550, title: 'Возврат оформлен', note: 'Деньги вернутся в течение 10 рабочих дней' },
        }),
        anOrder(20, {
          ...paidOnline,
          status: 'cancelled',
          refund: { state: 'succeeded', stateLabel: 'выполнен', amount: 87550, title: 'Возврат оформлен', note: 'Деньги вернутся в течение 10 рабочих дней' },
        }),
        anOrder(19, { status: 'cancelled', cancelledBy: 'customer' }),
      ],
    });
    openOrders();
    const refunded = await findCard(21);
    expect(within(refunded).getByRole('status')).toHaveTextContent('Отменён');
    expect(within(refunded).getByText(`Возврат оформлен: ${shown(77550)}`)).toBeInTheDocument();
    expect(within(refunded).getByText('в обработке')).toBeInTheDocument();
    expect(within(refunded).getByText('Деньги вернутся в течение 10 рабочих дней')).toBeInTheDocument();
    expect(within(refunded).getByText('Скидка по промокоду ДОМАШНЯЯ')).toBeInTheDocument();
    expect(within(refunded).getByText(`−${shown(10000)}`)).toBeInTheDocument();
    const paidLine = within(refunded).getByText('Оплачено', { selector: 'dt' });
    expect(paidLine.nextElementSibling).toHaveTextContent(shown(77550));

    expect(within(card(20)).getByText('выполнен')).toBeInTheDocument();
    // Never paid: nothing to refund, and the total is not called paid.
    const unpaid = card(19);
    expect(within(unpaid).queryByText(/Возврат/)).not.toBeInTheDocument();
    expect(within(unpaid).queryByText('Оплачено')).not.toBeInTheDocument();
    expect(within(unpaid).getByText('Итого', { selector: 'dt' })).toBeInTheDocument();
  });

  it('an action without a reason is posted at once, and the card shows the order the server answers', async () => {
    const api = fakeOrdersApi({ customer: [anOrder(12, { status: 'delivering', actions: [RECEIVED] })] });
    const announced: number[] = [];
    const stop = on('orders:status-changed', ({ orderId }) => announced.push(orderId));
    openOrders();
    await userEvent.click(within(await findCard(12)).getByRole('button', { name: 'Заказ получен' }));

    await waitFor(() => expect(within(card(12)).getByRole('status')).toHaveTextContent('Выполнен'));
    expect(api.statusCalls().map((call) => [call.path, call.body])).toEqual([['/api/orders/12/status', { status: 'completed' }]]);
    expect(within(card(12)).queryByRole('button', { name: 'Заказ получен' })).not.toBeInTheDocument();
    expect(announced).toEqual([12]);
    stop();
  });

  it('cancelling asks for a reason, and for the text when it is «Другое», then posts them', async () => {
    const api = fakeOrdersApi({ customer: [anOrder(12)] });
    openOrders();
    await userEvent.click(within(await findCard(12)).getByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отмена заказа' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    expect(await within(dialog).findByText('Укажите причину отмены')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Другое' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    expect(await within(dialog).findByText('Опишите причину отмены')).toBeInTheDocument();
    expect(api.statusCalls()).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Опишите причину'), 'Уезжаю на дачу');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.statusCalls().map((call) => call.body)).toEqual([
      { status: 'cancelled', orderCancelReason: 'other', exactlyOrderCancelReason: 'Уезжаю на дачу' },
    ]);
    const cancelled = card(12);
    expect(within(cancelled).getByRole('status')).toHaveTextContent('Отменён');
    expect(within(cancelled).getByText('Уезжаю на дачу', { selector: 'dd' })).toBeInTheDocument();
    expect(within(cancelled).getByText('Покупатель', { selector: 'dd' })).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button', { name: 'Отменить заказ' })).not.toBeInTheDocument();
  });

  it('a reason from the list is posted without any text', async () => {
    const api = fakeOrdersApi({ customer: [anOrder(12)] });
    openOrders();
    await userEvent.click(within(await findCard(12)).getByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отмена заказа' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Передумал' }));
    expect(within(dialog).queryByLabelText('Опишите причину')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    await waitFor(() =>
      expect(api.statusCalls().map((call) => call.body)).toEqual([{ status: 'cancelled', orderCancelReason: 'changed_mind', exactlyOrderCancelReason: null }]),
    );
    expect(await within(card(12)).findByText('Передумал', { selector: 'dd' })).toBeInTheDocument();
  });

  it('when the order moved meanwhile, says what the server said and shows the order as it is now', async () => {
    let serverOrders: Order[] = [];
    const api = fakeOrdersApi({
      customer: [anOrder(12)],
      routes: {
        'POST /api/orders/12/status': () => {
          // The cook did not accept in time: the server cancelled it a moment before.
          serverOrders[0] = moved(serverOrders[0]!, { status: 'cancelled', orderCancelReason: 'not_accepted' }, 'system');
          return conflict('Статус заказа уже изменился. Обновите страницу');
        },
      },
    });
    serverOrders = api.orders.customer;
    openOrders();
    await userEvent.click(within(await findCard(12)).getByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отмена заказа' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Долгое ожидание' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));

    expect(await screen.findByText('Статус заказа уже изменился. Обновите страницу')).toBeInTheDocument();
    await waitFor(() => expect(within(card(12)).getByRole('status')).toHaveTextContent('Отменён'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.listCalls('/api/orders')).toHaveLength(2);
    expect(within(card(12)).getByText('Повар не подтвердил заказ', { selector: 'dd' })).toBeInTheDocument();
    expect(within(card(12)).getByText('Сервис', { selector: 'dd' })).toBeInTheDocument();
  });

  it('keeps the buttons disabled while a change is on its way', async () => {
    const api = fakeOrdersApi({ customer: [anOrder(12, { status: 'delivering', actions: [RECEIVED] })] });
    const statusCall = holdCalls('/api/orders/12/status');
    openOrders();
    await userEvent.click(within(await findCard(12)).getByRole('button', { name: 'Заказ получен' }));
    expect(within(card(12)).getByRole('button', { name: 'Заказ получен' })).toBeDisabled();
    await userEvent.click(within(card(12)).getByRole('button', { name: 'Заказ получен' }));
    expect(statusCall.count()).toBe(1);
    act(() => statusCall.release());
    await waitFor(() => expect(within(card(12)).getByRole('status')).toHaveTextContent('Выполнен'));
    expect(api.statusCalls()).toHaveLength(1);
  });

  it('repeats a finished order: the dishes go to the basket, the unavailable ones are named, and the basket opens', async () => {
    const api = fakeOrdersApi({
      customer: [anOrder(11, { status: 'completed' })],
      routes: {
        'POST /api/orders/11/repeat': () => ({ basket: { items: [], info: { count: 2 } }, added: 1, unavailable: ['Пирог с капустой'] }),
      },
    });
    openOrders();
    await userEvent.click(within(await findCard(11)).getByRole('button', { name: 'Повторить заказ' }));

    expect(await screen.findByText('Блюда добавлены в корзину')).toBeInTheDocument();
    expect(await screen.findByText('Больше нельзя заказать: Пирог с капустой')).toBeInTheDocument();
    expect(popups).toEqual([{ popup: 'basket', props: { cookId: 10 } }]);
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/orders/11/repeat')).toBe(true);
  });

  it('does not open the basket when none of the dishes can be ordered any more', async () => {
    fakeOrdersApi({
      customer: [anOrder(11, { status: 'cancelled' })],
      routes: { 'POST /api/orders/11/repeat': () => ({ basket: { items: [], info: { count: 0 } }, added: 0, unavailable: ['Борщ', 'Пирог с капустой'] }) },
    });
    openOrders();
    await userEvent.click(within(await findCard(11)).getByRole('button', { name: 'Повторить заказ' }));
    expect(await screen.findByText('Больше нельзя заказать: Борщ, Пирог с капустой')).toBeInTheDocument();
    expect(screen.queryByText('Блюда добавлены в корзину')).not.toBeInTheDocument();
    expect(popups).toEqual([]);
  });

  it('asks the chat to open with the cook, and leads an unpaid online order to its payment', async () => {
    fakeOrdersApi({ customer: [anOrder(13, { status: 'awaiting_payment', paymentType: 'online', paymentTypeLabel: 'Онлайн' })] });
    const chats: number[] = [];
    const stop = on('chat:open', ({ cookId }) => chats.push(cookId));
    openOrders();
    const unpaid = await findCard(13);
    await userEvent.click(within(unpaid).getByRole('button', { name: 'Написать повару' }));
    expect(chats).toEqual([10]);
    await userEvent.click(within(unpaid).getByRole('link', { name: 'Оплатить' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/order/13/payment');
    stop();
  });

  it('says there are no orders yet and leads to the catalogue', async () => {
    fakeOrdersApi();
    openOrders();
    expect(await screen.findByText('Вы ещё ничего не заказывали')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Перейти в каталог' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/tyumen/menu');
  });

  it('says the orders could not be loaded, and loads them on «Повторить»', async () => {
    let tries = 0;
    fakeOrdersApi({
      routes: {
        'GET /api/orders': () => {
          tries += 1;
          return tries === 1 ? failure(404, ['Не найдено']) : { items: [anOrder(12)], pagination: { page: 1, perPage: 20, total: 1, lastPage: 1 } };
        },
      },
    });
    openOrders();
    expect(await screen.findByText('Не удалось загрузить заказы')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await findCard(12)).toBeInTheDocument();
    expect(screen.queryByText('Не удалось загрузить заказы')).not.toBeInTheDocument();
  });

  it('loads the next page on «Показать ещё»', async () => {
    const api = fakeOrdersApi({ customer: Array.from({ length: 25 }, (_, index) => anOrder(100 - index, { status: 'completed' })) });
    openOrders();
    await findCard(100);
    expect(screen.getAllByRole('article')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await findCard(76)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    expect(api.listCalls('/api/orders').map((call) => call.path)).toEqual(['/api/orders?page=1', '/api/orders?page=2']);
  });
});
