// TRUST_PROXY, read the same way by the API alone (src/server.ts) and by the web server: unset or
// 'false' trusts nobody, so X-Forwarded-For from a visitor is ignored and the per-IP limits
// see the connection's own address; 'true' trusts any sender (only where nothing but a proxy that
// overwrites the header can connect); otherwise the proxies' addresses or subnets, comma-separated.
// Who should trust whom: docs/proxy-chain.md.
export function readTrustProxy(raw: string | undefined): boolean | string {
  if (!raw || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}
