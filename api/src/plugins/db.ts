// Makes the opened database available to the API's modules as `app.db`; whoever opened it closes it.
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export default fp<{ db: Database }>(
  async function dbPlugin(app, { db }) {
    app.decorate('db', db);
  },
  { name: 'api-db' },
);
