import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { renderDocument, scriptJson, type DocumentContent } from './document.ts';
import { TEST_TEMPLATE } from './test-support/apps-root.ts';

const TYUMEN = { id: 956, slug: 'tyumen', name: 'Тюмень' };
const OMSK = { id: 958, slug: 'omsk', name: 'Омск' };

const content = (overrides: Partial<DocumentContent> = {}): DocumentContent => ({
  title: 'Повар рядом — домашняя еда от поваров, Тюмень',
  description: 'Домашняя еда от проверенных поваров',
  faqs: [],
  robots: 'noindex, nofollow',
  canonical: 'https://povar-ryadom.ru/tyumen/',
  layout: 'default',
  boot: { region: TYUMEN, regionError: false, mainCities: [TYUMEN, OMSK], remotes: { mf_catalog: '/mf/mf-catalog/mf-manifest.json' } },
  runtimeConfig: { apiBase: '/api', environment: 'development' },
  ...overrides,
});

/** What the shell reads from the boot script: the data, and that no inline script would run. */
function runBootScript(html: string): { config: unknown; boot: unknown } {
  assert.deepEqual([...html.matchAll(/<script>([\s\S]*?)<\/script>/g)], [], 'no inline script that runs');
  const scripts = [...html.matchAll(/<script type="application\/json" id="povar-boot">([\s\S]*?)<\/script>/g)];
  assert.equal(scripts.length, 1, 'exactly one boot script');
  return JSON.parse(scripts[0]?.[1] ?? '') as { config: unknown; boot: unknown };
}

