// Serving the built apps: the shell under /shell/, each remote under /mf/<remote>/.
// Hashed chunks are immutable for a year; entries, manifests and HTML revalidate every time
// (so a remote is released by replacing its files, without touching the shell).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTES } from '@povar/shared-kit/routes';

// A compressed copy (x.js.br) is cached like the file it holds.
const HASHED_ASSET = /\.[0-9a-f]{10}\.(js|css)(\.br|\.gz)?$/;

/** The prefixes the apps' files are served under. */
const STATIC_PATH = /^\/(shell|mf)\//;

export function cacheControlFor(filePath: string): string {
  return HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export async function registerStaticFiles(app: FastifyInstance, appsRoot: string): Promise<void> {
  const mounts = [
    { prefix: '/shell/', root: path.join(appsRoot, 'shell', 'dist') },
    ...REMOTES.map((remote) => ({ prefix: `/mf/${remote}/`, root: path.join(appsRoot, remote, 'dist') })),
  ];
  // A file cached as immutable is never revalidated: its ETag would only cost bytes.
  // Every answer passes here (pages and API too): the cheap path test comes first.
  app.addHook('onSend', async (request, reply) => {
    if (!STATIC_PATH.test(request.url)) return;
    if (String(reply.getHeader('cache-control') ?? '').includes('immutable')) reply.removeHeader('etag');
  });
  for (const [index, mount] of mounts.entries()) {
    await app.register(fastifyStatic, {
      root: mount.root,
      prefix: mount.prefix,
      decorateReply: index === 0,
      wildcard: true,
      index: false,
      // Source maps are the operator's (the build keeps them outside dist/); one left in a dist/ is not served either.
      allowedPath: (pathName: string) => !pathName.endsWith('.map'),
      // The build writes a best-quality .br and a .gz beside each script and stylesheet; they are
      // sent as they are, and the compressor leaves an answer that already has an encoding.
      preCompressed: true,
      // Revalidation goes by ETag alone, and nobody resumes a script halfway: two headers fewer on
      // each of a page's bundles.
      lastModified: false,
      acceptRanges: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('Cache-Control', cacheControlFor(filePath));
        reply.header('X-Content-Type-Options', 'nosniff');
        // Remotes may be served from other origins in production (docker-compose); the shell's
        // files are only ever loaded by its own pages.
        if (index > 0) reply.header('Access-Control-Allow-Origin', '*');
      },
    });
  }
}
