// The API's first pass: what every route is compiled, documented and answered through, registered
// before any module. Not encapsulated, so its decorations (app.db, app.authenticate, app.realtime,
// app.metrics…), hooks and handlers belong to the API's own scope.
import fp from 'fastify-plugin';
import type { ApiContext } from './api-options.ts';
import { authenticatePlugin } from './modules/auth/index.ts';
import { rolesPlugin } from './modules/profiles/index.ts';
import { metricsPlugin } from './ops/metrics.ts';
import dbPlugin from './plugins/db.ts';
import envelopePlugin from './plugins/envelope.ts';
import errorsPlugin from './plugins/errors.ts';
import guestSessionPlugin from './plugins/guest-session.ts';
import jsonBodyPlugin from './plugins/json-body.ts';
import publicCachePlugin from './plugins/public-cache.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerApiSecurityHeaders } from './plugins/security-headers.ts';
import swaggerPlugin from './plugins/swagger.ts';
import textInputPlugin from './plugins/text-input.ts';
import urlLengthPlugin from './plugins/transport.ts';
import realtimePlugin from './realtime/realtime.plugin.ts';

export default fp<ApiContext>(
  async function infrastructurePlugin(app, api) {
    const { db, now, production } = api;
    // The request id (the web server's X-Request-Id or a new one, logging.ts) goes back with the answer.
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    registerApiSecurityHeaders(app, { production });
    await app.register(dbPlugin, { db });
    await app.register(envelopePlugin, { validateResponses: api.settings.validateResponses });
    await app.register(errorsPlugin);
    // Before every route, so each one is counted; its 429 goes through the error handler above.
    await registerRateLimits(app, api.rateLimits);
    await app.register(urlLengthPlugin);
    await app.register(jsonBodyPlugin);
    await app.register(textInputPlugin);
    await app.register(swaggerPlugin);
    await app.register(authenticatePlugin, { config: api.auth, now });
    await app.register(rolesPlugin);
    await app.register(guestSessionPlugin, { now });
    // app.realtime for the modules; POST /ws/ticket and the WebSocket /ws.
    await app.register(realtimePlugin, { publicUrl: api.auth.publicUrl, production, now });
    // app.metrics; with a configuration, request timings per route pattern and the figures the caches feed, for Prometheus.
    await app.register(metricsPlugin, { config: api.metrics });
    // Before the modules: it adds its hooks to each route that opts in (config.publicRead) as the route is declared.
    const { metrics } = app;
    await app.register(publicCachePlugin, { db, now, onLookup: metrics ? (hit) => metrics.cacheLookup('public_reads', hit) : undefined });
  },
  { name: 'api-infrastructure' },
);
