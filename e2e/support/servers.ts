// Ports of the e2e servers and what each is missing.
export const FULL_PORT = 3210;
export const PARTIAL_PORT = 3211;
export const REMOVED_REMOTE = 'mf-cook';
export const partialOrigin = `http://127.0.0.1:${PARTIAL_PORT}`;
/** The whole product except one remote's server container: that remote's pages render in the browser. */
export const NO_SERVER_CONTAINER_PORT = 3212;
export const SERVER_CONTAINER_REMOVED = 'mf-cook';
export const noServerContainerOrigin = `http://127.0.0.1:${NO_SERVER_CONTAINER_PORT}`;
export const fullOrigin = `http://127.0.0.1:${FULL_PORT}`;
