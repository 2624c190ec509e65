import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest, confirmDialog, GENERIC_ERROR_TEXT, notifyError, setRouteDocumentTitle, type SavedPaymentMethod } from '@povar/shared-kit';
import { SAVED_PAYMENT_METHOD_NOT_FOUND_MESSAGE } from '@povar/shared-kit/contracts';
import { apiFailure, renderWithProviders, signIn, stubNetwork } from '../../test-kit';
import { EMPTY_TEXT, EMPTY_TITLE, LIST_FAILED_TITLE, PAGE_TITLE, PaymentTypesPage } from './PaymentTypesPage';

jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  confirmDialog: jest.fn(),
  notifyError: jest.fn(),
}));
const api = jest.mocked(apiRequest);

function savedCard(id: number, last4: string, cardType: string, createdAt: string, isDefault = false): SavedPaymentMethod {
  return { id, title: `Bank card *${last4}`, last4, cardType, isDefault, createdAt };
}

/** The server's cards; answered as the API orders them: the default first, then the newest. */
let stored: SavedPaymentMethod[];
const listed = () => ({
  items: [...stored].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createdAt.localeCompare(a.createdAt)),
});

/** Answers like the API; `overrides` replace one call ('DELETE /profiles/payment-types/2'). */
function answerApi(overrides: Partial<Record<string, () => unknown>> = {}) {
  api.mockImplementation(async (method, path) => {
    const override = overrides[`${method} ${path}`];
    if (override) return override();
    if (method === 'GET' && path === '/profiles/payment-types') return listed();
    const call = /^\/profiles\/payment-types\/(\d+)(\/default)?$/.exec(path);
    const card = call && stored.find((item) => item.id === Number(call[1]));
    if (!card) throw apiFailure(404, SAVED_PAYMENT_METHOD_NOT_FOUND_MESSAGE);
    if (method === 'POST' && call[2]) stored = stored.map((item) => ({ ...item, isDefault: item.id === card.id }));
    else if (method === 'DELETE' && !call[2]) stored = stored.filter((item) => item.id !== card.id);
    else throw new Error(`Unexpected call ${method} ${path}`);
    return listed();
  });
}

/** A call held open until the test lets it answer. */
function heldCall() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, answer: async () => (await released, listed()) };
}

const MIR = savedCard(1, '4242', 'Mir', '2025-03-01T10:00:00.000Z', true);
const VISA = savedCard(2, '1111', 'Visa', '2025-03-05T10:00:00.000Z');
const MASTERCARD = savedCard(3, '5555', 'MasterCard', '2025-02-01T10:00:00.000Z');

const show = () => renderWithProviders(<PaymentTypesPage />, { url: '/profile/payment-types' });
/** Each card's name as its list item is labelled (aria-labelledby: the type, then the number). */
const cardNames = () =>
  screen.getAllByRole('listitem').map((item) =>
    (item.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' '),
  );
const cardItem = (last4: string) => screen.getByRole('listitem', { name: new RegExp(`•••• ${last4}$`) });
const calls = (method: string) => api.mock.calls.filter(([called]) => called === method).map(([, path]) => path);
const actionButtons = () => screen.getAllByRole('button', { name: /^(Сделать основной|Удалить) карту/ });

beforeEach(async () => {
  stubNetwork();
  api.mockReset();
  jest.mocked(confirmDialog).mockReset().mockResolvedValue(true);
  jest.mocked(notifyError).mockClear();
  stored = [MIR, VISA, MASTERCARD];
  answerApi();
  await signIn();
  setRouteDocumentTitle('Повар рядом');
});

