// Which pages may open the socket: the defence against cross-site WebSocket hijacking.

export interface OriginRule {
  /** The site's public address (PUBLIC_URL, authConfig.publicUrl). */
  publicUrl: string;
  production: boolean;
}

/**
 * A browser always sends Origin with a WebSocket upgrade, and no page can forge it. Allowed: the
 * site's public origin; outside production also any origin on the host the request came to (a
 * dev server on another port, tests on 127.0.0.1). No Origin at all is a client that is not a
 * browser (the mobile app, the load script): nothing to hijack there, the ticket alone decides.
 */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined, rule: OriginRule): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === new URL(rule.publicUrl).origin) return true;
  if (rule.production || !host) return false;
  return parsed.hostname === hostnameOf(host);
}

/** The Host header without its port ('[::1]:3000' → '[::1]'). */
function hostnameOf(host: string): string {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return '';
  }
}
