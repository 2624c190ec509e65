// The popup host for remote widgets: 'popup:open' with a widget's name mounts
// the owning remote's parcel (auth, verify phone, restore password, become a cook from
// mf-profile); the shell's own popups go to the shell store. One widget at a time: opening
// another replaces it, as one popup leads to the next (sign in, then the cook application).
import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { emit, isWidgetPopup, listenToPopupRequests, notifyError, POPUP_OWNERS, useBusEvent, type WidgetPopupName } from '@povar/shared-kit';
import { loadRemoteWidgets } from '../../remotes';
import { shellStore, type ShellPopup } from '../../shell-store';

export const WIDGET_LOAD_FAILED_TEXT = 'Не удалось открыть окно. Проверьте соединение и попробуйте ещё раз';

const SHELL_POPUPS: readonly string[] = ['cities', 'region-notify'] satisfies ShellPopup[];

interface OpenWidget {
  popup: WidgetPopupName;
  props: Record<string, unknown>;
  /** A new opening of the same popup mounts it afresh with its new props. */
  opening: number;
}

export function WidgetHost() {
  const [open, setOpen] = useState<OpenWidget | null>(null);
  const openings = useRef(0);

  useEffect(
    () =>
      listenToPopupRequests(({ popup, props }) => {
        if (isWidgetPopup(popup)) setOpen({ popup, props: props ?? {}, opening: ++openings.current });
        else if (SHELL_POPUPS.includes(popup)) shellStore.getState().openPopup(popup as ShellPopup);
      }),
    [],
  );
  useBusEvent('popup:close', ({ popup }) => {
    setOpen((current) => (current?.popup === popup ? null : current));
    if (shellStore.getState().popup === popup) shellStore.getState().openPopup(null);
  });

  useEffect(() => {
    shellStore.setState({ widgetPopup: open?.popup ?? null });
    return () => shellStore.setState({ widgetPopup: null });
  }, [open]);

  if (!open) return null;
  const close = () => emit('popup:close', { popup: open.popup });
  return <WidgetParcel key={open.opening} popup={open.popup} props={open.props} onClose={close} />;
}

function WidgetParcel({ popup, props, onClose }: { popup: WidgetPopupName; props: Record<string, unknown>; onClose: () => void }) {
  const slotRef = useRef<HTMLDivElement>(null);
  // Mount-time values: a new opening remounts this component (the key above).
  const [mountProps] = useState(() => ({ widgetProps: props, onClose }));

  useEffect(() => {
    let parcel: Parcel | null = null;
    let cancelled = false;
    loadRemoteWidgets(POPUP_OWNERS[popup])
      .then((widgets) => {
        const config = widgets[popup];
        if (!config) throw new Error(`${POPUP_OWNERS[popup]} has no widget '${popup}'`);
        if (cancelled || !slotRef.current) return;
        parcel = mountRootParcel(config, { domElement: slotRef.current, ...mountProps });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (cancelled) return;
        notifyError(WIDGET_LOAD_FAILED_TEXT);
        mountProps.onClose();
      });
    return () => {
      cancelled = true;
      const mounted = parcel;
      if (mounted) void mounted.mountPromise.then(() => mounted.unmount()).catch(() => undefined);
    };
  }, [popup, mountProps]);

  return <div ref={slotRef} data-widget={popup} />;
}
