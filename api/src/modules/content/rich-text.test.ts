// Editorial HTML keeps its structure and loses everything that could run; links are checked before they reach an href.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertInert, XSS_VECTORS } from '../../test/xss-vectors.ts';
import { isSafeLink, sanitizeRichText } from './rich-text.ts';

test('every filter-evasion vector comes out inert', () => {
  for (const vector of XSS_VECTORS) assertInert(sanitizeRichText(`<p>до</p>${vector}<p>после</p>`), vector);
});

test('headings, paragraphs, lists, tables, emphasis and links are kept as written', () => {
  const html =
    '<h2>Заголовок</h2><p>Текст с <strong>жирным</strong> и <em>курсивом</em>.</p><ul><li>один</li><li>два</li></ul>' +
    '<ol><li>первый</li></ol><table><thead><tr><th colspan="2">Шапка</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>' +
    '<p><a href="/docs/faq">вопросы</a>, <a href="mailto:support@povar-ryadom.ru">почта</a></p>';
  assert.equal(sanitizeRichText(html), html);
});

test('a link out of the site opens in a new tab without the opener; the author cannot set target or rel', () => {
  assert.equal(
    sanitizeRichText('<a href="https://example.ru/" target="_self" rel="opener" title="Пример">сайт</a>'),
    '<a href="https://example.ru/" title="Пример" target="_blank" rel="noopener noreferrer">сайт</a>',
  );
  assert.equal(sanitizeRichText('<a href="/menu" target="_blank">меню</a>'), '<a href="/menu">меню</a>');
});

test('sanitising is idempotent, so HTML cleaned on write is served unchanged', () => {
  for (const vector of XSS_VECTORS) {
    const once = sanitizeRichText(vector);
    assert.equal(sanitizeRichText(once), once, vector);
  }
});

test('only site paths and https addresses are safe links', () => {
  for (const link of ['/tyumen/menu', '/docs/faq', '/for-cooks', 'https://t.me/povar_ryadom', 'https://example.ru/a?b=c']) {
    assert.equal(isSafeLink(link), true, link);
  }
  for (const link of [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' /menu',
    '//evil.example',
    '/\\evil.example',
    'http://example.ru',
    'data:text/html,x',
    'menu',
    '',
    '/menu\n',
    'https://x'.padEnd(600, 'x'),
  ]) {
    assert.equal(isSafeLink(link), false, JSON.stringify(link));
  }
});
