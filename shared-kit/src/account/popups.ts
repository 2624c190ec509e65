// Popups any remote may open by name through the event bus ('popup:open'); the shell's popup
// host shows its own and mounts the owning remote's widget for the rest.
import { emit, on, type PovarEvents } from '../events/event-bus';

/** A popup that takes nothing ({}, so a widget's props add `onClose` cleanly). */
type NoProps = Record<never, never>;

/** What each popup takes. Remote widgets get these props plus `onClose`. */
export interface PopupPropsByName {
  /** Sign in or sign up (mf-profile); `isForCook` continues to the become-cook form. */
  auth: { isForCook?: boolean };
  /** Confirm a phone with an SMS code (mf-profile). */
  'verify-phone': { phone?: string };
  /** Set a new password from the e-mailed link (mf-profile; the link's token and email). */
  'restore-password': { token: string; email: string };
  /** Apply to become a cook (mf-profile); `again` opens the form at once, past the refused application's state (the profile's 'Подать заявку снова'). */
  'become-cook': { again?: boolean };
  /** A signed-in user's saved addresses: choose, add, edit, delete (mf-profile). */
  'address-list': NoProps;
  /**
   * The map with the centre pin and the address search (mf-profile). `toFavourite`
   * adds to the list without changing the delivery address (signed-in users only).
   */
  'address-map': { toFavourite?: boolean };
  /** Write a review of a cook (mf-cook, from 'Оставить отзыв'). */
  'cook-review': { cookId: number; cookName: string };
  /** The basket (mf-basket-checkout), on `cookId`'s basket when given (the cook page's 'Оформить заказ'). */
  basket: { cookId?: number };
  /** 'Перейти в меню повара?' (mf-basket-checkout): the cook whose basket was just started, in their region. */
  'different-baskets': { cookId: number; regionSlug: string };
  /** Shell popups. */
  cities: NoProps;
  'region-notify': NoProps;
}
export type PopupName = keyof PopupPropsByName;

/** Which remote draws each popup that is not the shell's own. */
export const POPUP_OWNERS = {
  auth: 'mf-profile',
  'verify-phone': 'mf-profile',
  'restore-password': 'mf-profile',
  'become-cook': 'mf-profile',
  'address-list': 'mf-profile',
  'address-map': 'mf-profile',
  'cook-review': 'mf-cook',
  basket: 'mf-basket-checkout',
  'different-baskets': 'mf-basket-checkout',
} as const satisfies Partial<Record<PopupName, string>>;
export type WidgetPopupName = keyof typeof POPUP_OWNERS;

export const isWidgetPopup = (name: string): name is WidgetPopupName => Object.hasOwn(POPUP_OWNERS, name);

type PropsArgs<N extends PopupName> = Record<string, never> extends PopupPropsByName[N] ? [props?: PopupPropsByName[N]] : [props: PopupPropsByName[N]];

type PopupRequest = PovarEvents['popup:open'];

/**
 * A request made before the host listens (a remote's page can mount before the chrome) waits
 * here and is handed over when the host starts listening; the latest one wins.
 */
let hostListening = false;
let waitingRequest: PopupRequest | null = null;

export function openPopup<N extends PopupName>(popup: N, ...[props]: PropsArgs<N>): void {
  const request: PopupRequest = { popup, ...(props ? { props: props as Record<string, unknown> } : {}) };
  if (!hostListening) waitingRequest = request;
  emit('popup:open', request);
}

export function closePopup(popup: PopupName): void {
  if (waitingRequest?.popup === popup) waitingRequest = null;
  emit('popup:close', { popup });
}

/** For the popup host: listens to popup requests, first receiving one that came too early. */
export function listenToPopupRequests(handler: (request: PopupRequest) => void): () => void {
  hostListening = true;
  const off = on('popup:open', handler);
  const early = waitingRequest;
  waitingRequest = null;
  if (early) handler(early);
  return () => {
    hostListening = false;
    off();
  };
}

/**
 * Runs `action` now for a signed-in visitor; a guest gets the auth popup first and the action
 * runs once sign-in succeeds (as 'Написать' does for a guest). Closing the popup
 * without signing in drops the action. Returns a function that drops it early.
 */
export function whenSignedIn(isAuth: boolean, action: () => void, props: PopupPropsByName['auth'] = {}): () => void {
  if (isAuth) {
    action();
    return () => undefined;
  }
  const stop = () => {
    offAuth();
    offClose();
  };
  const offAuth = on('auth:changed', () => {
    stop();
    action();
  });
  const offClose = on('popup:close', ({ popup }) => {
    if (popup === 'auth') stop();
  });
  openPopup('auth', props);
  return stop;
}
