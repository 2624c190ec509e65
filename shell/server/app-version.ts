// The app-version manifest the open pages poll to learn that a new front end has been released
// (GET /app-version.json → {version}). The version is APP_VERSION when the operator sets it,
// otherwise a fingerprint of the built apps' Module Federation manifests on this server's disk:
// replacing the shell's or a remote's files changes it, with no restart. A remote served from
// another origin is outside the fingerprint; its release should set APP_VERSION.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REMOTES } from '@povar/shared-kit/routes';

export const APP_VERSION_PATH = '/app-version.json';
/** The files are looked at again at most this often: polls from every open tab cost one stat each. */
const RECHECK_MS = 5_000;

export interface AppVersion {
  current(): string;
}

function manifestFiles(appsRoot: string): string[] {
  return ['shell', ...REMOTES].map((app) => path.join(appsRoot, app, 'dist', 'mf-manifest.json'));
}

export function createAppVersion(appsRoot: string, fixed: string | null, now: () => number = Date.now): AppVersion {
  if (fixed) return { current: () => fixed };
  const files = manifestFiles(appsRoot);
  let checkedAt = -Infinity;
  let stamp = '';
  let version = 'unbuilt';
  return {
    current() {
      if (now() - checkedAt < RECHECK_MS) return version;
      checkedAt = now();
      const stats = files.map((file) => {
        try {
          const stat = statSync(file);
          return `${file}:${stat.size}:${stat.mtimeMs}`;
        } catch {
          return `${file}:missing`;
        }
      });
      const nextStamp = stats.join('|');
      if (nextStamp === stamp) return version;
      stamp = nextStamp;
      const hash = createHash('sha256');
      for (const file of files) {
        try {
          hash.update(readFileSync(file));
        } catch {
          hash.update(`${file}:missing`);
        }
      }
      version = hash.digest('hex').slice(0, 16);
      return version;
    },
  };
}

export function registerAppVersion(app: FastifyInstance, version: AppVersion): void {
  app.get(APP_VERSION_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache, no-store');
    return { version: version.current() };
  });
}