describe('renderDocument', () => {
  test('puts the title, description, robots and canonical into the head', () => {
    const html = renderDocument(TEST_TEMPLATE, content());
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    assert.match(head, /<title>Повар рядом — домашняя еда от поваров, Тюмень<\/title>/);
    assert.match(head, /<meta name="description" content="Домашняя еда от проверенных поваров" \/>/);
    assert.match(head, /<meta name="robots" content="noindex, nofollow" \/>/);
    assert.match(head, /<link rel="canonical" href="https:\/\/povar-ryadom.ru\/tyumen\/" \/>/);
    assert.doesNotMatch(html, /<!--povar:/, 'every placeholder is replaced');
  });

  test("marks the body with the route's layout", () => {
    assert.match(renderDocument(TEST_TEMPLATE, content({ layout: 'landing' })), /<body data-layout="landing">/);
  });

  test('leaves the canonical link out when there is none', () => {
    assert.doesNotMatch(renderDocument(TEST_TEMPLATE, content({ canonical: null })), /rel="canonical"/);
  });

  test('escapes the title and the description', () => {
    const html = renderDocument(TEST_TEMPLATE, content({ title: 'Борщ & <b>"пампушки"</b>', description: 'Кафе "У дома" <script>alert(1)</script>' }));
    assert.match(html, /<title>Борщ &amp; &lt;b&gt;&quot;пампушки&quot;&lt;\/b&gt;<\/title>/);
    assert.match(html, /content="Кафе &quot;У дома&quot; &lt;script&gt;alert\(1\)&lt;\/script&gt;"/);
    assert.doesNotMatch(html, /<b>/);
  });

  test('lists a hidden link to every region index for crawlers', () => {
    const html = renderDocument(TEST_TEMPLATE, content());
    assert.match(html, /<nav hidden aria-label="Города"><a href="\/tyumen\/">Тюмень<\/a><a href="\/omsk\/">Омск<\/a><\/nav>/);
  });

  test("adds the page's own crawler links after the regions, one hidden nav per group, escaped", () => {
    const html = renderDocument(
      TEST_TEMPLATE,
      content({
        pageLinks: [
          { label: 'Блюда', links: [{ href: '/tyumen/menu/detail/1', text: 'Борщ "Домашний" <b>' }] },
          { label: 'Страницы', links: [{ href: '/tyumen/menu', text: 'Предыдущая страница', rel: 'prev' }] },
        ],
      }),
    );
    assert.match(
      html,
      /<\/nav><nav hidden aria-label="Блюда"><a href="\/tyumen\/menu\/detail\/1">Борщ &quot;Домашний&quot; &lt;b&gt;<\/a><\/nav><nav hidden aria-label="Страницы"><a href="\/tyumen\/menu" rel="prev">Предыдущая страница<\/a><\/nav>/,
    );
    assert.doesNotMatch(html, /<b>/);
  });

  test('names the neighbouring pages in the head only when there are such pages', () => {
    const html = renderDocument(TEST_TEMPLATE, content({ prev: 'https://povar-ryadom.ru/tyumen/menu', next: 'https://povar-ryadom.ru/tyumen/menu/page-3' }));
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    assert.match(head, /<link rel="prev" href="https:\/\/povar-ryadom.ru\/tyumen\/menu" \/>/);
    assert.match(head, /<link rel="next" href="https:\/\/povar-ryadom.ru\/tyumen\/menu\/page-3" \/>/);
    assert.doesNotMatch(renderDocument(TEST_TEMPLATE, content()), /rel="(prev|next)"/);
  });

  test('escapes city names in the crawler links', () => {
    const html = renderDocument(TEST_TEMPLATE, content({ boot: { ...content().boot, mainCities: [{ id: 1, slug: 'ufa', name: 'Уфа <i>&</i>' }] } }));
    assert.match(html, /<a href="\/ufa\/">Уфа &lt;i&gt;&amp;&lt;\/i&gt;<\/a>/);
  });

  test('inlines the boot data and the run-time configuration for the shell', () => {
    const { boot, config } = runBootScript(renderDocument(TEST_TEMPLATE, content()));
    assert.deepEqual(boot, content().boot);
    assert.deepEqual(config, { apiBase: '/api', environment: 'development' });
  });

  test("a '</script>' inside a city name cannot break out of the boot script", () => {
    const evil = { id: 666, slug: 'evil', name: '</script><script>alert(1)</script><!--' };
    const boot = { region: evil, regionError: false, mainCities: [evil], remotes: {} };
    const html = renderDocument(TEST_TEMPLATE, content({ boot }));

    assert.equal(html.match(/<\/script>/gi)?.length, 1, 'only the boot script itself closes');
    assert.doesNotMatch(html, /<script>alert/);
    assert.deepEqual(runBootScript(html).boot, boot, 'the name arrives intact');
  });

  test("'$&' and '$`' in the content are text, not replacement patterns", () => {
    const city = { id: 1, slug: 'x', name: "A$&B$`C$'D" };
    const html = renderDocument(TEST_TEMPLATE, content({ title: 'Цена $& и $`', boot: { region: city, regionError: false, mainCities: [city], remotes: {} } }));
    assert.match(html, /<title>Цена \$&amp; и \$`<\/title>/);
    assert.equal(html.match(/<!doctype/gi)?.length ?? 0, TEST_TEMPLATE.match(/<!doctype/gi)?.length ?? 0);
    assert.deepEqual((runBootScript(html).boot as { region: unknown }).region, city);
  });

  test('line and paragraph separators stay valid inside the script', () => {
    const city = { id: 1, slug: 'x', name: 'a\u2028b\u2029c' };
    const html = renderDocument(TEST_TEMPLATE, content({ boot: { region: city, regionError: false, mainCities: [], remotes: {} } }));
    assert.doesNotMatch(html, /[\u2028\u2029]/);
    assert.deepEqual((runBootScript(html).boot as { region: unknown }).region, city);
  });
});

describe('scriptJson', () => {
  test('is JSON that reads back to the same value', () => {
    const value = { a: '</script>', b: ['<!--', '\u2028'], c: 1, d: null };
    assert.deepEqual(JSON.parse(scriptJson(value)), value);
    assert.doesNotMatch(scriptJson(value), /</);
  });

  test("renders the FAQ as visible 'Вопросы и ответы' under the page, with FAQPage JSON-LD", () => {
    const html = renderDocument(TEST_TEMPLATE, content({ faqs: [{ question: 'Сколько стоит доставка?', answer: '<p>Её цену <b>назначает повар</b>.</p>' }] }));
    assert.match(
      html,
      /<section id="app-faq"[^>]*><h2 id="app-faq-title">Вопросы и ответы<\/h2><details[^>]*><summary>Сколько стоит доставка\?<\/summary><div[^>]*><p>Её цену <b>назначает повар<\/b>\.<\/p><\/div><\/details><\/section>/,
    );
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    assert.deepEqual(JSON.parse(jsonLd ?? 'null'), {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Сколько стоит доставка?', acceptedAnswer: { '@type': 'Answer', text: 'Её цену назначает повар.' } }],
    });
  });

  test('a page without FAQs has neither the block nor the JSON-LD', () => {
    const html = renderDocument(TEST_TEMPLATE, content());
    assert.doesNotMatch(html, /app-faq|ld\+json/);
  });
});
