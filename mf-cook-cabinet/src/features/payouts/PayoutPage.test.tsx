// The payout page as the cook sees it: the statement lines in roubles with the total, the status
// with its date, the pay-on-receipt explanation, the API's refusal for an order not completed,
// a failure retried, and the week's and month's totals under their tabs.
import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  ApiError,
  apiRequest,
  findRoute,
  MemoryRouter,
  setRouteDocumentTitle,
  type PayoutStatement,
  type PayoutSummary,
  type RouteMatch,
} from '@povar/shared-kit';
import { ON_RECEIPT_PAYOUT_NOTE, PAYOUT_NOT_READY_MESSAGE } from '@povar/shared-kit/contracts';
import { BACK_TEXT, PayoutPage, STATEMENT_FAILED_TITLE, SUMMARY_FAILED_TEXT } from './PayoutPage';

jest.mock('@povar/shared-kit', () => ({ ...jest.requireActual('@povar/shared-kit'), ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble() }));
const api = jest.mocked(apiRequest);

const ONLINE: PayoutStatement = {
  id: 5,
  orderId: 42,
  paymentType: 'online',
  lines: [
    { kind: 'order_value', label: 'Стоимость заказа', amount: 115_000 },
    { kind: 'commission', label: 'Комиссия сервиса (15%)', amount: -17_250 },
  ],
  amount: 97_750,
  discount: 0,
  commissionRate: 1500,
  processingFeeRate: 0,
  status: 'pending',
  statusLabel: 'Ожидает выплаты',
  paidAt: null,
  paidBy: null,
  completedAt: '2026-11-20T10:00:00.000Z',
  timeZone: 'UTC+5',
  notes: [],
};

const summaryOf = (period: 'week' | 'month', ordersCount: number, toPay: number): PayoutSummary => ({
  period,
  from: period === 'week' ? '2026-11-16' : '2026-11-01',
  to: period === 'week' ? '2026-11-22' : '2026-11-30',
  timeZone: 'UTC+5',
  ordersCount,
  orderValue: 115_000 * ordersCount,
  commission: 17_250 * ordersCount,
  processingFee: 0,
  receivedByCook: 0,
  toPay,
  paid: 0,
  pending: toPay,
});

const apiFailure = (status: number, message: string) =>
  new ApiError(`API error, status: ${status}.`, { status, error: [message], errors: [message], errorType: status === 404 ? 'not_found' : 'validation' });

/** Answers like the API; `overrides` replace one call ('GET /payouts/orders/42'). */
function answerApi(overrides: Partial<Record<string, () => unknown>> = {}) {
  api.mockImplementation(async (method, path, options = {}) => {
    const query = options.query as { period?: string } | undefined;
    const key = `${method} ${path}${query?.period ? `?${query.period}` : ''}`;
    const override = overrides[key];
    if (override) return override();
    if (key === 'GET /payouts/orders/42') return ONLINE;
    if (key === 'GET /payouts/summary?week') return summaryOf('week', 1, 97_750);
    if (key === 'GET /payouts/summary?month') return summaryOf('month', 4, 391_000);
    throw new Error(`Unexpected call ${key}`);
  });
}

const match = (id: string): RouteMatch => ({ route: findRoute('ORDER_PAYOUT'), name: 'ORDER_PAYOUT', params: { id }, region: null });

