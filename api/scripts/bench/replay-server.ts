// The repeated listing's floor: a bare Fastify (the API's version) answering every request with
// the bytes and headers the API sent a browser for the listing (REPLAY_FILE), straight from memory. What it
// serves a second is the most any server on Fastify could serve that answer on this machine.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

interface Recorded {
  headers: Record<string, string>;
  /** Base64 of the bytes as sent (compressed). */
  body: string;
}

const recorded = JSON.parse(readFileSync(process.env.REPLAY_FILE ?? '', 'utf8')) as Recorded;
const body = Buffer.from(recorded.body, 'base64');
const app = Fastify({ logger: false });
app.get('/', (_request, reply) => {
  reply.headers(recorded.headers).send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
