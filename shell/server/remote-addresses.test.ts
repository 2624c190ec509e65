// A remote that the browser and the web server reach at different addresses (REMOTES_MAP and
// REMOTES_SERVER_MAP): the server fetches the remote's files from its private address and the
// document gives the browser the public one. Its own file: Module Federation's runtime keeps a
// loaded container per name for the whole process.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { makeAppsRoot } from './test-support/apps-root.ts';
import { standInManifest, standInServerContainer } from './test-support/stand-in-remote.ts';
import { startWebServer, type WebServerHarness } from './test-support/web-server-harness.ts';

// The browser loads the catalogue from a CDN address; this server fetches the same files from
// the remote's service inside the private network (here a static server on loopback).
const BROWSER_BASE = 'https://cdn.invalid/catalog/';
let remoteService: http.Server;
let internal: WebServerHarness;
const servedPaths: string[] = [];

before(async () => {
  const files: Record<string, string> = {
    '/internal/catalog/mf-manifest.json': standInManifest('mf_catalog', { server: true }),
    '/internal/catalog/server/remoteEntry.js': standInServerContainer(
      "return { html: '<p>from the private address</p>', state: { queries: [] }, chunks: [] };",
    ),
  };
  remoteService = http.createServer((request, response) => {
    servedPaths.push(request.url ?? '');
    const body = files[request.url ?? ''];
    response.writeHead(body ? 200 : 404).end(body ?? '');
  });
  await new Promise<void>((resolve) => remoteService.listen(0, '127.0.0.1', resolve));
  const { port } = remoteService.address() as AddressInfo;
  internal = await startWebServer(makeAppsRoot(), {
    config: {
      remotes: { mf_catalog: `${BROWSER_BASE}mf-manifest.json` },
      remotesServerAddresses: { mf_catalog: `http://127.0.0.1:${port}/internal/catalog/mf-manifest.json` },
    },
  });
});

after(async () => {
  await internal?.close();
  remoteService?.close();
});

test("the page is rendered from the private address, and the document gives the browser's", async () => {
  const { status, html } = await internal.page('/tyumen/menu');
  assert.equal(status, 200);
  assert.match(html, /<div id="app-remote-mf-catalog" data-server-rendered><p>from the private address<\/p><\/div>/);
  assert.match(html, /<link rel="stylesheet" href="https:\/\/cdn\.invalid\/catalog\/main\.0123456789\.css" \/>/);
  // Its stylesheets too, to write them into the document (none is served here, so they stay links).
  assert.deepEqual([...new Set(servedPaths)].sort(), [
    '/internal/catalog/cooks-map.abcdef0123.css',
    '/internal/catalog/dish-page.abcdef0123.css',
    '/internal/catalog/main.0123456789.css',
    '/internal/catalog/mf-manifest.json',
    '/internal/catalog/server/remoteEntry.js',
  ]);
});
