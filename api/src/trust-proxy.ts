// TRUST_PROXY, read the same way by the API alone (src/server.ts) and by the one-process web
// server: unset or 'false' trusts nobody, so X-Forwarded-For from a visitor is ignored and the
// per-IP limits (S4) see the connection's own address; 'true' trusts any proxy (only behind one
// that overwrites the header); otherwise the proxies' addresses or subnets, comma-separated.
export function readTrustProxy(raw: string | undefined): boolean | string {
  if (!raw || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}
