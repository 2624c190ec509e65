// The chrome drawn on the server by the shell's Node build (a stand-in here): each part in its
// slot, marked for the browser's chrome to replace; the tabs' room on the body; and a throwing
// build leaving the chrome to the browser, the page still 200 and the failure counted.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { makeAppsRoot, type AppsRoot } from './test-support/apps-root.ts';
import { startWebServer, type WebServerHarness } from './test-support/web-server-harness.ts';

const CHROME = `module.exports.renderChrome = async function (input) {
  if (input.url.includes('throw')) throw new Error('the chrome threw');
  const settings = await (await input.fetchApi('/api/site-settings', { method: 'GET', headers: {} })).json();
  return {
    header: '<header>Шапка ' + (input.region ? input.region.name : '') + '</header>',
    screen: input.pageNotFound ? '<h1>Упс... такой страницы у нас нет</h1>' : '',
    footer: '<footer>' + (settings.success ? 'Подвал' : '') + '</footer>',
    tabs: input.url.startsWith('/for-cooks') ? '' : '<nav>Вкладки</nav>',
    ...(input.url.includes('viewport') ? { footer: '<footer>Подвал для ' + input.viewport + '</footer>' } : {}),
  };
};\n`;

let server: WebServerHarness;
let apps: AppsRoot;
let app: FastifyInstance;

before(async () => {
  apps = makeAppsRoot();
  apps.write(
    'shell/dist/index.html',
    [
      '<!doctype html><html><head><!--povar:head--></head><body>',
      '<div id="app-header"></div><main id="app-page"><div id="app-screen"></div></main><!--povar:faq-->',
      '<div id="app-footer"></div><div id="app-tabs"></div><!--povar:crawler-links--><!--povar:boot--></body></html>',
    ].join(''),
  );
  apps.write('shell/dist/server/chrome.cjs', CHROME);
  server = await startWebServer(apps, { remoteRender: { budgetMs: 2000 } });
  app = server.app;
});

after(async () => {
  await server?.close();
});

const page = (url: string) => server.page(url);

describe('the chrome drawn on the server', () => {
  test('header, footer and tabs in their slots, marked for the browser to replace, with the data read in-process', async () => {
    const { status, html } = await page('/tyumen/menu');
    assert.equal(status, 200);
    assert.match(html, /<div id="app-header"><div data-server-chrome><header>Шапка Тюмень<\/header><\/div><\/div>/);
    assert.match(html, /<div id="app-footer"><div data-server-chrome><footer>Подвал<\/footer><\/div><\/div>/);
    assert.match(html, /<div id="app-tabs"><div data-server-chrome><nav>Вкладки<\/nav><\/div><\/div>/);
    assert.match(html, /<body data-layout="default" class="has-tabs">/, 'the tabs keep their room from the first paint');
    assert.match(html, /<div id="app-screen"><\/div>/, 'no screen of the shell on a page that exists');
  });

  test('a page without tabs keeps no room for them', async () => {
    const { html } = await page('/for-cooks');
    assert.match(html, /<div id="app-tabs"><\/div>/);
    assert.doesNotMatch(html, /class="has-tabs"/);
  });

  test("a route whose subject does not exist carries the shell's not-found screen with its 404", async () => {
    const { status, html } = await page('/tyumen/cooks/detail/999999');
    assert.equal(status, 404);
    assert.match(html, /<div id="app-screen"><div data-server-chrome><h1>Упс\.\.\. такой страницы у нас нет<\/h1><\/div><\/div>/);
  });

  test("drawn for the breakpoint of the visitor's 'viewport' cookie, which the browser is told too; an unknown value is no breakpoint", async () => {
    const withCookie = async (cookie: string) => {
      const response = await app.inject({ method: 'GET', url: '/tyumen/menu?viewport=1', headers: { cookie } });
      const boot = JSON.parse(/<script type="application\/json" id="povar-boot">(.*?)<\/script>/.exec(response.body)?.[1] ?? '{}') as {
        boot?: { viewport?: unknown };
      };
      assert.match(String(response.headers.vary), /\bCookie\b/, 'a cache keeps one document per cookie');
      return { footer: /<footer>(.*?)<\/footer>/.exec(response.body)?.[1], viewport: boot.boot?.viewport };
    };
    assert.deepEqual(await withCookie('povar-region=tyumen; viewport=desktopMedium'), { footer: 'Подвал для desktopMedium', viewport: 'desktopMedium' });
    assert.deepEqual(await withCookie('viewport=mobileMedium'), { footer: 'Подвал для mobileMedium', viewport: 'mobileMedium' });
    assert.deepEqual(await withCookie('viewport=huge'), { footer: 'Подвал для null', viewport: null });
  });

  test('a chrome build that throws leaves the chrome to the browser; the page is still 200, the failure counted', async () => {
    const { status, html } = await page('/tyumen/menu?throw=1');
    assert.equal(status, 200);
    assert.doesNotMatch(html, /data-server-chrome/);
    assert.equal(app.remoteRenderer.fallbacks().shell?.error, 1);
  });
});
