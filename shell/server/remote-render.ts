// Server rendering by the remotes that own the pages. Each remote's browser manifest (from the
// remotes map, read at run time) announces its server container; Module Federation's Node
// runtime loads it once per address and it renders its page to HTML with the page's data.
// Whatever goes wrong (no server container, a throw, a render past its time budget) the
// page's place is left for the browser to render, as before server rendering: never a 500.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { FastifyInstance } from 'fastify';
import { reportError } from '@povar/api';
import type { RemoteName } from '@povar/shared-kit/routes';
import type { ViewportName } from '@povar/shared-kit/viewport';
import { injectForVisitor } from './visitor-address.ts';
import { inlinableCss, type Stylesheet } from './inline-styles.ts';

export interface RenderRegion {
  id: number;
  slug: string;
  name: string;
}

/** What a remote's './server' module exports (shared-kit/src/server-render). */
interface ServerContainer {
  renderPage(input: {
    url: string;
    region: RenderRegion | null;
    mainCities: RenderRegion[];
    fetchApi: (url: string, init: RequestInit) => Promise<Response>;
    viewport?: ViewportName | null;
  }): Promise<{ html: string; state: unknown; chunks: string[] } | null>;
}

/** What the document needs from a remote's browser manifest. */
interface BrowserManifest {
  serverContainer: boolean;
  /** Styles of './lifecycles': loaded with it, and those of its lazy chunks. */
  css: { sync: string[]; async: string[] };
  /** Where the manifest's files are, for addresses in the document. */
  base: string;
  /** The text of each of those styles that can go into the document (inline-styles.ts), by file. */
  cssTexts: Map<string, string>;
  /** The remote's build as its manifest names it ('mf-catalog@0.1.0'), for error reports. */
  release: string | undefined;
}

export type FallbackReason = 'unavailable' | 'error' | 'timeout';

export type RemoteRender =
  | { kind: 'rendered'; html: string; state: unknown; stylesheets: Stylesheet[] }
  /** The remote renders this page in the browser by design (no server container, or not this route). */
  | { kind: 'browser' }
  | { kind: 'fallback'; reason: FallbackReason };

export interface RemoteRendererOptions {
  /** How long a page's render (its data included) may take before the browser renders it instead. */
  budgetMs: number;
  /** How long loading a server container may take (once per address). */
  loadTimeoutMs: number;
  /** How long a container that failed to load is left alone before it is tried again. */
  retryAfterMs: number;
}

export const DEFAULT_REMOTE_RENDER_OPTIONS: RemoteRendererOptions = { budgetMs: 150, loadTimeoutMs: 3000, retryAfterMs: 10_000 };

export interface RemoteRenderer {
  render(
    remote: RemoteName,
    input: { url: string; region: RenderRegion | null; mainCities: RenderRegion[]; viewport?: ViewportName | null },
  ): Promise<RemoteRender>;
  /** Loads every remote's server container ahead of the first visitor. */
  warm(): Promise<void>;
  /** Fallbacks so far, by remote (or 'shell' for the chrome) and reason. */
  fallbacks(): Record<string, Partial<Record<FallbackReason, number>>>;
  /** Counts and logs one part of a page left to the browser. */
  recordFallback(part: string, reason: FallbackReason, error: unknown): void;
}

/** Addresses of the map that start with '/' are this server's own files, read from disk. */
const OWN_ORIGIN = 'http://povar-own-files.invalid';

const containerOf = (remote: RemoteName) => remote.replace(/-/g, '_');

class Timeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Timeout(`over ${ms} ms`)), ms);
    timer.unref();
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A browser address prefix (a remote's folder) and the address this server fetches it from instead. */
interface AddressRewrite {
  browser: string;
  server: string;
}

/**
 * A remote whose manifest this server reaches at another address than the browser does (inside
 * a private network): everything under the browser manifest's folder is fetched from the server
 * manifest's folder. The document keeps the browser's addresses.
 */
function addressRewrites(browserManifests: Record<string, string>, serverAddresses: Record<string, string>): AddressRewrite[] {
  return Object.entries(serverAddresses).flatMap(([name, serverManifest]) => {
    const browserManifest = browserManifests[name];
    if (!browserManifest) return [];
    return [{ browser: new URL('.', browserManifest).href, server: new URL('.', serverManifest).href }];
  });
}

/**
 * Fetches what the runtime asks for; this server's own remotes (the default map,
 * `/mf/<remote>/…`) are read from their dist folders without a request to itself.
 */
function createFetcher(appsRoot: string, rewrites: AddressRewrite[] = []) {
  return async (requested: string, init?: RequestInit): Promise<Response> => {
    const rewrite = rewrites.find(({ browser }) => requested.startsWith(browser));
    const url = rewrite ? rewrite.server + requested.slice(rewrite.browser.length) : requested;
    if (!url.startsWith(`${OWN_ORIGIN}/mf/`)) return fetch(url, init);
    const [remote = '', ...rest] = new URL(url).pathname.split('/').slice(2);
    const dist = path.join(appsRoot, remote, 'dist');
    const file = path.join(dist, ...rest);
    if (!file.startsWith(dist + path.sep)) return new Response(null, { status: 404 });
    try {
      return new Response(await readFile(file), { status: 200 });
    } catch {
      return new Response(null, { status: 404 });
    }
  };
}

/**
 * Manifests and server containers come through the fetcher. The runtime's own Node loader
 * fetches containers over HTTP only, so a container (CommonJS, as the webpack factory builds
 * it) is evaluated here the way that loader does it.
 */
const fetcherPlugin = (fetcher: ReturnType<typeof createFetcher>): ModuleFederationRuntimePlugin => ({
  name: 'povar-server-containers',
  fetch: (url, init) => fetcher(url, init),
  async loadEntry({ remoteInfo }) {
    const response = await fetcher(remoteInfo.entry);
    if (!response.ok) throw new Error(`${remoteInfo.entry}: ${response.status}`);
    const code = await response.text();
    const module: { exports: unknown } = { exports: {} };
    const filename = new URL(remoteInfo.entry).pathname;
    const evaluate = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, {
      filename: remoteInfo.entry,
    }).runInThisContext() as (...args: unknown[]) => void;
    evaluate(module.exports, module, createRequire(import.meta.url), path.posix.dirname(filename), filename);
    return module.exports as never;
  },
});

/** An address as the document gives it to the browser: this server's own files by path. */
const documentAddress = (url: string) => (url.startsWith(OWN_ORIGIN) ? url.slice(OWN_ORIGIN.length) : url);

/**
 * The remote's browser manifest: whether it announces a server container (Module Federation's
 * `ssrRemoteEntry`) and its styles, with their texts read once here (the files' names carry their
 * content's hash, so a text never changes under its name).
 */
async function readBrowserManifest(fetcher: ReturnType<typeof createFetcher>, manifestUrl: string): Promise<BrowserManifest> {
  const response = await fetcher(manifestUrl);
  if (!response.ok) throw new Error(`${manifestUrl}: ${response.status}`);
  const manifest = (await response.json()) as {
    metaData?: { ssrRemoteEntry?: unknown; buildInfo?: { buildName?: string; buildVersion?: string } };
    exposes?: { name: string; assets?: { css?: { sync?: string[]; async?: string[] } } }[];
  };
  const lifecycles = manifest.exposes?.find((expose) => expose.name === 'lifecycles');
  const css = { sync: lifecycles?.assets?.css?.sync ?? [], async: lifecycles?.assets?.css?.async ?? [] };
  const base = new URL('.', manifestUrl).href;
  const serverContainer = Boolean(manifest.metaData?.ssrRemoteEntry);
  return {
    serverContainer,
    css,
    base,
    // Only a remote the server renders has its styles written into the document.
    cssTexts: serverContainer ? await readStyleTexts(fetcher, base, [...css.sync, ...css.async]) : new Map(),
    release: releaseOf(manifest.metaData?.buildInfo),
  };
}

/**
 * The texts that can be inlined. A file that cannot be read, its answer or its body, is left out:
 * the document links it, and the remote still renders on the server.
 */
async function readStyleTexts(fetcher: ReturnType<typeof createFetcher>, base: string, files: string[]): Promise<Map<string, string>> {
  const texts = await Promise.all(
    files.map(async (file) => {
      try {
        const response = await fetcher(new URL(file, base).href);
        return [file, response.ok ? inlinableCss(await response.text()) : null] as const;
      } catch {
        return [file, null] as const;
      }
    }),
  );
  return new Map(texts.filter((entry): entry is readonly [string, string] => entry[1] !== null));
}

/** 'mf-catalog@0.1.0' from the manifest's build info, the name the browser's reports use (the webpack factory's APP_RELEASE). */
function releaseOf(buildInfo: { buildName?: string; buildVersion?: string } | undefined): string | undefined {
  if (!buildInfo?.buildName || !buildInfo.buildVersion) return undefined;
  return `${buildInfo.buildName.replace(/^@povar\//, '')}@${buildInfo.buildVersion}`;
}

