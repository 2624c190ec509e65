// Security headers on every API answer. JSON is never a page: nothing may run in it, frame it or
// be guessed from it. The few HTML answers (the fake payment page) and file downloads set their
// own, stricter or looser policy in their route.
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers on every answer of `app`'s scope, its middleware built once. (@fastify/helmet
 * builds it again for every request, parsing the options and writing the policy each time: that
 * halved what the API serves a second from memory.)
 */
export function addHelmetHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet throws what goes wrong (a bad option throws above, at start); it calls back with nothing.
    setHeaders(request.raw, reply.raw, () => done());
  });
}

export function registerApiSecurityHeaders(app: FastifyInstance, { production }: { production: boolean }): void {
  addHelmetHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], 'base-uri': ["'none'"] } },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
  });
}
