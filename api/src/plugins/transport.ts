// What the HTTP server refuses before Fastify routes a request: the sizes of the URL,
// headers and body, and how long a request may take to arrive, each answered in the response
// envelope. Node's own answers (431, 408, 400 for a broken request) would be English and outside it.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import fp from 'fastify-plugin';
import { failure, type Failure } from './errors.ts';

export interface TransportLimits {
  /** The request line and headers together (Node's maxHeaderSize); past it, 414 or 431. */
  maxHeaderBytes: number;
  /** A URL longer than this is 414 even when the headers would fit. */
  maxUrlLength: number;
  /** A JSON body (forms stream with their own limits, files/multipart.ts). */
  bodyLimitBytes: number;
  /** From the connection's first byte to the last header: a client dripping headers is cut off here. */
  headersTimeoutMs: number;
  /** The whole request, body included: a client dripping its body (a byte every few seconds) is cut off here. */
  requestTimeoutMs: number;
  /** How often Node looks for requests past those times. */
  timeoutCheckEveryMs: number;
}

/**
 * Uploads are the slowest honest requests: 20 MB (the largest file) within two minutes asks for
 * about 1.4 Mbit/s. Headers come in one packet from any real client, so 10 s is generous.
 */
export const TRANSPORT_LIMITS: TransportLimits = {
  maxHeaderBytes: 16 * 1024,
  maxUrlLength: 8 * 1024,
  bodyLimitBytes: 1024 * 1024,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 120_000,
  timeoutCheckEveryMs: 1_000,
};

type ClientError = Error & { code?: string; rawPacket?: unknown };

/**
 * llhttp counts the request line into the header size: the overflow is the URL's when the first
 * line of what arrived (the request line, or the middle of a URL spread over packets) is itself
 * past the URL limit.
 */
function overflowFailure(error: ClientError): Failure {
  const seen = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
  const firstLineEnd = seen.indexOf('\r\n');
  const firstLineLength = firstLineEnd === -1 ? seen.length : firstLineEnd;
  return failure(firstLineLength > TRANSPORT_LIMITS.maxUrlLength ? 'uri_too_long' : 'headers_too_large');
}

function clientFailure(error: ClientError): Failure {
  if (error.code === 'HPE_HEADER_OVERFLOW') return overflowFailure(error);
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return failure('request_timeout');
  return failure('validation', { message: 'Некорректный запрос' });
}

/**
 * For the server's `clientErrorHandler`: Node found the request unreadable, too big or too slow
 * before any route saw it. Answered as Node would (then the socket is closed), in the envelope.
 */
export function answerClientError(error: ClientError, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientFailure(error);
  const text = JSON.stringify(body);
  // A response already under way (its headers sent) cannot be replaced by another.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (socket.writable && !inFlight) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy();
}

/** The Fastify options that carry the limits; every server that runs the API takes them. */
export function transportOptions(
  overrides: Partial<TransportLimits> = {},
): Pick<FastifyHttpOptions<Server>, 'bodyLimit' | 'requestTimeout' | 'clientErrorHandler' | 'http'> {
  const limits = { ...TRANSPORT_LIMITS, ...overrides };
  return {
    bodyLimit: limits.bodyLimitBytes,
    requestTimeout: limits.requestTimeoutMs,
    http: { maxHeaderSize: limits.maxHeaderBytes, headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.timeoutCheckEveryMs },
    clientErrorHandler: answerClientError,
  };
}

/** A URL under the header limit but past maxUrlLength: 414 before anything else reads it. */
export default fp(
  async function urlLengthPlugin(app) {
    app.addHook('onRequest', async (request, reply) => {
      if ((request.raw.url?.length ?? 0) <= TRANSPORT_LIMITS.maxUrlLength) return;
      const { status, body } = failure('uri_too_long');
      return reply.code(status).send(body);
    });
  },
  { name: 'api-url-length' },
);
