// Server rendering, the browser's half: the context a server render provides and the markers
// that let a remote hydrate the server's markup. The Node half is '@povar/shared-kit/server-render'.
export { ServerRenderContext, useServerRender, type ServerRender } from './server-render-context';
export {
  HYDRATING_ATTRIBUTE,
  SERVER_RENDERED_ATTRIBUTE,
  markPageHydrated,
  remoteSlotId,
  serverStateId,
  takeServerMarkup,
  takeServerState,
} from './server-markup';
export { START_LOADS_WAIT_MS, startLoadsSettled, waitForStartLoads } from './start-loads';
