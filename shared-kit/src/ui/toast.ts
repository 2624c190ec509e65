// Toast notifications: top-right, light theme, 5000 ms. Remotes show toasts only
// through these functions, so every toast lands in the shell's single <ToastHost />.
//
// Most visits never show a toast, so react-hot-toast is not part of the first page's scripts:
// it is fetched with the first toast, and the host draws nothing until then.
import { createElement } from 'react';
import type { ToastOptions } from 'react-hot-toast';

export const TOAST_DURATION_MS = 5000;

/** The light theme; colours stay readable on any page background. */
export const TOAST_STYLE = {
  background: '#ffffff',
  color: '#1f2329',
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.12)',
  borderRadius: '12px',
  maxWidth: '360px',
} as const;

export interface NotifyOptions {
  /** Toasts with the same id replace each other instead of stacking (e.g. one per HTTP status). */
  id?: string;
}

type ToastLibrary = typeof import('react-hot-toast');
type ShowToast = ToastLibrary['default'];

let library: Promise<ToastLibrary> | undefined;
let markRequested: () => void = () => undefined;
const firstToastRequested = new Promise<void>((resolve) => {
  markRequested = resolve;
});

/** Fetches the toast library (once); the first call also wakes the host. */
function loadToastLibrary(): Promise<ToastLibrary> {
  markRequested();
  library ??= import('react-hot-toast');
  return library;
}

/** Resolves with the toast library once some code has asked for a toast: the host waits on it. */
export function toastLibraryOnceNeeded(): Promise<ToastLibrary> {
  return firstToastRequested.then(loadToastLibrary);
}

/**
 * Every toast gets its id here, before the library has arrived, so callers can still dismiss or
 * replace the toast they asked for.
 */
let lastToastNumber = 0;
const nextToastId = () => `toast-${++lastToastNumber}`;

function show(options: NotifyOptions, draw: (toast: ShowToast, options: ToastOptions) => void): string {
  const id = options.id ?? nextToastId();
  void loadToastLibrary().then(({ default: toast }) => draw(toast, { duration: TOAST_DURATION_MS, style: TOAST_STYLE, id }));
  return id;
}

/** Announced at once by screen readers (role alert), unlike the polite status toasts. */
export function notifyError(text: string, options: NotifyOptions = {}): string {
  return show(options, (toast, toastOptions) => toast.error(text, { ...toastOptions, ariaProps: { role: 'alert', 'aria-live': 'assertive' } }));
}

export function notifySuccess(text: string, options: NotifyOptions = {}): string {
  return show(options, (toast, toastOptions) => toast.success(text, toastOptions));
}

/** A neutral toast with a bold title over its text (e.g. the chat-creation message). */
export function notify(title: string, text: string, options: NotifyOptions = {}): string {
  const message = createElement(
    'div',
    null,
    createElement('strong', { style: { display: 'block', marginBottom: text ? '4px' : 0 } }, title),
    text ? createElement('span', null, text) : null,
  );
  return show(options, (toast, toastOptions) => toast(message, toastOptions));
}

export function dismissToast(id?: string): void {
  // Nothing to dismiss while no toast has been asked for.
  if (library) void library.then(({ default: toast }) => toast.dismiss(id));
}
