// Serves stored images under /api/files with year-long caching: a file's name changes whenever its content does.
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const filesPlugin: FastifyPluginAsync<{ filesDir: string }> = async (app, { filesDir }) => {
  await app.register(fastifyStatic, {
    root: filesDir,
    prefix: '/',
    maxAge: ONE_YEAR_MS,
    immutable: true,
    // Only files: no directory listings, no index pages, no dotfiles.
    index: false,
    list: false,
    dotfiles: 'deny',
    decorateReply: false,
  });
};

export default filesPlugin;
