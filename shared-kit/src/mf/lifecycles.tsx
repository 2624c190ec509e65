// Turns a remote's Root component into single-spa lifecycles, with the remote's fallback as
// the error boundary so a crash stays inside the remote's own place on the page. The first
// mount over markup the server rendered hydrates it; every other mount renders afresh.
import React, { useEffect } from 'react';
import singleSpaReact from 'single-spa-react';
import { yieldingDOMClient } from './yielding-dom-client';
import type { AppProps } from 'single-spa';
import type { RemoteName } from '../routes';
import { startLoadsSettled, takeServerMarkup } from '../ssr';
import { RemoteFallback } from './RemoteFallback';
import { reportRemoteError } from './error-reports';

/** The fallback of a crashed remote; the crash is reported once, when the fallback shows. */
function CrashedRemote({
  remote,
  release,
  error,
  componentStack,
}: {
  remote: RemoteName;
  release: string | undefined;
  error: unknown;
  componentStack?: string;
}) {
  useEffect(() => {
    reportRemoteError({ remote, release, error, componentStack });
  }, [remote, release, error, componentStack]);
  return <RemoteFallback remote={remote} />;
}

/**
 * `release` is the remote's own build: pass `process.env.APP_RELEASE` from the remote's code (the
 * webpack factory defines it per app), as this kit is shared and built once for the whole page.
 */
export function createRemoteLifecycles(remote: RemoteName, Root: React.ComponentType<AppProps>, { release }: { release?: string } = {}) {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: yieldingDOMClient,
    rootComponent: Root,
    renderType: () => (takeServerMarkup(remote) ? 'hydrateRoot' : 'createRoot'),
    errorBoundary: (error: unknown, info: React.ErrorInfo | undefined) => (
      <CrashedRemote remote={remote} release={release} error={error} componentStack={info?.componentStack ?? undefined} />
    ),
  });
  // After the shell's loads at start, so they cannot land mid-render (ssr/start-loads.ts).
  return { ...lifecycles, mount: (props: AppProps) => startLoadsSettled().then(() => lifecycles.mount(props)) };
}
