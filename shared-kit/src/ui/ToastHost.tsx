// The one toast container of the page; the shell renders it once, at the root.
import { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_STYLE } from './toast';

export function ToastHost() {
  return <Toaster position="top-right" toastOptions={{ duration: TOAST_DURATION_MS, style: TOAST_STYLE }} />;
}
