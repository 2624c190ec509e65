import { act } from '@testing-library/react';
import { apiRequest } from '../api/api-client';
import type { CurrentUser } from '../contracts/auth';
import { emit, on } from '../events/event-bus';
import { clearTokens, setTokens } from '../stores/auth';
import { closePopup, whenSignedIn } from './popups';
import { changeUnreadCount, displayNameOf, getUser, loadUser, nameContainsPhone, resetUser } from './user-store';

jest.mock('../api/api-client', () => ({ apiRequest: jest.fn() }));
const api = jest.mocked(apiRequest);

const USER = { id: 7, name: '', phone: '+79990000001', isCook: false, unreadMessagesCount: 3 } as CurrentUser;

beforeEach(() => {
  api.mockReset();
  act(() => clearTokens());
  resetUser();
});

describe('the user store', () => {
  it('loads nothing without a token', async () => {
    expect(await loadUser()).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it('follows the tokens: loaded when a pair appears (here or in another tab), dropped when it goes', async () => {
    getUser();
    api.mockResolvedValue(USER);
    await act(async () => setTokens({ accessToken: 'a' }));
    expect(api).toHaveBeenCalledWith('GET', '/profiles/user');
    expect(getUser().user).toEqual(USER);
    act(() => clearTokens());
    expect(getUser().user).toBeNull();
  });

  it('keeps what it had when a load fails, and shares one request between callers', async () => {
    api.mockResolvedValueOnce(USER);
    await act(async () => setTokens({ accessToken: 'a' }));
    api.mockReset();
    api.mockRejectedValue(new Error('Network error, try again late'));
    const [first, second] = await Promise.all([loadUser(), loadUser()]);
    expect(api).toHaveBeenCalledTimes(1);
    expect(first).toEqual(USER);
    expect(second).toEqual(USER);
    expect(getUser().user).toEqual(USER);
  });

  it('moves the unread count locally, never below zero', async () => {
    api.mockResolvedValue(USER);
    await act(async () => setTokens({ accessToken: 'a' }));
    changeUnreadCount(-5);
    expect(getUser().user?.unreadMessagesCount).toBe(0);
    changeUnreadCount(2);
    expect(getUser().user?.unreadMessagesCount).toBe(2);
  });
});

describe('names', () => {
  it('shows the name, or else the formatted phone when no real name is set', () => {
    expect(displayNameOf({ name: 'Анна', phone: '+79990000001' })).toBe('Анна');
    expect(displayNameOf({ name: '', phone: '+79990000001' })).toBe('+7 (999) 000-00-01');
    expect(displayNameOf({ name: '8 999 000 00 01', phone: '+79990000001' })).toBe('+7 (999) 000-00-01');
    expect(nameContainsPhone(null)).toBe(true);
    expect(nameContainsPhone({ name: 'Анна', phone: '+79990000001' })).toBe(false);
  });
});

describe('whenSignedIn', () => {
  it('runs at once for a signed-in visitor', () => {
    const action = jest.fn();
    whenSignedIn(true, action);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('asks a guest to sign in and runs the action once they have; closing the popup first drops it', () => {
    const opened: unknown[] = [];
    const off = on('popup:open', (detail) => opened.push(detail));
    const action = jest.fn();
    whenSignedIn(false, action, { isForCook: true });
    expect(opened).toEqual([{ popup: 'auth', props: { isForCook: true } }]);
    emit('auth:changed');
    emit('auth:changed');
    expect(action).toHaveBeenCalledTimes(1);

    const dropped = jest.fn();
    whenSignedIn(false, dropped);
    closePopup('auth');
    emit('auth:changed');
    expect(dropped).not.toHaveBeenCalled();
    off();
  });
});
