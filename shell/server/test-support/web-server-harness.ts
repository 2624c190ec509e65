// A web server over a throwaway apps root and an in-memory database, for tests that fill the
// apps root with stand-in builds first; `page` asks for a document as a browser would.
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '@povar/api';
import { readServerConfig, type ServerConfig } from '../config.ts';
import { buildWebServer, type WebServerOptions } from '../web-server.ts';
import type { AppsRoot } from './apps-root.ts';

export interface WebServerHarness {
  app: FastifyInstance;
  page(url: string): Promise<{ status: number; html: string }>;
  close(): Promise<void>;
}

export async function startWebServer(
  apps: AppsRoot,
  { config, ...options }: Pick<WebServerOptions, 'remoteRender'> & { config?: Partial<ServerConfig> } = {},
): Promise<WebServerHarness> {
  const db: Database = await openDatabase({ pgliteDir: 'memory://', demoData: { demoAccounts: true } });
  const app = await buildWebServer({ db, config: { ...readServerConfig({}), appsRoot: apps.dir, ...config }, ...options });
  return {
    app,
    async page(url) {
      const response = await app.inject({ method: 'GET', url });
      return { status: response.statusCode, html: response.body };
    },
    async close() {
      await app.close();
      await db.close();
      apps.remove();
    },
  };
}
