// The confirm and message popups, asked for from any remote: `confirmDialog()`
// and `showMessage()` queue a dialog in this (singleton) store and the shell's one
// <DialogHost /> shows them one at a time.
import { createStore } from 'zustand/vanilla';

export interface ConfirmOptions {
  title: string;
  message: string;
  /** Default 'Ok'. */
  confirmText?: string;
  /** Default 'Отменить'. */
  cancelText?: string;
  /** 'secondary' is a bottom sheet below desktop; 'primary' stays a centred dialog. */
  variant?: 'primary' | 'secondary';
}

export interface MessageOptions {
  /** HTML the caller trusts (our own texts or HTML the API has sanitised). */
  html: string;
  /** The dialog's accessible name and heading; default 'Сообщение'. */
  title?: string;
  /** Default 'Ок'. */
  buttonText?: string;
}

export type QueuedDialog =
  | { id: number; kind: 'confirm'; options: ConfirmOptions; resolve: (confirmed: boolean) => void }
  | { id: number; kind: 'message'; options: MessageOptions; resolve: () => void };

export const dialogStore = createStore<{ queue: QueuedDialog[] }>(() => ({ queue: [] }));
let nextId = 1;

/** Resolves true on the confirm button, false on cancel, 'Закрыть', Escape or the backdrop. */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    dialogStore.setState((state) => ({ queue: [...state.queue, { id: nextId++, kind: 'confirm', options, resolve }] }));
  });
}

/** Resolves once the message is closed, whichever way. */
export function showMessage(options: MessageOptions): Promise<void> {
  return new Promise((resolve) => {
    dialogStore.setState((state) => ({ queue: [...state.queue, { id: nextId++, kind: 'message', options, resolve }] }));
  });
}

/** Called by the host: removes the dialog and answers its caller. */
export function settleDialog(id: number, confirmed: boolean): void {
  const dialog = dialogStore.getState().queue.find((queued) => queued.id === id);
  if (!dialog) return;
  dialogStore.setState((state) => ({ queue: state.queue.filter((queued) => queued.id !== id) }));
  if (dialog.kind === 'confirm') dialog.resolve(confirmed);
  else dialog.resolve();
}
