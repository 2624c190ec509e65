import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest } from '../api/api-client';
import type { CurrentUser } from '../contracts/auth';
import { on } from '../events/event-bus';
import { clearTokens, setTokens } from '../stores/auth';
import { resetUser, setUser } from '../account';
import { AccessGate, COOKS_ONLY_TITLE, OPERATORS_ONLY_TITLE, SIGN_IN_REQUIRED_TITLE } from './AccessGate';

jest.mock('../api/api-client', () => ({ apiRequest: jest.fn() }));
const api = jest.mocked(apiRequest);

const user = (isCook: boolean): CurrentUser => ({
  id: 7,
  avatar: null,
  name: 'Анна',
  address: null,
  about: '',
  registerDate: '2026-11-01T00:00:00.000Z',
  phone: '+79990000001',
  phoneVerified: true,
  email: '',
  emailVerified: false,
  isCook,
  isOperator: false,
  cookData: null,
  unreadMessagesCount: 0,
});

let opened: unknown[] = [];
let off = () => {};
beforeEach(() => {
  opened = [];
  off = on('popup:open', (detail) => opened.push(detail));
  api.mockReset();
  act(() => clearTokens());
  resetUser();
});
afterEach(() => off());

const page = <p>Страница</p>;

describe('AccessGate', () => {
  it('shows a public page to everyone', () => {
    render(<AccessGate access="public">{page}</AccessGate>);
    expect(screen.getByText('Страница')).toBeInTheDocument();
    expect(opened).toEqual([]);
  });

  it('asks a guest to sign in once on arrival, again from its button, and shows the page as soon as they have', async () => {
    render(<AccessGate access="user">{page}</AccessGate>);
    expect(screen.getByRole('heading', { name: SIGN_IN_REQUIRED_TITLE })).toBeInTheDocument();
    expect(screen.queryByText('Страница')).not.toBeInTheDocument();
    expect(opened).toEqual([{ popup: 'auth', props: { isForCook: false } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Вход / Регистрация' }));
    expect(opened).toHaveLength(2);
    api.mockResolvedValue(user(false));
    await act(async () => setTokens({ accessToken: 'a' }));
    expect(screen.getByText('Страница')).toBeInTheDocument();
  });

  it("refuses a signed-in customer on a cook's page and offers to become a cook", async () => {
    api.mockResolvedValue(user(false));
    await act(async () => setTokens({ accessToken: 'a' }));
    render(<AccessGate access="cook">{page}</AccessGate>);
    expect(await screen.findByRole('heading', { name: COOKS_ONLY_TITLE })).toBeInTheDocument();
    expect(screen.queryByText('Страница')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Стать поваром' }));
    expect(opened).toEqual([{ popup: 'become-cook' }]);
  });

  it('refuses anyone but an operator the moderation page', async () => {
    act(() => setTokens({ accessToken: 'a' }));
    act(() => setUser(user(true)));
    const { rerender } = render(<AccessGate access="operator">{page}</AccessGate>);
    expect(screen.getByRole('heading', { name: OPERATORS_ONLY_TITLE })).toBeInTheDocument();
    act(() => setUser({ ...user(false), isOperator: true }));
    rerender(<AccessGate access="operator">{page}</AccessGate>);
    expect(screen.getByText('Страница')).toBeInTheDocument();
  });

  it("shows a cook's page to a cook, without a refusal while the user loads", async () => {
    act(() => setTokens({ accessToken: 'a' }));
    render(<AccessGate access="cook">{page}</AccessGate>);
    expect(screen.queryByRole('heading', { name: COOKS_ONLY_TITLE })).not.toBeInTheDocument();
    act(() => setUser(user(true)));
    expect(screen.getByText('Страница')).toBeInTheDocument();
  });
});
