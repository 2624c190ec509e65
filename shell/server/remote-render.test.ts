// Server rendering by the remotes, with stand-in server containers loaded through Module
// Federation's real Node runtime: the page from a container that renders, and each way one can
// fail (none announced, its file missing, a throw, past the time budget) leaving the page to the
// browser with status 200, counted and logged by remote.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { flushErrorReports, startErrorReporting } from '@povar/api';
import { makeAppsRoot, type AppsRoot } from './test-support/apps-root.ts';
import { standInManifest as manifest, standInServerContainer as serverContainer } from './test-support/stand-in-remote.ts';
import { startWebServer, type WebServerHarness } from './test-support/web-server-harness.ts';
import { preferredEncoding } from './streamed-document.ts';

let server: WebServerHarness;
let apps: AppsRoot;
/** What a stand-in Sentry on loopback was sent (the web server process reports its render errors there). */
const sentryEnvelopes: string[] = [];
let sentry: http.Server;
let app: FastifyInstance;
const logged: { remote?: string; reason?: string }[] = [];

before(async () => {
  sentry = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      sentryEnvelopes.push(body);
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
  startErrorReporting({ dsn: `http://key@127.0.0.1:${(sentry.address() as AddressInfo).port}/1`, release: 'web@test', environment: 'test' });
  apps = makeAppsRoot();
  // mf-catalog renders: the dish list it read from the API in-process, and the state it fetched.
  apps.write('mf-catalog/dist/mf-manifest.json', manifest('mf_catalog', { server: true }));
  // Its page's stylesheet travels inside the document; the dish page's chunk reads a picture by
  // an address relative to its file, so it stays a link.
  apps.write('mf-catalog/dist/main.0123456789.css', '.cat_list{display:grid}\n');
  apps.write('mf-catalog/dist/dish-page.abcdef0123.css', '.cat_dish{background:url(dish.png)}\n');
  apps.write(
    'mf-catalog/dist/server/remoteEntry.js',
    serverContainer(`
      if (input.url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 2000));
      if (input.url.includes('/for-cooks')) throw new Error('the page threw');
      if (input.url.includes('/cooks-map')) return null;
      const answer = await input.fetchApi('/api/catalog/dishes?cityId=' + input.region.id + '&page=1', { method: 'GET', headers: {} });
      const list = (await answer.json()).data;
      const names = list.items.slice(0, 3).map((dish) => '<li>' + dish.name + '</li>').join('');
      return { html: '<ul data-region="' + input.region.slug + '">' + names + '</ul>', state: { queries: [{ queryKey: ['catalog'], first: list.items[0].name }] }, chunks: input.url.includes('/menu/detail/') ? ['dish-page'] : [] };
  `),
  );
  // mf-cook announces a server container whose file is missing (a failed deploy).
  apps.write('mf-cook/dist/mf-manifest.json', manifest('mf_cook', { server: true }));
  // mf-profile has no server container: its manifest announces none.
  apps.write('mf-profile/dist/mf-manifest.json', manifest('mf_profile', { server: false }));
  server = await startWebServer(apps, { remoteRender: { budgetMs: 1000, retryAfterMs: 60_000 } });
  app = server.app;
  app.log.warn = ((entry: { remote?: string; reason?: string }) => {
    logged.push(entry);
  }) as typeof app.log.warn;
});

after(async () => {
  await server?.close();
  sentry?.close();
});

const page = (url: string) => server.page(url);

