import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import { emit, on, useBusEvent, POVAR_EVENT_NAMES, type PovarEvents } from './event-bus';

describe('event bus', () => {
  it('delivers the detail of an event to its listeners as a window CustomEvent', () => {
    const handler = jest.fn();
    const windowListener = jest.fn();
    const stop = on('chat:open', handler);
    window.addEventListener('chat:open', windowListener);

    emit('chat:open', { cookId: 906 });

    expect(handler).toHaveBeenCalledWith({ cookId: 906 });
    expect(windowListener.mock.calls[0][0]).toBeInstanceOf(CustomEvent);
    expect(windowListener.mock.calls[0][0].detail).toEqual({ cookId: 906 });
    stop();
    window.removeEventListener('chat:open', windowListener);
  });

  it('keeps events apart by name', () => {
    const regionHandler = jest.fn();
    const stop = on('region:changed', regionHandler);
    emit('popup:open', { popup: 'basket' });
    expect(regionHandler).not.toHaveBeenCalled();
    emit('region:changed', { slug: 'tyumen' });
    expect(regionHandler).toHaveBeenCalledWith({ slug: 'tyumen' });
    stop();
  });

  it('stops delivering after the returned unsubscribe is called', () => {
    const handler = jest.fn();
    const stop = on('basket:changed', handler);
    emit('basket:changed', { cookId: 1 });
    stop();
    emit('basket:changed', { cookId: 2 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('lets events without a detail be emitted bare, delivering an empty object', () => {
    const handler = jest.fn();
    const stop = on('auth:changed', handler);
    emit('auth:changed');
    expect(handler).toHaveBeenCalledWith({});
    stop();
  });

  it('passes popup props through untouched', () => {
    const handler = jest.fn();
    const stop = on('popup:open', handler);
    emit('popup:open', { popup: 'auth', props: { isForCook: true } });
    expect(handler.mock.calls[0]?.[0]).toEqual({ popup: 'auth', props: { isForCook: true } });
    stop();
  });

  it('names every known event <owner>:<event>', () => {
    expect(POVAR_EVENT_NAMES).toHaveLength(10);
    for (const name of POVAR_EVENT_NAMES) expect(name).toMatch(/^[a-z]+:[a-z-]+$/);
  });

  it('useBusEvent listens while mounted, calls the latest handler and unsubscribes on unmount', () => {
    const first = jest.fn();
    const second = jest.fn();
    function Listener({ handler }: { handler: (detail: PovarEvents['orders:status-changed']) => void }) {
      useBusEvent('orders:status-changed', handler);
      return null;
    }
    const view = render(createElement(Listener, { handler: first }));
    act(() => emit('orders:status-changed', { orderId: 7 }));
    expect(first).toHaveBeenCalledWith({ orderId: 7 });

    view.rerender(createElement(Listener, { handler: second }));
    act(() => emit('orders:status-changed', { orderId: 8 }));
    expect(second).toHaveBeenCalledWith({ orderId: 8 });
    expect(first).toHaveBeenCalledTimes(1);

    view.unmount();
    emit('orders:status-changed', { orderId: 9 });
    expect(second).toHaveBeenCalledTimes(1);
  });
});
