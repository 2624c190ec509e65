// Public face of the UI kit.
export { dismissToast, notify, notifyError, notifySuccess, TOAST_DURATION_MS, type NotifyOptions } from './toast';
export { ToastHost } from './ToastHost';
export { Picture, type PictureProps, type PlaceholderKind } from './Picture';
export { Popup, type PopupProps } from './Popup';
