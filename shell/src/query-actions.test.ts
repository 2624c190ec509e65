import { act } from '@testing-library/react';
import { apiRequest, clearTokens, notifySuccess, on, resetUser, setTokens, setUser, type CurrentUser } from '@povar/shared-kit';
import { EMAIL_CONFIRMED_TEXT, applyQueryActions } from './query-actions';

jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  notifySuccess: jest.fn(),
}));
const api = jest.mocked(apiRequest);

const user = (isCook: boolean) => ({ id: 7, name: 'Анна', phone: '+79990000001', isCook, unreadMessagesCount: 0 }) as CurrentUser;
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

const visit = (url: string) => window.history.replaceState(null, '', url);
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('query-parameter behaviours', () => {
  it('become-cook: a signed-in non-cook gets the popup and the parameter goes', async () => {
    act(() => setTokens({ accessToken: 'a' }));
    setUser(user(false));
    visit('/tyumen/menu?become-cook&sort=price');
    applyQueryActions();
    await settle();
    expect(opened).toEqual([{ popup: 'become-cook' }]);
    expect(window.location.pathname + window.location.search).toBe('/tyumen/menu?sort=price');
  });

  it('become-cook: nothing happens for a cook', async () => {
    act(() => setTokens({ accessToken: 'a' }));
    setUser(user(true));
    visit('/?become-cook');
    applyQueryActions();
    await settle();
    expect(opened).toEqual([]);
    expect(window.location.search).toBe('?become-cook');
  });

  it('become-cook: a guest is asked to sign in on the way to the application', async () => {
    visit('/?become-cook=1');
    applyQueryActions();
    await settle();
    expect(opened).toEqual([{ popup: 'auth', props: { isForCook: true } }]);
    expect(window.location.search).toBe('');
  });

  it('token and email together open the restore-password popup with both and clear them; one alone does nothing', async () => {
    visit('/?token=abc&email=anna%40example.ru');
    applyQueryActions();
    expect(opened).toEqual([{ popup: 'restore-password', props: { token: 'abc', email: 'anna@example.ru' } }]);
    expect(window.location.search).toBe('');
    opened = [];
    visit('/?token=abc');
    applyQueryActions();
    expect(opened).toEqual([]);
  });

  it('confirm-email sends the token once and says the e-mail is confirmed', async () => {
    api.mockResolvedValue({ confirmed: true });
    visit('/profile?confirm-email=tok-1');
    applyQueryActions();
    await settle();
    expect(api).toHaveBeenCalledWith('POST', '/auth/confirm-email', { body: { token: 'tok-1' } });
    expect(notifySuccess).toHaveBeenCalledWith(EMAIL_CONFIRMED_TEXT);
    expect(window.location.search).toBe('');
  });
});
