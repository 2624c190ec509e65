// The cross-remote event bus: window CustomEvents named `<owner>:<event>` that say "something
// changed, refetch" and carry ids, never state.
import { useEffect, useRef } from 'react';
import type { OrderProblemTopic } from '../contracts/chat-limits';

/** An event that carries nothing: the listener reads or refetches what it needs. */
export type NoDetail = Record<string, never>;

/** Every known event and the detail it carries. */
export interface PovarEvents {
  /** Signed in or out (this tab or another); read `getAuth()` for the new state. */
  'auth:changed': NoDetail;
  /** The current region's slug changed. */
  'region:changed': { slug: string };
  /** The saved or active delivery address changed; `addressId` when a user address is known. */
  'address:changed': { addressId?: number };
  /** The basket changed; `cookId` names the cook's basket when only one changed. */
  'basket:changed': { cookId?: number };
  /** The unread message count changed; `chatUserId` names the conversation when known. */
  'chat:unread-changed': { chatUserId?: number };
  /** Ask mf-chat to open (or create) the chat with a cook; `orderId` attaches an order ('Проблема с заказом'). */
  'chat:open': { cookId: number; orderId?: number; topic?: OrderProblemTopic; question?: string };
  /** A message arrived or was sent in the conversation with `chatUserId` (any tab, over the realtime socket). */
  'chat:message': { chatUserId: number };
  /** Ask the shell's popup host to open a popup widget by name. */
  'popup:open': { popup: string; props?: Record<string, unknown> };
  /** Ask the popup host to close a popup by name. */
  'popup:close': { popup: string };
  /** An order's status changed. */
  'orders:status-changed': { orderId: number };
}

export type PovarEventName = keyof PovarEvents;

export const POVAR_EVENT_NAMES = [
  'auth:changed',
  'region:changed',
  'address:changed',
  'basket:changed',
  'chat:unread-changed',
  'chat:open',
  'chat:message',
  'popup:open',
  'popup:close',
  'orders:status-changed',
] as const satisfies readonly PovarEventName[];

type PovarWindowEvents = { [N in PovarEventName]: CustomEvent<PovarEvents[N]> };

declare global {
  // Lets `window.addEventListener('region:changed', e => e.detail.slug)` type-check too.
  interface WindowEventMap extends PovarWindowEvents {}
}

/** Events without a detail may be emitted without one. */
type DetailArgs<N extends PovarEventName> = PovarEvents[N] extends NoDetail ? [detail?: NoDetail] : [detail: PovarEvents[N]];

export type PovarEventHandler<N extends PovarEventName> = (detail: PovarEvents[N]) => void;

/** Dispatches the event on `window`, synchronously. Does nothing outside a browser. */
export function emit<N extends PovarEventName>(name: N, ...[detail]: DetailArgs<N>): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(name, { detail: detail ?? {} }));
}

/** Listens to an event; the returned function removes the listener. */
export function on<N extends PovarEventName>(name: N, handler: PovarEventHandler<N>): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const listener = (event: Event) => handler((event as CustomEvent<PovarEvents[N]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}

/**
 * Listens to an event for as long as the component is mounted. The latest handler is called,
 * so an inline arrow does not resubscribe on every render.
 */
export function useBusEvent<N extends PovarEventName>(name: N, handler: PovarEventHandler<N>): void {
  const latestHandler = useRef(handler);
  useEffect(() => {
    latestHandler.current = handler;
  });
  useEffect(() => on(name, (detail) => latestHandler.current(detail)), [name]);
}
