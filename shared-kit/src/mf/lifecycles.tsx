// Turns a remote's Root component into single-spa lifecycles, with the remote's fallback as
// the error boundary so a crash stays inside the remote's own place on the page. The first
// mount over markup the server rendered hydrates it; every other mount renders afresh.
import React from 'react';
import singleSpaReact from 'single-spa-react';
import { yieldingDOMClient } from './yielding-dom-client';
import type { AppProps } from 'single-spa';
import type { RemoteName } from '../routes';
import { startLoadsSettled, takeServerMarkup } from '../ssr';
import { RemoteFallback } from './RemoteFallback';

export function createRemoteLifecycles(remote: RemoteName, Root: React.ComponentType<AppProps>) {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: yieldingDOMClient,
    rootComponent: Root,
    renderType: () => (takeServerMarkup(remote) ? 'hydrateRoot' : 'createRoot'),
    errorBoundary: () => <RemoteFallback remote={remote} />,
  });
  // After the shell's loads at start, so they cannot land mid-render (ssr/start-loads.ts).
  return { ...lifecycles, mount: (props: AppProps) => startLoadsSettled().then(() => lifecycles.mount(props)) };
}
