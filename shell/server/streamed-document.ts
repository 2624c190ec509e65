// A document sent in two parts: the first (head, chrome) at once, the rest when the page has
// rendered. Compressed here rather than by @fastify/compress, because the first part must be
// flushed through the compressor to reach the browser before the rest exists.
import { PassThrough, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | null;

/** The browser's preferred encoding of the two we speak (brotli first), or none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const offered = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
      return [name, quality === undefined ? 1 : Number(quality)] as const;
    }),
  );
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

function compressor(encoding: Encoding): Transform {
  // Brotli at quality 5: most of the size win of higher levels at a fraction of their time.
  if (encoding === 'br') return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return createGzip();
  return new PassThrough();
}

export function sendStreamed(request: FastifyRequest, reply: FastifyReply, first: string, rest: Promise<string>): FastifyReply {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const output = compressor(encoding);
  // The document is drawn for the visitor's 'viewport' cookie (and region cookie): a cache keeps one per cookie.
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8');
  if (encoding) reply.header('Content-Encoding', encoding);
  output.write(first);
  if ('flush' in output && typeof output.flush === 'function') output.flush();
  rest.then(
    (text) => output.end(text),
    (error: unknown) => {
      // The page's render has its own fallback; this is a bug in assembling the rest.
      request.log.error({ err: error }, 'document: the rest of the page could not be written');
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return reply.send(output);
}