describe('PaymentTypesPage', () => {
  it('shows a skeleton, then the cards in the order the API gives, the default first and marked', async () => {
    const { unmount } = show();
    expect(screen.getByRole('heading', { level: 1, name: PAGE_TITLE })).toBeInTheDocument();
    // The tab's title is the route table's, which the shell sets (shell/src/document-title.test.ts): the page leaves it alone.
    expect(document.title).toBe('Повар рядом');
    expect(screen.getByLabelText('Загрузка карт')).toHaveAttribute('aria-busy', 'true');

    const list = await screen.findByRole('list', { name: 'Сохранённые карты' });
    expect(screen.queryByLabelText('Загрузка карт')).not.toBeInTheDocument();
    expect(cardNames()).toEqual(['Mir •••• 4242', 'Visa •••• 1111', 'MasterCard •••• 5555']);
    expect(within(list).getAllByText('Основная')).toHaveLength(1);
    expect(within(cardItem('4242')).getByText('Основная')).toBeInTheDocument();
    expect(within(cardItem('4242')).getByText('Bank card *4242')).toBeInTheDocument();
    expect(within(cardItem('4242')).queryByRole('button', { name: /Сделать основной/ })).not.toBeInTheDocument();
    expect(within(cardItem('4242')).getByRole('button', { name: 'Удалить карту •••• 4242' })).toBeInTheDocument();
    expect(within(cardItem('1111')).getByRole('button', { name: 'Сделать основной карту •••• 1111' })).toHaveTextContent('Сделать основной');
    expect(within(cardItem('1111')).getByRole('button', { name: 'Удалить карту •••• 1111' })).toHaveTextContent('Удалить');
    expect(api).toHaveBeenCalledWith('GET', '/profiles/payment-types', expect.anything());

    unmount();
    expect(document.title).toBe('Повар рядом');
  });

  it('makes another card the default: posts it, holds the buttons while it goes, and shows the list it answers', async () => {
    const user = userEvent.setup();
    const held = heldCall();
    answerApi({ 'POST /profiles/payment-types/2/default': () => held.answer() });
    show();
    await user.click(await screen.findByRole('button', { name: 'Сделать основной карту •••• 1111' }));

    expect(calls('POST')).toEqual(['/profiles/payment-types/2/default']);
    for (const button of actionButtons()) expect(button).toBeDisabled();
    expect(cardItem('1111')).toHaveAttribute('aria-busy', 'true');

    stored = stored.map((card) => ({ ...card, isDefault: card.id === VISA.id }));
    held.release();
    await waitFor(() => expect(cardNames()).toEqual(['Visa •••• 1111', 'Mir •••• 4242', 'MasterCard •••• 5555']));
    expect(within(cardItem('1111')).getByText('Основная')).toBeInTheDocument();
    expect(within(cardItem('4242')).queryByText('Основная')).not.toBeInTheDocument();
    expect(within(cardItem('4242')).getByRole('button', { name: 'Сделать основной карту •••• 4242' })).toBeEnabled();
    // Its button is gone: focus goes to the card itself.
    expect(cardItem('1111')).toHaveFocus();
    // The answer is the list: nothing is read again.
    expect(calls('GET')).toHaveLength(1);
  });

  it('deletes a card after the confirmation naming its last four digits, and the card disappears', async () => {
    const user = userEvent.setup();
    const held = heldCall();
    answerApi({ 'DELETE /profiles/payment-types/2': () => held.answer() });
    show();
    await user.click(await screen.findByRole('button', { name: 'Удалить карту •••• 1111' }));

    expect(confirmDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Удалить карту?', message: expect.stringContaining('•••• 1111') }));
    await waitFor(() => expect(calls('DELETE')).toEqual(['/profiles/payment-types/2']));
    for (const button of actionButtons()) expect(button).toBeDisabled();

    stored = stored.filter((card) => card.id !== VISA.id);
    held.release();
    await waitFor(() => expect(cardNames()).toEqual(['Mir •••• 4242', 'MasterCard •••• 5555']));
    expect(screen.queryByText('Bank card *1111')).not.toBeInTheDocument();
    for (const button of actionButtons()) expect(button).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(calls('GET')).toHaveLength(1);
  });

  it('shows the empty state once the last card is deleted', async () => {
    const user = userEvent.setup();
    stored = [MIR];
    show();
    await user.click(await screen.findByRole('button', { name: 'Удалить карту •••• 4242' }));
    expect(await screen.findByText(EMPTY_TITLE)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps the card when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    jest.mocked(confirmDialog).mockResolvedValue(false);
    show();
    await user.click(await screen.findByRole('button', { name: 'Удалить карту •••• 1111' }));
    await waitFor(() => expect(confirmDialog).toHaveBeenCalled());

    expect(calls('DELETE')).toEqual([]);
    expect(cardNames()).toEqual(['Mir •••• 4242', 'Visa •••• 1111', 'MasterCard •••• 5555']);
    for (const button of actionButtons()) expect(button).toBeEnabled();
  });

  it.each([
    ['deleting', 'DELETE /profiles/payment-types/2', 'Удалить карту •••• 1111'],
    ['making the default', 'POST /profiles/payment-types/2/default', 'Сделать основной карту •••• 1111'],
  ])("shows the API's message when %s fails, and keeps the list", async (_what, call, buttonName) => {
    const user = userEvent.setup();
    answerApi({
      [call]: () => {
        throw apiFailure(404, SAVED_PAYMENT_METHOD_NOT_FOUND_MESSAGE);
      },
    });
    show();
    await user.click(await screen.findByRole('button', { name: buttonName }));

    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(SAVED_PAYMENT_METHOD_NOT_FOUND_MESSAGE));
    expect(cardNames()).toEqual(['Mir •••• 4242', 'Visa •••• 1111', 'MasterCard •••• 5555']);
    expect(within(cardItem('4242')).getByText('Основная')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: buttonName })).toBeEnabled());
  });

  it('says there are no saved cards and how one is saved', async () => {
    stored = [];
    show();
    expect(await screen.findByText(EMPTY_TITLE)).toBeInTheDocument();
    expect(screen.getByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("says the list failed in the API's words and loads it again with 'Повторить'", async () => {
    const user = userEvent.setup();
    answerApi({
      'GET /profiles/payment-types': () => {
        throw apiFailure(403, 'Доступ запрещён');
      },
    });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LIST_FAILED_TITLE);
    expect(alert).toHaveTextContent('Доступ запрещён');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    answerApi();
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('list', { name: 'Сохранённые карты' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Mir •••• 4242', 'Visa •••• 1111', 'MasterCard •••• 5555']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the failure with a generic line when the server failed (its toast already said why)', async () => {
    // apiRequest answers undefined for a 5xx or 429, after its own toast.
    answerApi({ 'GET /profiles/payment-types': () => undefined });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LIST_FAILED_TITLE);
    expect(alert).toHaveTextContent(GENERIC_ERROR_TEXT);
    expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeEnabled();
  });
});
