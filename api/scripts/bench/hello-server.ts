// The bench's baseline: a bare Fastify (the API's version) answering one small JSON object, started alone on a pinned core.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
