// Serves public files under /api/files from the storage port, so any API replica answers for a
// picture another one stored. Year-long caching: a file's name changes whenever its content does.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { filesEndpoints } from '@povar/shared-kit/contracts';
import { isSafeKey, type FileStorage } from '../files/storage.ts';
import { tableRoutes } from './endpoint-route.ts';
import { FAILURE_RESPONSES } from './envelope.ts';
import { matchesEtag } from './etag.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const filesPlugin: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  const endpoint = tableRoutes(app, '/files');
  app.route({
    ...endpoint(filesEndpoints.getPublicFile, {
      tags: ['files'],
      summary: 'A stored public file (pictures, demo documents) by its address; the same on every API replica',
      response: { 304: z.null().describe('Not modified: the ETag sent in If-None-Match is current'), ...FAILURE_RESPONSES },
    }),
    handler: async (request, reply) => {
      // Anything that is not a key the modules make (a directory, '..', a dotfile) is simply not there.
      const key = request.params['*'];
      const file = isSafeKey(key) ? await storage.openPublic(key) : null;
      if (!file) return reply.callNotFound();

      reply
        .header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .header('Last-Modified', file.lastModified.toUTCString())
        .header('X-Content-Type-Options', 'nosniff')
        // Public pictures appear in e-mails, notifications and image search, on other sites' pages.
        .header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (file.etag) reply.header('ETag', file.etag);
      if (matchesEtag(request.headers['if-none-match'], file.etag)) {
        file.body.destroy();
        return reply.code(304).send(null);
      }
      return reply.type(file.contentType).header('Content-Length', file.size).send(file.body);
    },
  });
};

export default filesPlugin;