function show(ui: ReactElement = <PayoutPage match={match('42')} />) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/orders/42/payout']}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The statement's rows as 'label: sum' (no-break spaces made plain). */
const rowsOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent?.replace(/[\u00a0\u202f]/g, ' ')}`);

beforeEach(() => {
  api.mockReset();
  answerApi();
  setRouteDocumentTitle('Повар рядом');
});

describe('PayoutPage', () => {
  it('shows the statement line by line in roubles, the total and the status, with the way back to the sales', async () => {
    const { unmount } = show();
    expect(screen.getByRole('heading', { level: 1, name: 'Выплата по заказу №42' })).toBeInTheDocument();
    // The tab's title is the route table's, which the shell sets (shell/src/document-title.test.ts): the page leaves it alone.
    expect(document.title).toBe('Повар рядом');
    expect(screen.getByRole('link', { name: BACK_TEXT })).toHaveAttribute('href', '/orders/sales');

    const statement = await screen.findByRole('article', { name: 'Расчёт' });
    expect(rowsOf(statement)).toEqual(['Стоимость заказа: 1 150 ₽', 'Комиссия сервиса (15%): −172,50 ₽', 'К выплате: 977,50 ₽']);
    expect(within(statement).getByText('Ожидает выплаты')).toBeInTheDocument();
    expect(within(statement).getByText('20.11.2026')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('GET', '/payouts/orders/42', expect.anything());

    unmount();
    expect(document.title).toBe('Повар рядом');
  });

  it("says when it was paid, on the cook's region's calendar", async () => {
    // 21:30 UTC on the 24th is already the 25th in UTC+5.
    answerApi({
      'GET /payouts/orders/42': () => ({ ...ONLINE, status: 'paid', statusLabel: 'Выплачено', paidAt: '2026-11-24T21:30:00.000Z', paidBy: 'operator' }),
    });
    show();
    expect(await screen.findByText('Выплачено 25.11.2026')).toBeInTheDocument();
  });

  it('explains a negative payout of an order paid on receipt', async () => {
    answerApi({
      'GET /payouts/orders/42': () => ({
        ...ONLINE,
        paymentType: 'on_receipt',
        lines: [
          { kind: 'order_value', label: 'Стоимость заказа', amount: 100_000 },
          { kind: 'commission', label: 'Комиссия сервиса (15%)', amount: -15_000 },
          { kind: 'received_by_cook', label: 'Получено от покупателя при получении', amount: -100_000 },
        ],
        amount: -15_000,
        statusLabel: 'Ожидает удержания',
        notes: [ON_RECEIPT_PAYOUT_NOTE],
      }),
    });
    show();
    const statement = await screen.findByRole('article', { name: 'Расчёт' });
    expect(rowsOf(statement)).toEqual([
      'Стоимость заказа: 1 000 ₽',
      'Комиссия сервиса (15%): −150 ₽',
      'Получено от покупателя при получении: −1 000 ₽',
      'К выплате: −150 ₽',
    ]);
    expect(within(statement).getByText(ON_RECEIPT_PAYOUT_NOTE)).toBeInTheDocument();
    expect(within(statement).getByText('Ожидает удержания')).toBeInTheDocument();
  });

  it("shows the API's refusal for an order not completed yet, without a retry", async () => {
    answerApi({
      'GET /payouts/orders/42': () => {
        throw apiFailure(404, PAYOUT_NOT_READY_MESSAGE);
      },
    });
    show();
    expect(await screen.findByText(PAYOUT_NOT_READY_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText(STATEMENT_FAILED_TITLE)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: BACK_TEXT })).toBeInTheDocument();
  });

  it('says the statement failed and loads it again with «Повторить»', async () => {
    const user = userEvent.setup();
    // apiRequest answers nothing for a 5xx, after its own toast.
    answerApi({ 'GET /payouts/orders/42': () => undefined });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(STATEMENT_FAILED_TITLE);
    answerApi();
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('article', { name: 'Расчёт' })).toBeInTheDocument();
  });

  it("shows the week's totals, and the month's under its tab", async () => {
    const user = userEvent.setup();
    show();
    const totals = screen.getByRole('region', { name: 'Итоги' });
    const weekTab = within(totals).getByRole('tab', { name: 'Неделя' });
    expect(weekTab).toHaveAttribute('aria-selected', 'true');
    const panel = within(totals).getByRole('tabpanel');
    expect(await within(panel).findByText('16 ноября — 22 ноября')).toBeInTheDocument();
    expect(rowsOf(panel)).toEqual([
      'Завершено: 1 заказ',
      'Стоимость заказов: 1 150 ₽',
      'Комиссия сервиса: −172,50 ₽',
      'К выплате: 977,50 ₽',
      'Выплачено: 0 ₽',
      'Ожидает выплаты: 977,50 ₽',
    ]);

    await user.click(within(totals).getByRole('tab', { name: 'Месяц' }));
    expect(within(totals).getByRole('tab', { name: 'Месяц' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(totals).findByText('1 ноября — 30 ноября')).toBeInTheDocument();
    expect(rowsOf(within(totals).getByRole('tabpanel'))).toContain('Завершено: 4 заказа');
    expect(rowsOf(within(totals).getByRole('tabpanel'))).toContain('К выплате: 3 910 ₽');

    // Arrow keys move between the tabs.
    await user.keyboard('{ArrowLeft}');
    expect(weekTab).toHaveFocus();
    expect(weekTab).toHaveAttribute('aria-selected', 'true');
  });

  it("says the totals failed in the API's words and keeps the statement", async () => {
    answerApi({
      'GET /payouts/summary?week': () => {
        throw apiFailure(400, 'Период: неделя или месяц');
      },
    });
    show();
    expect(await screen.findByRole('article', { name: 'Расчёт' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${SUMMARY_FAILED_TEXT}: Период: неделя или месяц`);
  });
});
