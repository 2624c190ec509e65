// The one toast container of the page; the shell renders it once, at the root.
import { type ComponentType, useEffect, useState } from 'react';
import type { ToasterProps } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_STYLE, toastLibraryOnceNeeded } from './toast';

/**
 * Toasts start below the sticky header (its height is the shell's --header-height; 64 px where
 * that is not set), so they never cover the avatar or the basket button at any width.
 */
export const TOAST_CONTAINER_TOP = 'calc(var(--header-height, 64px) + 8px)';

/** Draws nothing until the first toast is asked for; then the library's container takes over. */
export function ToastHost() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    void toastLibraryOnceNeeded().then((library) => {
      if (mounted) setToaster(() => library.Toaster);
    });
    return () => {
      mounted = false;
    };
  }, []);
  if (!Toaster) return null;
  return <Toaster position="top-right" containerStyle={{ top: TOAST_CONTAINER_TOP }} toastOptions={{ duration: TOAST_DURATION_MS, style: TOAST_STYLE }} />;
}
