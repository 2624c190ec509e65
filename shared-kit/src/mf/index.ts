// Micro-frontend plumbing every remote uses: lifecycles, root, routing by the table, fallbacks.
export { createRemoteLifecycles } from './lifecycles';
export { reportRemoteError, setRemoteErrorReporter, type RemoteErrorReport, type RemoteErrorReporter } from './error-reports';
export { yieldingDOMClient } from './yielding-dom-client';
export { RemoteFallback } from './RemoteFallback';
export { RemoteRoot, type RemoteRootProps } from './RemoteRoot';
export { RoutePages, useRouteMatch, type RoutePage } from './RoutePages';
export { SectionPage, sectionTitle } from './SectionPage';
export { AccessGate, COOKS_ONLY_TITLE, OPERATORS_ONLY_TITLE, SIGN_IN_REQUIRED_TITLE } from './AccessGate';
export { createWidgetParcel, type WidgetMountProps, type WidgetParcels, type WidgetProps } from './widgets';
