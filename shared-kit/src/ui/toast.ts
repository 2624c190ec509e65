// Toast notifications (spec 8): top-right, light theme, 5000 ms. Remotes show toasts only
// through these functions, so every toast lands in the shell's single <ToastHost />.
import { createElement } from 'react';
import toast, { type ToastOptions } from 'react-hot-toast';

export const TOAST_DURATION_MS = 5000;

/** The light theme of spec 8; colours stay readable on any page background. */
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

const toastOptions = (options: NotifyOptions): ToastOptions => ({
  duration: TOAST_DURATION_MS,
  style: TOAST_STYLE,
  ...(options.id ? { id: options.id } : {}),
});

/** Announced at once by screen readers (role alert), unlike the polite status toasts. */
export function notifyError(text: string, options: NotifyOptions = {}): string {
  return toast.error(text, { ...toastOptions(options), ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
}

export function notifySuccess(text: string, options: NotifyOptions = {}): string {
  return toast.success(text, toastOptions(options));
}

/** A neutral toast with a bold title over its text (e.g. the chat-creation message, spec 8). */
export function notify(title: string, text: string, options: NotifyOptions = {}): string {
  const message = createElement(
    'div',
    null,
    createElement('strong', { style: { display: 'block', marginBottom: text ? '4px' : 0 } }, title),
    text ? createElement('span', null, text) : null,
  );
  return toast(message, toastOptions(options));
}

export function dismissToast(id?: string): void {
  toast.dismiss(id);
}