describe('a public page rendered by its remote on the server', () => {
  test("the remote's markup is in the remote's slot, marked for hydration, with the data it read in-process", async () => {
    const { status, html } = await page('/tyumen/menu');
    assert.equal(status, 200);
    const slot = /<div id="app-remote-mf-catalog" data-server-rendered><ul data-region="tyumen">(.*?)<\/ul><\/div>/.exec(html);
    assert.ok(slot, 'the slot holds the server markup');
    const dishes = await app.inject({ method: 'GET', url: '/api/catalog/dishes?cityId=956&page=1' });
    const firstThree = dishes
      .json<{ data: { items: { name: string }[] } }>()
      .data.items.slice(0, 3)
      .map((dish) => `<li>${dish.name}</li>`);
    assert.equal(slot[1], firstThree.join(''), 'the names the API lists, in its order');
    assert.ok(html.indexOf('id="app-remote-mf-catalog"') < html.indexOf('</main>'), 'inside the page area');
  });

  test('its dehydrated state travels as JSON the browser reads once, not as a script that runs', async () => {
    const { html } = await page('/tyumen/menu');
    const state = /<script type="application\/json" id="povar-state-mf-catalog">(.*?)<\/script>/.exec(html)?.[1];
    assert.ok(state);
    assert.equal(JSON.parse(state).queries[0].queryKey[0], 'catalog');
  });

  test("the document carries the remote's styles and those of the page's own chunk, not the others'", async () => {
    const { html } = await page('/tyumen/menu/detail/101');
    // Inline, named as webpack's style loader looks for it, so the browser does not fetch it again.
    assert.match(html, /<style data-href="main\.0123456789\.css">\.cat_list\{display:grid\}\n<\/style>/);
    assert.ok(html.indexOf('data-href="main.0123456789.css"') < html.indexOf('id="app-remote-mf-catalog"'), 'before the markup it styles');
    assert.doesNotMatch(html, /<link rel="stylesheet" href="\/mf\/mf-catalog\/main\./);
    assert.match(html, /<link rel="stylesheet" href="\/mf\/mf-catalog\/dish-page\.abcdef0123\.css" \/>/);
    assert.doesNotMatch(html, /cooks-map\.abcdef0123\.css/);
    assert.doesNotMatch((await page('/tyumen/menu')).html, /dish-page\.abcdef0123\.css/);
  });

  test('private routes are never rendered on the server', async () => {
    const { html } = await page('/tyumen/menu');
    assert.match(html, /data-server-rendered/);
    for (const url of ['/profile', '/orders', '/profile/chat']) {
      assert.doesNotMatch((await page(url)).html, /data-server-rendered|povar-state-/, url);
    }
  });
});

describe('the document is streamed', () => {
  test('its head and header leave before a slow page has rendered; the rest follows in the same answer', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const started = Date.now();
    const arrivals: { at: number; text: string }[] = [];
    await new Promise<void>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/tyumen/menu?q=slow' }, (response) => {
          response.setEncoding('utf8');
          response.on('data', (text: string) => arrivals.push({ at: Date.now() - started, text }));
          response.on('end', resolve);
        })
        .on('error', reject);
    });
    const headAt = arrivals.find((chunk) => chunk.text.includes('</head>'))?.at ?? Number.POSITIVE_INFINITY;
    const lastAt = arrivals.at(-1)?.at ?? 0;
    assert.ok(headAt < 700, `the head came after ${headAt} ms`);
    assert.ok(lastAt >= 900, `the rest came after the page's budget (${lastAt} ms)`);
    assert.match(arrivals.map((chunk) => chunk.text).join(''), /<\/html>/);
  });

  test('compressed as the browser asks, brotli first', () => {
    assert.equal(preferredEncoding('gzip, deflate, br'), 'br');
    assert.equal(preferredEncoding('gzip'), 'gzip');
    assert.equal(preferredEncoding('br;q=0, gzip;q=0.5'), 'gzip');
    assert.equal(preferredEncoding('identity'), null);
    assert.equal(preferredEncoding(undefined), null);
  });
});

describe('when the server cannot render, the browser does: status 200, counted and logged by remote', () => {
  test('a page the remote leaves to the browser (the map): no markup, not counted as a failure', async () => {
    const before = app.remoteRenderer.fallbacks()['mf-catalog'] ?? {};
    const { status, html } = await page('/tyumen/cooks-map');
    assert.equal(status, 200);
    assert.doesNotMatch(html, /data-server-rendered/);
    assert.deepEqual(app.remoteRenderer.fallbacks()['mf-catalog'] ?? {}, before);
  });

  test('a server container that throws', async () => {
    const { status, html } = await page('/for-cooks');
    assert.equal(status, 200);
    assert.doesNotMatch(html, /data-server-rendered/);
    assert.ok((app.remoteRenderer.fallbacks()['mf-catalog']?.error ?? 0) >= 1);
    assert.ok(logged.some((entry) => entry.remote === 'mf-catalog' && entry.reason === 'error'));
    // And reported, with the remote's name and the release its manifest names.
    await flushErrorReports();
    const report = sentryEnvelopes.find((envelope) => envelope.includes('the page threw'));
    assert.ok(report, 'the render error reached Sentry');
    assert.match(report, /"remote":"mf-catalog"/);
    assert.match(report, /"remote_release":"mf_catalog@1"/);
    assert.match(report, /"rendering":"server"/);
  });

  test('a render past its time budget', async () => {
    const started = Date.now();
    const { status, html } = await page('/tyumen/menu?q=slow');
    assert.equal(status, 200);
    assert.ok(Date.now() - started < 1900, 'the page does not wait for the slow render');
    assert.doesNotMatch(html, /data-server-rendered/);
    assert.ok((app.remoteRenderer.fallbacks()['mf-catalog']?.timeout ?? 0) >= 1);
  });

  test('a remote whose manifest announces a server container that is not there; the rest of the site still renders', async () => {
    const { status, html } = await page('/tyumen/cooks/detail/1');
    assert.equal(status, 200);
    assert.doesNotMatch(html, /data-server-rendered/);
    assert.ok((app.remoteRenderer.fallbacks()['mf-cook']?.unavailable ?? 0) >= 1);
    assert.ok(logged.some((entry) => entry.remote === 'mf-cook' && entry.reason === 'unavailable'));
    assert.match((await page('/tyumen/menu')).html, /data-server-rendered/);
  });

  test('a remote with no server container at all (its manifest announces none) renders in the browser, uncounted', async () => {
    const { status } = await page('/profile/menu');
    assert.equal(status, 200);
    assert.equal(app.remoteRenderer.fallbacks()['mf-profile'], undefined);
  });
});
