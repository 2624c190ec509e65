// Who the web server says a request comes from, both to the API behind API_UPSTREAM and to the API
// it asks itself while drawing a page. The address is `request.ip`: the socket's own, or what
// X-Forwarded-For says when the socket is a proxy TRUST_PROXY names (docs/proxy-chain.md).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';

/** What is read of a request (a proxied call's request type varies with the server's). */
type DecidedRequest = Pick<FastifyRequest, 'ip' | 'protocol' | 'host'>;

/**
 * The headers the API behind is told about the visitor. They replace whatever the visitor sent
 * under those names: the API trusts this server, so a visitor's own X-Forwarded-For passed on
 * (or appended to) would let them pick the address the per-IP limits and the YooKassa check see.
 */
export function forwardedHeaders(request: DecidedRequest): Record<string, string> {
  return {
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    // An HTTP/1.0 request may come without a Host: then none is claimed.
    ...(request.host ? { 'x-forwarded-host': request.host } : {}),
  };
}

/** A request's headers as sent on to the API: the visitor's forwarding headers dropped, this server's own in their place. */
export function withForwardedHeaders(
  headers: Record<string, string | string[] | undefined>,
  request: DecidedRequest,
): Record<string, string | string[] | undefined> {
  // RFC 7239's Forwarded says the same thing in another form; nothing behind reads it, so it does not travel either.
  const { forwarded: _forwarded, 'x-forwarded-host': _host, ...rest } = headers;
  return { ...rest, ...forwardedHeaders(request) };
}

const pageVisitor = new AsyncLocalStorage<string>();

/** Remembers, for the rest of each request's handling, the address of the visitor it serves. */
export function rememberVisitorAddress(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => pageVisitor.run(request.ip, done));
}

/**
 * The API asked in-process on a page's behalf: the call counts as the visitor's, so the per-IP
 * limits see the person who asked for the page, and a crawler fetching thousands of pages uses
 * its own allowance, not one shared by every visitor. Outside a request (a warm-up) it is this machine.
 */
export function injectForVisitor(app: FastifyInstance, options: InjectOptions) {
  const remoteAddress = pageVisitor.getStore();
  return app.inject(remoteAddress ? { ...options, remoteAddress } : options);
}
