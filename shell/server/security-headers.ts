// Security headers on every answer of the web server: pages, scripts, pictures, the API behind it.
// The policy allows scripts only from this site and from the remotes the remotes map names (a
// remote released on its own may live on another origin); never an inline script, which is why
// the first HTML carries its data as JSON. Sentry and Metrika are allowed only when configured.
import type { FastifyInstance } from 'fastify';
import { addHelmetHeaders } from '@povar/api';

export interface SecurityHeaderSources {
  /** MF container name → its manifest URL; absolute ones add their origin. */
  remotes: Record<string, string>;
  /** The cooks map's tile template, e.g. https://{s}.tile.example.org/{z}/{x}/{y}.png, or 'none'. */
  mapTileUrl: string;
  sentryDsn: string | null;
  metrikaId: string | null;
  /** HSTS only in production: a developer's http://localhost must stay reachable. */
  production: boolean;
}

const METRIKA_ORIGINS = ['https://mc.yandex.ru', 'https://mc.yandex.com'];

/** The origin of an absolute http(s) URL, placeholders in its host becoming a wildcard; null otherwise. */
export function originOf(url: string): string | null {
  // The host after any user information (a Sentry DSN carries its key there).
  const match = /^(https?:)\/\/(?:[^/?#@]*@)?([^/?#@]+)/i.exec(url);
  if (!match) return null;
  const host = match[2]!.replace(/\{[^}]*\}/g, '*');
  // A wildcard is allowed only as the leftmost label (https://*.tile.example.org).
  if (host.includes('*') && !/^\*\.[^*]+$/.test(host)) return null;
  return `${match[1]!.toLowerCase()}//${host.toLowerCase()}`;
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))];

export function contentSecurityPolicy(sources: SecurityHeaderSources): Record<string, string[]> {
  const remoteOrigins = unique(Object.values(sources.remotes).map(originOf));
  const tiles = sources.mapTileUrl === 'none' ? [] : unique([originOf(sources.mapTileUrl)]);
  const sentry = sources.sentryDsn ? unique([originOf(sources.sentryDsn)]) : [];
  const metrika = sources.metrikaId ? METRIKA_ORIGINS : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins, ...metrika],
    // Style attributes come in the server's markup (React's style props); no inline script does.
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
    'img-src': ["'self'", 'data:', 'blob:', ...remoteOrigins, ...tiles, ...metrika],
    'font-src': ["'self'", 'data:', ...remoteOrigins],
    // 'self' covers the realtime socket on this host too.
    'connect-src': ["'self'", ...remoteOrigins, ...sentry, ...metrika],
    'frame-src': metrika.length > 0 ? metrika : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Headers that only a document (a page, a framed file) obeys. */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Geolocation for this site's own pages (the address map's 'Моё местоположение'); nothing else. */
export const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=()';

export function registerSecurityHeaders(app: FastifyInstance, sources: SecurityHeaderSources): void {
  addHelmetHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(sources) },
    strictTransportSecurity: sources.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
  // A script or a stylesheet is never a document: the page's headers govern it. Sending them again
  // on each of a page's bundles costs the phone most of a kilobyte a file for nothing. A bundle
  // keeps what applies to it: nosniff, its cross-origin policy, and (a stylesheet, whose url()
  // fetches follow it) the referrer policy. HSTS is learnt from the page's answer.
  app.addHook('onSend', async (_request, reply) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const script = /^(application|text)\/javascript\b/.test(type);
    if (!script && !/^text\/css\b/.test(type)) return;
    for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    if (script) reply.removeHeader('referrer-policy');
  });
}
