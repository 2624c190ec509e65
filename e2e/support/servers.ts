// Ports of the two e2e servers and the remote the second one is missing.
export const FULL_PORT = 3210;
export const PARTIAL_PORT = 3211;
export const REMOVED_REMOTE = 'mf-cook';
export const partialOrigin = `http://127.0.0.1:${PARTIAL_PORT}`;