/** The page's styles: the remote's main ones and those of the named chunks its page came in. */
function pageStylesheets(manifest: BrowserManifest, chunks: string[]): Stylesheet[] {
  const files = [...manifest.css.sync, ...manifest.css.async.filter((file) => chunks.some((chunk) => file.startsWith(`${chunk}.`)))];
  return files.map((file) => ({ href: documentAddress(new URL(file, manifest.base).href), text: manifest.cssTexts.get(file) ?? null }));
}

/** The API in-process: a page's reads become `app.inject` calls (through the proxy when the API runs elsewhere). */
export function inProcessApi(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const answer = await injectForVisitor(app, {
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

export function createRemoteRenderer(
  app: FastifyInstance,
  {
    remotes,
    serverAddresses = {},
    appsRoot,
    fetchApi,
    options = DEFAULT_REMOTE_RENDER_OPTIONS,
  }: {
    remotes: Record<string, string>;
    /** Container name → its manifest's address from this server, where it differs from `remotes`. */
    serverAddresses?: Record<string, string>;
    appsRoot: string;
    fetchApi: ReturnType<typeof inProcessApi>;
    options?: RemoteRendererOptions;
  },
): RemoteRenderer {
  const manifests = Object.fromEntries(Object.entries(remotes).map(([name, entry]) => [name, new URL(entry, OWN_ORIGIN).href]));
  const fetcher = createFetcher(appsRoot, addressRewrites(manifests, serverAddresses));
  const federation = createInstance({
    name: 'povar_document_server',
    remotes: Object.entries(manifests).map(([name, entry]) => ({ name, entry })),
    plugins: [fetcherPlugin(fetcher)],
  });
  const loaded = new Map<RemoteName, { container: Promise<{ module: ServerContainer; manifest: BrowserManifest } | null> }>();
  const counts: Record<string, Partial<Record<FallbackReason, number>>> = {};

  /** The remote's server container, null when its manifest announces none; loaded once per remotes map. */
  function container(remote: RemoteName): Promise<{ module: ServerContainer; manifest: BrowserManifest } | null> {
    const known = loaded.get(remote);
    if (known) return known.container;
    const manifestUrl = manifests[containerOf(remote)];
    const load = withTimeout(
      (async () => {
        if (!manifestUrl) return null;
        const manifest = await readBrowserManifest(fetcher, manifestUrl);
        if (!manifest.serverContainer) return null;
        const module = await federation.loadRemote<ServerContainer>(`${containerOf(remote)}/server`);
        if (typeof module?.renderPage !== 'function') throw new Error(`${remote}: its server container exposes no renderPage`);
        return { module, manifest };
      })(),
      options.loadTimeoutMs,
    );
    const entry = { container: load };
    loaded.set(remote, entry);
    // A failed load is forgotten after a while, so a remote whose server container comes back renders again.
    load.catch(() => {
      const timer = setTimeout(() => {
        if (loaded.get(remote) === entry) loaded.delete(remote);
      }, options.retryAfterMs);
      timer.unref();
    });
    return load;
  }

  function recordFallback(part: string, reason: FallbackReason, error: unknown): void {
    counts[part] ??= {};
    const byReason = counts[part];
    byReason[reason] = (byReason[reason] ?? 0) + 1;
    app.log.warn({ remote: part, reason, err: error }, `${part}: rendered in the browser instead of the server (${reason})`);
  }

  function fallback(remote: RemoteName, reason: FallbackReason, error: unknown, release?: string): RemoteRender {
    recordFallback(remote, reason, error);
    // A throw is a bug to fix; a render past its budget is a matter of speed (the fallback counts show it).
    if (reason !== 'timeout') reportError(error, { tags: { remote, rendering: 'server', ...(release ? { remote_release: release } : {}) } });
    return { kind: 'fallback', reason };
  }

  return {
    async render(remote, input) {
      let loadedContainer: Awaited<ReturnType<typeof container>>;
      try {
        loadedContainer = await container(remote);
      } catch (error) {
        return fallback(remote, 'unavailable', error);
      }
      if (!loadedContainer) return { kind: 'browser' };
      const { module, manifest } = loadedContainer;
      try {
        const page = await withTimeout(module.renderPage({ ...input, fetchApi }), options.budgetMs);
        if (!page) return { kind: 'browser' };
        return { kind: 'rendered', html: page.html, state: page.state, stylesheets: pageStylesheets(manifest, page.chunks) };
      } catch (error) {
        return fallback(remote, error instanceof Timeout ? 'timeout' : 'error', error, manifest.release);
      }
    },
    async warm() {
      await Promise.allSettled(Object.keys(remotes).map((name) => container(name.replace(/_/g, '-') as RemoteName)));
    },
    fallbacks: () => structuredClone(counts),
    recordFallback,
  };
}
