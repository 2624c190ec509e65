// Widgets: popups a remote draws for the whole product (opened by name with 'popup:open'), mounted by the shell's
// popup host as single-spa parcels. Each gets its own QueryClient and error boundary, like a
// remote's pages, and the props the opener passed plus `onClose`.
import React, { useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps, ParcelConfig } from 'single-spa';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PopupPropsByName, WidgetPopupName } from '../account';
import type { RemoteName } from '../routes';
import { RemoteFallback } from './RemoteFallback';

export type WidgetProps<N extends WidgetPopupName> = PopupPropsByName[N] & { onClose: () => void };

/** What a remote exposes as './widgets': one parcel per popup it owns. */
export type WidgetParcels = Partial<Record<WidgetPopupName, ParcelConfig>>;

function WidgetRoot({ remote, children }: { remote: RemoteName; children: React.ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <div data-boundary={remote}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </div>
  );
}

/** The custom props the popup host mounts a widget parcel with (besides single-spa's own). */
export interface WidgetMountProps {
  widgetProps: Record<string, unknown>;
  onClose: () => void;
}

export function createWidgetParcel<N extends WidgetPopupName>(remote: RemoteName, Widget: React.ComponentType<WidgetProps<N>>): ParcelConfig {
  const Root = ({ widgetProps, onClose }: AppProps & WidgetMountProps) => {
    const props = { ...(widgetProps as PopupPropsByName[N]), onClose } as WidgetProps<N>;
    return (
      <WidgetRoot remote={remote}>
        <Widget {...(props as WidgetProps<N> & React.JSX.IntrinsicAttributes)} />
      </WidgetRoot>
    );
  };
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root as React.ComponentType<AppProps>,
    errorBoundary: () => <RemoteFallback remote={remote} />,
  }) as ParcelConfig;
}
