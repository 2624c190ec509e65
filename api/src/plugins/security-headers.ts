// Security headers on every API answer. JSON is never a page: nothing may run in it, frame it or
// be guessed from it. The few HTML answers (the fake payment page) and file downloads set their
// own, stricter or looser policy in their route.
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerApiSecurityHeaders(app: FastifyInstance, { production }: { production: boolean }): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], 'base-uri': ["'none'"] } },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
  });
}
