import { act, render } from '@testing-library/react';
import * as React from 'react';
import { createElement } from 'react';
import type { AuthSyncMessage, AuthTokens } from './auth';

/** An in-memory BroadcastChannel: a message reaches every other channel of the same name. */
class FakeBroadcastChannel {
  static open: FakeBroadcastChannel[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  readonly sent: unknown[] = [];
  constructor(readonly name: string) {
    FakeBroadcastChannel.open.push(this);
  }
  postMessage(data: unknown) {
    this.sent.push(data);
    for (const other of FakeBroadcastChannel.open) {
      if (other !== this && other.name === this.name) other.onmessage?.({ data } as MessageEvent);
    }
  }
  close() {
    FakeBroadcastChannel.open = FakeBroadcastChannel.open.filter((c) => c !== this);
  }
}

const PAIR: AuthTokens = { accessToken: 'access-1' };
const NEXT_PAIR: AuthTokens = { accessToken: 'access-2' };

let otherTab: FakeBroadcastChannel;
let received: unknown[];
let authChanged: jest.Mock;

const loadAuth = () => require('./auth') as typeof import('./auth');
const fromOtherTab = (message: AuthSyncMessage | Record<string, unknown>) => otherTab.postMessage(message);

beforeEach(() => {
  jest.resetModules();
  // Fresh store modules, but the one React the testing library renders with.
  jest.doMock('react', () => React);
  localStorage.clear();
  FakeBroadcastChannel.open = [];
  (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = FakeBroadcastChannel;
  otherTab = new FakeBroadcastChannel('povar-auth');
  received = [];
  otherTab.onmessage = (event) => received.push(event.data);
  authChanged = jest.fn();
  window.addEventListener('auth:changed', authChanged);
});

afterEach(() => {
  window.removeEventListener('auth:changed', authChanged);
  delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
});

describe('auth store', () => {
  it('starts signed out with nothing stored', () => {
    expect(loadAuth().getAuth()).toEqual({ tokens: null, isAuth: false });
  });

  it('restores the access token persisted under auth-tokens', () => {
    localStorage.setItem('auth-tokens', JSON.stringify(PAIR));
    expect(loadAuth().getAuth()).toEqual({ tokens: PAIR, isAuth: true });
  });

  it('drops a refresh token an older version left in storage, keeping the access token', () => {
    localStorage.setItem('auth-tokens', JSON.stringify({ accessToken: 'access-1', refreshToken: 'refresh-old' }));
    expect(loadAuth().getAuth()).toEqual({ tokens: PAIR, isAuth: true });
    expect(localStorage.getItem('auth-tokens')).toBe(JSON.stringify(PAIR));
  });

  it('never stores or passes on a refresh token handed to it', () => {
    const { setTokens, getAuth } = loadAuth();
    setTokens({ accessToken: 'access-1', refreshToken: 'leaked' } as AuthTokens);
    fromOtherTab({ type: 'tokens-update', tokens: { accessToken: 'access-2', refreshToken: 'leaked' } as AuthTokens });
    expect(getAuth().tokens).toEqual(NEXT_PAIR);
    expect(JSON.stringify(localStorage)).not.toContain('leaked');
    expect(JSON.stringify(received)).not.toContain('leaked');
  });

  it.each([['not json'], [JSON.stringify({ refreshToken: 'r' })], [JSON.stringify({ accessToken: '' })], ['null']])(
    'treats a broken stored value (%s) as signed out',
    (stored) => {
      localStorage.setItem('auth-tokens', stored);
      expect(loadAuth().getAuth().isAuth).toBe(false);
    },
  );

  it('signs in: persists the pair, tells other tabs "auth" with it, emits auth:changed once', () => {
    const { setTokens, getAuth } = loadAuth();
    setTokens(PAIR);
    expect(getAuth()).toEqual({ tokens: PAIR, isAuth: true });
    expect(JSON.parse(localStorage.getItem('auth-tokens') ?? 'null')).toEqual(PAIR);
    expect(received).toEqual([{ type: 'auth', tokens: PAIR }]);
    expect(authChanged).toHaveBeenCalledTimes(1);
  });

  it('replaces the pair: tells other tabs "tokens-update", no auth:changed', () => {
    const { setTokens, getAuth } = loadAuth();
    setTokens(PAIR);
    setTokens(NEXT_PAIR);
    expect(getAuth().tokens).toEqual(NEXT_PAIR);
    expect(received).toEqual([
      { type: 'auth', tokens: PAIR },
      { type: 'tokens-update', tokens: NEXT_PAIR },
    ]);
    expect(authChanged).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the same pair is set again', () => {
    const { setTokens, subscribeAuth } = loadAuth();
    setTokens(PAIR);
    const listener = jest.fn();
    subscribeAuth(listener);
    setTokens({ ...PAIR });
    expect(listener).not.toHaveBeenCalled();
    expect(received).toHaveLength(1);
  });

  it('signs out: forgets the pair, tells other tabs "logout", emits auth:changed', () => {
    const { setTokens, clearTokens, getAuth } = loadAuth();
    setTokens(PAIR);
    clearTokens();
    expect(getAuth()).toEqual({ tokens: null, isAuth: false });
    expect(localStorage.getItem('auth-tokens')).toBeNull();
    expect(received.at(-1)).toEqual({ type: 'logout' });
    expect(authChanged).toHaveBeenCalledTimes(2);
  });

  it('signing out while signed out tells nobody', () => {
    loadAuth().clearTokens();
    expect(received).toEqual([]);
    expect(authChanged).not.toHaveBeenCalled();
  });

  describe('messages from other tabs', () => {
    it('tokens-update is applied when the pair differs, without echoing it back', () => {
      const { setTokens, getAuth } = loadAuth();
      setTokens(PAIR);
      received.length = 0;
      fromOtherTab({ type: 'tokens-update', tokens: NEXT_PAIR });
      expect(getAuth().tokens).toEqual(NEXT_PAIR);
      expect(received).toEqual([]);
      expect(authChanged).toHaveBeenCalledTimes(1);
    });

    it('tokens-update with the pair already held changes nothing', () => {
      const { setTokens, subscribeAuth } = loadAuth();
      setTokens(PAIR);
      const listener = jest.fn();
      subscribeAuth(listener);
      fromOtherTab({ type: 'tokens-update', tokens: { ...PAIR } });
      expect(listener).not.toHaveBeenCalled();
    });

    it('logout is applied only when signed in', () => {
      const { setTokens, getAuth, subscribeAuth } = loadAuth();
      getAuth();
      const listener = jest.fn();
      subscribeAuth(listener);
      fromOtherTab({ type: 'logout' });
      expect(listener).not.toHaveBeenCalled();
      expect(authChanged).not.toHaveBeenCalled();

      setTokens(PAIR);
      received.length = 0;
      fromOtherTab({ type: 'logout' });
      expect(getAuth()).toEqual({ tokens: null, isAuth: false });
      expect(localStorage.getItem('auth-tokens')).toBeNull();
      expect(authChanged).toHaveBeenCalledTimes(2);
      expect(received).toEqual([]);
    });

    it('auth is applied only when not signed in', () => {
      const { getAuth, setTokens } = loadAuth();
      getAuth();
      fromOtherTab({ type: 'auth', tokens: PAIR });
      expect(getAuth()).toEqual({ tokens: PAIR, isAuth: true });
      expect(authChanged).toHaveBeenCalledTimes(1);

      setTokens(NEXT_PAIR);
      fromOtherTab({ type: 'auth', tokens: PAIR });
      expect(getAuth().tokens).toEqual(NEXT_PAIR);
    });

    it.each([[null], ['logout'], [{ type: 'auth' }], [{ type: 'tokens-update', tokens: { accessToken: 1 } }], [{ type: 'other' }]])(
      'ignores a malformed message %p',
      (message) => {
        const { getAuth, setTokens } = loadAuth();
        setTokens(PAIR);
        otherTab.postMessage(message);
        expect(getAuth().tokens).toEqual(PAIR);
      },
    );
  });

  it('works without BroadcastChannel (older browsers): state and storage still change', () => {
    delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
    const { setTokens, clearTokens, getAuth } = loadAuth();
    setTokens(PAIR);
    expect(getAuth().isAuth).toBe(true);
    clearTokens();
    expect(getAuth().isAuth).toBe(false);
    expect(received).toEqual([]);
  });

  it('re-renders hook users when the visitor signs in', () => {
    const { setTokens, useAuth } = loadAuth();
    function Status() {
      return createElement(
        'span',
        null,
        useAuth((state) => (state.isAuth ? 'in' : 'out')),
      );
    }
    const view = render(createElement(Status));
    expect(view.container.textContent).toBe('out');
    act(() => setTokens(PAIR));
    expect(view.container.textContent).toBe('in');
  });
});
