import { act, render } from '@testing-library/react';
import * as React from 'react';
import { createElement } from 'react';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A fresh module, as on a new page load. */
const loadSession = () => require('./session') as typeof import('./session');

beforeEach(() => {
  jest.resetModules();
  // Fresh store modules, but the one React the testing library renders with.
  jest.doMock('react', () => React);
  jest.restoreAllMocks();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('session', () => {
  it('creates a random UUID session id when none is stored and persists it under session-id', () => {
    const session = loadSession().initSession();
    expect(session.sessionId).toMatch(UUID_V4);
    expect(localStorage.getItem('session-id')).toBe(session.sessionId);
  });

  it('reuses the stored session id on the next page load', () => {
    const first = loadSession().initSession().sessionId;
    jest.resetModules();
    expect(loadSession().getSession().sessionId).toBe(first);
  });

  it('is idempotent within a page', () => {
    const { initSession, getSession } = loadSession();
    const id = initSession().sessionId;
    localStorage.setItem('session-id', 'changed-behind-our-back');
    expect(initSession().sessionId).toBe(id);
    expect(getSession().sessionId).toBe(id);
  });

  it('is created lazily by the first getSession()', () => {
    expect(loadSession().getSession().sessionId).toMatch(UUID_V4);
  });

  it('has no web-view ids in a plain browser', () => {
    expect(loadSession().getSession()).toMatchObject({ requestId: null, deviceId: null });
  });

  it('takes requestId and deviceId from the URL, stores them and removes them from the address bar', () => {
    window.history.replaceState({ keep: 1 }, '', '/tyumen/menu?requestId=req-1&page=2&deviceId=dev-9#category=3');
    const session = loadSession().initSession();
    expect(session).toMatchObject({ requestId: 'req-1', deviceId: 'dev-9' });
    expect(localStorage.getItem('web-view-request-id')).toBe('req-1');
    expect(localStorage.getItem('web-view-device')).toBe('dev-9');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/tyumen/menu?page=2#category=3');
    expect(window.history.state).toEqual({ keep: 1 });
  });

  it('reads web-view ids stored by an earlier visit, and a fresh launch URL wins over them', () => {
    localStorage.setItem('web-view-request-id', 'old-req');
    localStorage.setItem('web-view-device', 'old-dev');
    expect(loadSession().initSession()).toMatchObject({ requestId: 'old-req', deviceId: 'old-dev' });

    jest.resetModules();
    window.history.replaceState(null, '', '/?requestId=new-req');
    expect(loadSession().initSession()).toMatchObject({ requestId: 'new-req', deviceId: 'old-dev' });
    expect(localStorage.getItem('web-view-request-id')).toBe('new-req');
  });

  it('ignores empty ids in the URL', () => {
    window.history.replaceState(null, '', '/?requestId=&deviceId=%20');
    expect(loadSession().initSession()).toMatchObject({ requestId: null, deviceId: null });
    expect(window.location.search).toBe('');
  });

  it('stores new web-view ids, keeps omitted ones and removes nulled ones', () => {
    const { initSession, setWebViewIds, getSession } = loadSession();
    initSession();
    setWebViewIds({ requestId: 'r', deviceId: 'd' });
    setWebViewIds({ deviceId: 'd2' });
    expect(getSession()).toMatchObject({ requestId: 'r', deviceId: 'd2' });
    setWebViewIds({ requestId: null });
    expect(getSession().requestId).toBeNull();
    expect(localStorage.getItem('web-view-request-id')).toBeNull();
    expect(localStorage.getItem('web-view-device')).toBe('d2');
  });

  it('builds a v4 UUID from getRandomValues where randomUUID is missing (plain-http web views)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(loadSession().initSession().sessionId).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });

  it('keeps a session id in memory when storage refuses to work', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const { initSession, getSession } = loadSession();
    const id = initSession().sessionId;
    expect(id).toMatch(UUID_V4);
    expect(getSession().sessionId).toBe(id);
  });

  it('notifies subscribers and hook users of new ids', () => {
    const { initSession, setWebViewIds, subscribeSession, useSession } = loadSession();
    initSession();
    const listener = jest.fn();
    const stop = subscribeSession(listener);
    function DeviceId() {
      return createElement('span', null, useSession((state) => state.deviceId) ?? 'none');
    }
    const view = render(createElement(DeviceId));
    expect(view.container.textContent).toBe('none');
    act(() => setWebViewIds({ deviceId: 'dev-3' }));
    expect(view.container.textContent).toBe('dev-3');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
