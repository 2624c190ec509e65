// The one toast container of the page; the shell renders it once, at the root.
import { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_STYLE } from './toast';

/**
 * Toasts start below the sticky header (its height is the shell's --header-height; 64 px where
 * that is not set), so they never cover the avatar or the basket button at any width.
 */
export const TOAST_CONTAINER_TOP = 'calc(var(--header-height, 64px) + 8px)';

export function ToastHost() {
  return <Toaster position="top-right" containerStyle={{ top: TOAST_CONTAINER_TOP }} toastOptions={{ duration: TOAST_DURATION_MS, style: TOAST_STYLE }} />;
}
